/**
 * The player's touch vocabulary, as plain rules (usePlayerGestures.ts wires them to pointer events):
 * a tap shows or hides the controls, a double tap on a side seeks 10 s (more taps keep seeking), a
 * double tap in the middle plays or pauses, a long press plays at 2× while held, and a vertical swipe
 * sets the brightness (left half) or the volume (right half).
 */

export type Zone = 'left' | 'center' | 'right';

/** Seconds one double tap on a side skips. */
export const DOUBLE_TAP_SEEK_S = 10;
/** A second tap within this long of the first makes a double tap. */
export const DOUBLE_TAP_MS = 280;
/** Held this long without moving, a press becomes the 2× long press. */
export const LONG_PRESS_MS = 450;
/** Movement under this is still a tap or a press. */
export const MOVE_SLOP_PX = 10;
/** The playback rate while a long press is held. */
export const LONG_PRESS_RATE = 2;
/** A swipe over this share of the player's height goes from 0 to 1. */
const SWIPE_FULL_SHARE = 0.8;

/** Where on the player a tap landed: the outer 35% on each side seek, the middle plays or pauses. */
export function zoneOf(x: number, width: number): Zone {
  if (width <= 0) return 'center';
  const share = x / width;
  if (share < 0.35) return 'left';
  if (share > 0.65) return 'right';
  return 'center';
}

/** Which half a swipe started in: the left sets brightness, the right the volume. */
export const swipeTarget = (x: number, width: number): 'brightness' | 'volume' =>
  x < width / 2 ? 'brightness' : 'volume';

/** The level after a vertical swipe of `dy` px (down is positive) from `start`, within 0–1. */
export function swipeLevel(start: number, dy: number, height: number): number {
  if (height <= 0) return start;
  return Math.min(1, Math.max(0, start - dy / (height * SWIPE_FULL_SHARE)));
}

/** A drag is a vertical swipe once it left the slop more up or down than sideways. */
export function isVerticalSwipe(dx: number, dy: number): boolean {
  return Math.abs(dy) > MOVE_SLOP_PX && Math.abs(dy) > Math.abs(dx);
}

export const movedPastSlop = (dx: number, dy: number) => Math.hypot(dx, dy) > MOVE_SLOP_PX;

/** Where a seek by `delta` seconds lands, inside the media. */
export function seekTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + delta));
}
