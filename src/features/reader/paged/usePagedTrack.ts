/**
 * The paged track under the finger: the page on screen's zoom (pinch, double tap, pan) and the
 * sideways drag that brings a neighbour in, written to the DOM directly (no React render per
 * pointer move); a released drag slides on to the neighbour and turns, or snaps back.
 */
import { useCallback, useRef, useState } from 'react';
import type { PageDirection, TapAction } from '../../../reading/reader-kit/input/tap-zones';
import { swipeAction } from '../../../reading/reader-kit/input/tap-zones';
import { usePageGestures } from '../../../reading/reader-kit/input/usePageGestures';
import { doubleTapZoom, isZoomed, restingZoom, type Size, type Zoom } from '../../../reading/reader-kit/input/zoom';
import { useLayoutEffectOn } from '../../../ui/useEffectOn';
import type { Slide } from './paged-slides';

const TURN_MS = 220;

export const transformOf = (zoom: Zoom) => `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})`;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface TrackOptions {
  direction: PageDirection;
  viewport: Size;
  /** The slide on screen and its neighbours, by reading order. */
  current: Slide;
  prev: Slide;
  next: Slide;
  /** The current page's size on screen; null when the slide is a card. */
  base: Size | null;
  turn: (action: 'prev' | 'next') => void;
  /** Turning on from a locked chapter's card opens its purchase. */
  unlock: () => void;
  /** A tap that does not turn (the menu zone, or while the menu is open). */
  tapZone: (x: number, y: number) => TapAction;
  menuOpen: boolean;
  onMenu: () => void;
}

export function usePagedTrack(options: TrackOptions) {
  const { direction, viewport, current, prev, next, base, turn } = options;
  const track = useRef<HTMLDivElement>(null);
  const pageEl = useRef<HTMLDivElement>(null);
  const zoom = useRef<Zoom>({ scale: 1, x: 0, y: 0 });
  const [zoomed, setZoomed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const turning = useRef<ReturnType<typeof setTimeout> | null>(null);

  const applyZoom = useCallback((to: Zoom) => {
    zoom.current = to;
    if (pageEl.current) pageEl.current.style.transform = transformOf(to);
    setZoomed(isZoomed(to));
  }, []);

  // A new slide (or size) starts unzoomed with the track at rest.
  const restKey = `${current.key}:${base?.width}:${base?.height}:${viewport.width}:${viewport.height}`;
  useLayoutEffectOn([restKey], () => {
    if (turning.current) clearTimeout(turning.current);
    turning.current = null;
    if (track.current) {
      track.current.style.transition = '';
      track.current.style.transform = '';
    }
    setDragging(false);
    applyZoom(base ? restingZoom(base, viewport) : { scale: 1, x: 0, y: 0 });
  });

  /** Slides the track to the neighbour, then turns; snaps back when there is none. */
  const slideOn = (action: 'prev' | 'next' | null) => {
    const el = track.current;
    const neighbour = action === 'next' ? next : action === 'prev' ? prev : null;
    if (!el) return;
    if (!action || !neighbour || neighbour.kind === 'none' || reducedMotion()) {
      el.style.transition = reducedMotion() ? '' : `transform ${TURN_MS}ms var(--ease)`;
      el.style.transform = '';
      if (action && neighbour && neighbour.kind !== 'none') turn(action);
      else if (action === 'next' && current.kind === 'locked') options.unlock();
      return;
    }
    const towardsLeft = (action === 'next') === (direction === 'ltr');
    el.style.transition = `transform ${TURN_MS}ms var(--ease)`;
    el.style.transform = `translate3d(${towardsLeft ? -viewport.width : viewport.width}px, 0, 0)`;
    turning.current = setTimeout(() => {
      turning.current = null;
      turn(action);
    }, TURN_MS);
  };

  const gestures = usePageGestures({
    frame: () => (base ? { zoom: zoom.current, base, viewport } : null),
    setZoom: applyZoom,
    drag(dx) {
      const el = track.current;
      if (!el || turning.current) return;
      if (!dragging) setDragging(true);
      // Past the first or last slide there is nothing to bring in: the track resists.
      const neighbour = dx < 0 === (direction === 'ltr') ? next : prev;
      const moved = neighbour.kind === 'none' ? dx * 0.25 : dx;
      el.style.transition = 'none';
      el.style.transform = `translate3d(${moved}px, 0, 0)`;
    },
    release(dx, dy, ms) {
      if (turning.current) return;
      slideOn(swipeAction(dx, dy, ms, viewport.width, direction));
    },
    tap(x, y) {
      if (options.menuOpen) return options.onMenu();
      const action = options.tapZone(x, y);
      if (action === 'menu') options.onMenu();
      else turn(action);
    },
    waitsForDoubleTap: (x, y) =>
      !options.menuOpen && base !== null && (isZoomed(zoom.current) || options.tapZone(x, y) === 'menu'),
    doubleTap(x, y) {
      if (base) applyZoom(doubleTapZoom(zoom.current, x, y, base, viewport));
    },
  });

  return { track, pageEl, zoomed, dragging, gestures };
}
