/**
 * Pointer gestures of paged mode, with pointer events (touch, pen and mouse alike):
 * - one finger: a tap, a horizontal swipe that turns pages, or a pan of a zoomed (or taller than
 *   the screen) page — decided once the finger has moved a few pixels;
 * - two fingers: pinch zoom around their midpoint;
 * - a double tap zooms in or back out. Waiting to see whether a second tap follows would delay
 *   every page turn, so only taps that do not turn a page wait for it (the menu zone, or any tap
 *   while zoomed): turning pages by tapping answers at once.
 */
import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { canPanX, isZoomed, type Point, pan, pinch, type Size, ZOOM, type Zoom } from './zoom';

/** Movement under this many px is still a tap. */
const SLOP = 8;
/** A press longer than this is not a tap (a long press to look). */
const TAP_MS = 500;

export interface PageFrame {
  zoom: Zoom;
  base: Size;
  viewport: Size;
}

export interface GestureHandlers {
  /** The page on screen's zoom and sizes; null when the slide is a card, not a page. */
  frame(): PageFrame | null;
  setZoom(zoom: Zoom): void;
  /** A horizontal drag that may turn the page: the track follows the finger. */
  drag(dx: number): void;
  /** The drag ended: turn or snap back. */
  release(dx: number, dy: number, ms: number): void;
  tap(x: number, y: number): void;
  /** Whether a tap here should wait for a possible second one. */
  waitsForDoubleTap(x: number, y: number): boolean;
  doubleTap(x: number, y: number): void;
}

type Gesture =
  | { kind: 'press'; start: Point; at: number; zoom: Zoom | null }
  | { kind: 'swipe'; start: Point; at: number }
  | { kind: 'pan'; start: Point; zoom: Zoom }
  | { kind: 'pinch'; from: [Point, Point]; zoom: Zoom }
  /** What is left of a pinch when one finger lifts: nothing until all are up. */
  | { kind: 'done' };

/**
 * Taps, and double taps: a tap that may be the first of two (handlers.waitsForDoubleTap) waits out
 * the double-tap window; a second one close by in time and place is a double tap.
 */
function useTaps(ref: RefObject<GestureHandlers>) {
  const pendingTap = useRef<{ x: number; y: number; at: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(
    () => () => {
      if (pendingTap.current) clearTimeout(pendingTap.current.timer);
    },
    [],
  );

  const flushPendingTap = () => {
    const pending = pendingTap.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    pendingTap.current = null;
    ref.current.tap(pending.x, pending.y);
  };

  /** `at`: when the finger lifted (the event's time, not the time the page got to it). */
  const onTap = (x: number, y: number, at: number) => {
    const pending = pendingTap.current;
    if (
      pending &&
      at - pending.at < ZOOM.doubleTapMs &&
      Math.hypot(x - pending.x, y - pending.y) < ZOOM.doubleTapSlop
    ) {
      clearTimeout(pending.timer);
      pendingTap.current = null;
      ref.current.doubleTap(x, y);
      return;
    }
    flushPendingTap();
    if (!ref.current.waitsForDoubleTap(x, y)) {
      ref.current.tap(x, y);
      return;
    }
    pendingTap.current = {
      x,
      y,
      at,
      timer: setTimeout(() => {
        pendingTap.current = null;
        ref.current.tap(x, y);
      }, ZOOM.doubleTapMs),
    };
  };
  return onTap;
}

/**
 * A press that moved past the slop: a pan where the page can move that way (zoomed, or larger
 * than the screen), else a swipe when sideways, else nothing (a vertical drag of a page at rest).
 */
function afterPress(
  press: Extract<Gesture, { kind: 'press' }>,
  dx: number,
  dy: number,
  frame: PageFrame | null,
): Gesture {
  const zoom = press.zoom;
  const roomy =
    !!frame &&
    !!zoom &&
    (isZoomed(zoom) || frame.base.width > frame.viewport.width + 1 || frame.base.height > frame.viewport.height + 1);
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  if (roomy && frame && zoom && (!horizontal || canPanX(zoom, dx, frame.base, frame.viewport))) {
    return { kind: 'pan', start: press.start, zoom };
  }
  if (horizontal) return { kind: 'swipe', start: press.start, at: press.at };
  return { kind: 'done' };
}

export function usePageGestures(handlers: GestureHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const box = useRef<DOMRect | null>(null);

  const local = (event: PointerEvent): Point => {
    const rect = box.current ?? event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const twoFingers = (): [Point, Point] | null => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : null;
  };

  const onTap = useTaps(ref);

  const end = (event: PointerEvent, cancelled: boolean) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = local(event);
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    if (pointers.current.size > 0) {
      // A pinch lost a finger: the rest of the touch does nothing.
      if (current?.kind === 'pinch') gesture.current = { kind: 'done' };
      return;
    }
    gesture.current = null;
    box.current = null;
    if (!current) return;
    if (current.kind === 'swipe') {
      if (cancelled) ref.current.release(0, 0, 1);
      else ref.current.release(point.x - current.start.x, point.y - current.start.y, event.timeStamp - current.at);
    } else if (current.kind === 'press' && !cancelled && event.timeStamp - current.at < TAP_MS) {
      onTap(point.x, point.y, event.timeStamp);
    }
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if ((event.target as HTMLElement).closest('[data-reader-control]')) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      if (pointers.current.size === 0) box.current = event.currentTarget.getBoundingClientRect();
      const point = local(event);
      pointers.current.set(event.pointerId, point);
      const frame = ref.current.frame();
      if (pointers.current.size === 1) {
        gesture.current = { kind: 'press', start: point, at: event.timeStamp, zoom: frame?.zoom ?? null };
      } else if (pointers.current.size === 2 && frame) {
        // A swipe under way gives way to the pinch.
        if (gesture.current?.kind === 'swipe') ref.current.release(0, 0, 1);
        const fingers = twoFingers();
        if (fingers) gesture.current = { kind: 'pinch', from: fingers, zoom: frame.zoom };
      }
    },

    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!pointers.current.has(event.pointerId)) return;
      const point = local(event);
      pointers.current.set(event.pointerId, point);
      const current = gesture.current;
      if (!current) return;
      const frame = ref.current.frame();
      switch (current.kind) {
        case 'pinch': {
          const fingers = twoFingers();
          if (frame && fingers)
            ref.current.setZoom(pinch(current.zoom, current.from, fingers, frame.base, frame.viewport));
          return;
        }
        case 'pan':
          if (frame) {
            ref.current.setZoom(
              pan(current.zoom, point.x - current.start.x, point.y - current.start.y, frame.base, frame.viewport),
            );
          }
          return;
        case 'swipe':
          ref.current.drag(point.x - current.start.x);
          return;
        case 'press': {
          const dx = point.x - current.start.x;
          const dy = point.y - current.start.y;
          if (Math.hypot(dx, dy) < SLOP) return;
          const next = afterPress(current, dx, dy, frame);
          gesture.current = next;
          if (next.kind === 'pan' && frame) ref.current.setZoom(pan(next.zoom, dx, dy, frame.base, frame.viewport));
          else if (next.kind === 'swipe') ref.current.drag(dx);
          return;
        }
        case 'done':
          return;
      }
    },

    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, false);
    },

    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, true);
    },
  };
}
