import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_AUTOPLAY_MS, SPLASH_TICK_MS } from '../../../core/config';
import { startAutoplay, startCountdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startCountdown', () => {
  it('drops by one each second and ends at 0, once', () => {
    const ticks: number[] = [];
    const onZero = vi.fn();
    startCountdown(3, (left) => ticks.push(left), onZero, SPLASH_TICK_MS);
    vi.advanceTimersByTime(SPLASH_TICK_MS - 1);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([2]);
    vi.advanceTimersByTime(SPLASH_TICK_MS * 2);
    expect(ticks).toEqual([2, 1, 0]);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('stops its timer at 0', () => {
    const ticks: number[] = [];
    startCountdown(
      1,
      (left) => ticks.push(left),
      () => {},
      SPLASH_TICK_MS,
    );
    vi.advanceTimersByTime(SPLASH_TICK_MS * 10);
    expect(ticks).toEqual([0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when the splash is skipped', () => {
    const onTick = vi.fn();
    const stop = startCountdown(5, onTick, () => {}, SPLASH_TICK_MS);
    stop();
    vi.advanceTimersByTime(SPLASH_TICK_MS * 10);
    expect(onTick).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('startAutoplay', () => {
  it('moves every 3000 ms and loops', () => {
    const moves: number[] = [];
    const stop = startAutoplay(3, (index) => moves.push(index), SPLASH_AUTOPLAY_MS);
    expect(SPLASH_AUTOPLAY_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(moves).toEqual([]);
    vi.advanceTimersByTime(1 + 3000 * 3);
    expect(moves).toEqual([1, 2, 0, 1]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not move a single slide', () => {
    startAutoplay(1, () => {}, SPLASH_AUTOPLAY_MS);
    expect(vi.getTimerCount()).toBe(0);
  });
});
