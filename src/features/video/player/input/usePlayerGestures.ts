/**
 * Pointer events on the player's surface turned into the gestures of gestures.ts. A single tap waits
 * out the double-tap window before it counts; with a mouse a click plays or pauses at once.
 */
import { type PointerEvent, useCallback, useEffect, useRef } from 'react';
import {
  DOUBLE_TAP_MS,
  isVerticalSwipe,
  LONG_PRESS_MS,
  movedPastSlop,
  swipeLevel,
  swipeTarget,
  type Zone,
  zoneOf,
} from './gestures';

export interface GestureHandlers {
  /** A single tap (touch): show or hide the controls. */
  onTap: () => void;
  /** A mouse click: play or pause. */
  onClick: () => void;
  /** A double tap (and each quick tap after it): `zone` says seek back, play/pause, or seek on. */
  onDoubleTap: (zone: Zone) => void;
  onLongPress: (held: boolean) => void;
  /** A vertical swipe's level; null when the swipe ends. */
  onSwipe: (target: 'brightness' | 'volume', level: number | null) => void;
  /** Where a swipe starts from: the current brightness or volume. */
  levelOf: (target: 'brightness' | 'volume') => number;
}

interface Press {
  id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  mode: 'press' | 'long' | 'swipe' | 'drag';
  target: 'brightness' | 'volume';
  start: number;
  timer: ReturnType<typeof setTimeout>;
}

export function usePlayerGestures(handlers: GestureHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const press = useRef<Press | null>(null);
  const lastTap = useRef<{ at: number; zone: Zone } | null>(null);
  const singleTap = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (singleTap.current) clearTimeout(singleTap.current);
      if (press.current) clearTimeout(press.current.timer);
    },
    [],
  );

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (press.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const target = swipeTarget(x, box.width);
    const timer = setTimeout(() => {
      const current = press.current;
      if (current?.mode !== 'press') return;
      current.mode = 'long';
      latest.current.onLongPress(true);
    }, LONG_PRESS_MS);
    press.current = {
      id: event.pointerId,
      x,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
      mode: 'press',
      target,
      start: latest.current.levelOf(target),
      timer,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    const box = event.currentTarget.getBoundingClientRect();
    const dx = event.clientX - box.left - current.x;
    const dy = event.clientY - box.top - current.y;
    if (current.mode === 'press' && movedPastSlop(dx, dy)) {
      clearTimeout(current.timer);
      current.mode = isVerticalSwipe(dx, dy) ? 'swipe' : 'drag';
    }
    if (current.mode === 'swipe') {
      latest.current.onSwipe(current.target, swipeLevel(current.start, dy, current.height));
    }
  }, []);

  const end = useCallback((event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = press.current;
    if (!current || current.id !== event.pointerId) return;
    press.current = null;
    clearTimeout(current.timer);
    if (current.mode === 'long') return latest.current.onLongPress(false);
    if (current.mode === 'swipe') return latest.current.onSwipe(current.target, null);
    if (current.mode !== 'press' || cancelled) return;
    if (event.pointerType === 'mouse') return latest.current.onClick();

    const zone = zoneOf(current.x, current.width);
    const now = performance.now();
    const previous = lastTap.current;
    lastTap.current = { at: now, zone };
    if (previous && now - previous.at < DOUBLE_TAP_MS) {
      if (singleTap.current) clearTimeout(singleTap.current);
      singleTap.current = null;
      latest.current.onDoubleTap(zone);
      return;
    }
    singleTap.current = setTimeout(() => {
      singleTap.current = null;
      latest.current.onTap();
    }, DOUBLE_TAP_MS);
  }, []);

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: useCallback((event: PointerEvent<HTMLElement>) => end(event, false), [end]),
    onPointerCancel: useCallback((event: PointerEvent<HTMLElement>) => end(event, true), [end]),
  };
}
