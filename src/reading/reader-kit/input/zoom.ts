/**
 * Zoom and pan of one page in paged mode, as pure math over a transform
 * `translate(x, y) scale(scale)` with its origin at the page's top-left. The page's base size is
 * its fitted size (fit screen or fit width); `scale` is relative to it, so 1 is "as fitted".
 *
 * Clamping keeps the page covering the screen on an axis where it is larger than the screen and
 * centred on an axis where it is smaller: no black gaps while panning, nothing lost off an edge.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM = {
  min: 1,
  max: 4,
  /** A double tap zooms to this, around the tapped point. */
  doubleTap: 2.5,
  /** Two taps closer than this (ms and px) are a double tap. */
  doubleTapMs: 260,
  doubleTapSlop: 30,
} as const;

/**
 * Pages taller than this (height / width) are strips: fit to the screen they would be a thin
 * sliver, so they are fitted to the width whatever the setting (Mihon's "smart fit").
 */
export const STRIP_RATIO = 2.2;

/** The page's size on screen at scale 1. */
/** A page as wide as the screen (tall pages pan), or the whole page on screen. */
export const PAGE_FITS = ['screen', 'width'] as const;
export type PageFit = (typeof PAGE_FITS)[number];

export function fitPage(page: Size, viewport: Size, fit: PageFit): Size {
  if (page.width <= 0 || page.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return { ...viewport };
  const byWidth = viewport.width / page.width;
  const strip = page.height / page.width > STRIP_RATIO;
  const s = fit === 'width' || strip ? byWidth : Math.min(byWidth, viewport.height / page.height);
  return { width: page.width * s, height: page.height * s };
}

export const clampScale = (scale: number) => Math.min(Math.max(scale, ZOOM.min), ZOOM.max);

function clampAxis(offset: number, content: number, view: number): number {
  if (content <= view) return (view - content) / 2;
  return Math.min(0, Math.max(view - content, offset));
}

/** The same zoom moved back inside the bounds. */
export function clampZoom(zoom: Zoom, base: Size, viewport: Size): Zoom {
  const scale = clampScale(zoom.scale);
  return {
    scale,
    x: clampAxis(zoom.x, base.width * scale, viewport.width),
    y: clampAxis(zoom.y, base.height * scale, viewport.height),
  };
}

/** Unzoomed: centred where the page is smaller than the screen, its top-left corner where larger. */
export function restingZoom(base: Size, viewport: Size): Zoom {
  return clampZoom({ scale: 1, x: 0, y: 0 }, base, viewport);
}

/** Scales to `scale` keeping the page point under (px, py) where it is. */
export function zoomAt(zoom: Zoom, scale: number, px: number, py: number, base: Size, viewport: Size): Zoom {
  const next = clampScale(scale);
  const cx = (px - zoom.x) / zoom.scale;
  const cy = (py - zoom.y) / zoom.scale;
  return clampZoom({ scale: next, x: px - cx * next, y: py - cy * next }, base, viewport);
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Two fingers: the page point that was under their first midpoint follows the midpoint, and the
 * scale follows the distance between them.
 */
export function pinch(
  start: Zoom,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  base: Size,
  viewport: Size,
): Zoom {
  const d0 = Math.hypot(from[1].x - from[0].x, from[1].y - from[0].y);
  const d1 = Math.hypot(to[1].x - to[0].x, to[1].y - to[0].y);
  const scale = clampScale(d0 > 0 ? (start.scale * d1) / d0 : start.scale);
  const m0 = { x: (from[0].x + from[1].x) / 2, y: (from[0].y + from[1].y) / 2 };
  const m1 = { x: (to[0].x + to[1].x) / 2, y: (to[0].y + to[1].y) / 2 };
  const cx = (m0.x - start.x) / start.scale;
  const cy = (m0.y - start.y) / start.scale;
  return clampZoom({ scale, x: m1.x - cx * scale, y: m1.y - cy * scale }, base, viewport);
}

export function pan(zoom: Zoom, dx: number, dy: number, base: Size, viewport: Size): Zoom {
  return clampZoom({ scale: zoom.scale, x: zoom.x + dx, y: zoom.y + dy }, base, viewport);
}

/** Double tap: zoomed in → back to rest; at rest → zoom in around the tap. */
export function doubleTapZoom(zoom: Zoom, px: number, py: number, base: Size, viewport: Size): Zoom {
  if (isZoomed(zoom)) return restingZoom(base, viewport);
  return zoomAt(zoom, ZOOM.doubleTap, px, py, base, viewport);
}

export const isZoomed = (zoom: Zoom) => zoom.scale > ZOOM.min + 0.01;

/**
 * Whether a horizontal drag of dx would move the page (it is wider than the screen and not yet at
 * that edge); if not, the drag turns pages instead.
 */
export function canPanX(zoom: Zoom, dx: number, base: Size, viewport: Size): boolean {
  if (dx === 0) return false;
  return Math.abs(pan(zoom, dx, 0, base, viewport).x - zoom.x) > 0.5;
}
