/**
 * Timers of the splash: the countdown drops by one every SPLASH_TICK_MS and stops
 * at 0; the carousel moves every SPLASH_AUTOPLAY_MS (both passed in through the splash plan). Plain functions over setInterval so that
 * the rules are tested with fake timers, and the hooks only wire them to React.
 */
import { useEffect, useRef, useState } from 'react';

/** Counts down from `from` (> 0); returns a stop function. `onZero` runs once, after the timer stopped. */
export function startCountdown(
  from: number,
  onTick: (left: number) => void,
  onZero: () => void,
  tickMs: number,
): () => void {
  let left = from;
  const timer = setInterval(() => {
    left -= 1;
    onTick(left);
    if (left <= 0) {
      clearInterval(timer);
      onZero();
    }
  }, tickMs);
  return () => clearInterval(timer);
}

/** Moves through `count` items in a loop; a single item does not move. */
export function startAutoplay(count: number, onMove: (next: number) => void, everyMs: number) {
  if (count < 2) return () => {};
  let index = 0;
  const timer = setInterval(() => {
    index = (index + 1) % count;
    onMove(index);
  }, everyMs);
  return () => clearInterval(timer);
}

/**
 * The seconds left. The effect is torn down while the kept-alive home is hidden and set up
 * again when it shows: it resumes from the seconds left, not from the start.
 */
export function useCountdown(from: number, tickMs: number, onZero: () => void): number {
  const [left, setLeft] = useState(from);
  const latest = useRef({ left, onZero });
  latest.current = { left, onZero };
  useEffect(() => {
    if (latest.current.left <= 0) {
      latest.current.onZero();
      return;
    }
    return startCountdown(latest.current.left, setLeft, () => latest.current.onZero(), tickMs);
  }, [tickMs]);
  return left;
}

export function useAutoplay(count: number, everyMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => startAutoplay(count, setIndex, everyMs), [count, everyMs]);
  return index;
}
