/**
 * Paged reading, left-to-right or right-to-left: one page on screen with its neighbours beside it,
 * so a swipe drags the next page in under the finger. Taps turn pages at once (zones from
 * tap-zones.ts), swipes turn them with a short slide (none with reduced motion), pinch and double
 * tap zoom, and a zoomed page pans. Past the last page comes the end-of-chapter slide, then the
 * next chapter; before the first, the previous chapter's last page.
 *
 * The zoom and the drag are written to the DOM directly (no React render per pointer move).
 */
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ChapterFailed, ChapterLoading } from '../../../reading/reader-kit/ChapterStates';
import { swipeAction, type TapAction } from '../../../reading/reader-kit/tap-zones';
import { usePageGestures } from '../../../reading/reader-kit/usePageGestures';
import { doubleTapZoom, fitPage, isZoomed, restingZoom, type Size, type Zoom } from '../../../reading/reader-kit/zoom';
import { useLayoutEffectOn } from '../../../ui/useEffectOn';
import { ChapterTransition, LockedChapter } from '../ChapterTransition';
import { PageImage } from '../PageImage';
import type { PageFit } from '../reader-settings.state';
import type { ReaderSession, SessionState } from '../session/reader-session';
import styles from './PagedView.module.css';
import { buildSlides, pagedPlaces, type Slide, slideOfPage, turnFrom } from './paged-slides';

const TURN_MS = 220;

/**
 * A slide keeps its key when it moves between the left, centre and right places, so React moves
 * its DOM (the decoded <img> included) instead of building it again.
 */
const slideKey = (slide: Slide, place: string) => (slide.kind === 'none' ? `none-${place}` : slide.key);

const transformOf = (zoom: Zoom) => `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})`;

export function PagedView({
  session,
  state,
  direction,
  fit,
  viewport,
  preload,
  zoneOf,
  menuOpen,
  onMenu,
  onUnlock,
  keyboard,
}: {
  session: ReaderSession;
  state: SessionState;
  direction: 'ltr' | 'rtl';
  fit: PageFit;
  viewport: Size;
  /** Pages preloaded ahead; 0 also keeps the neighbouring pages from loading until a swipe shows them. */
  preload: number;
  zoneOf: (x: number, y: number) => TapAction;
  menuOpen: boolean;
  onMenu: () => void;
  onUnlock: (chapterId: number) => void;
  /** Arrow and page keys turn pages (off while a dialog or the menu has the keyboard). */
  keyboard: boolean;
}) {
  const chapterId = state.chapterId as number;
  const slot = state.slots.get(chapterId);
  const content = slot?.status === 'ready' ? slot.content : null;
  const slides = useMemo(() => buildSlides(chapterId, slot), [chapterId, slot]);

  const positionPage = () => {
    const position = session.getPosition();
    return position && position.chapterId === chapterId ? position.page : 0;
  };
  const [index, setIndex] = useState(() => slideOfPage(slides, positionPage()));
  // Another chapter, a jump (slider, reopen) or the chapter arriving: back to the position's slide.
  const syncKey = `${chapterId}:${state.jump?.seq ?? 0}:${slot?.status ?? ''}:${slides.length}`;
  const [synced, setSynced] = useState(syncKey);
  if (synced !== syncKey) {
    setSynced(syncKey);
    setIndex(slideOfPage(slides, positionPage()));
  }
  const { at, current, prev, next, left, right } = pagedPlaces(
    slides,
    index,
    content,
    (id) => session.slot(id),
    direction,
  );

  // The page on screen is the reading position.
  useEffect(() => {
    if (current.kind === 'page') session.setPosition({ chapterId, page: current.index });
    else if (current.kind === 'locked') session.setPosition({ chapterId, page: 0 });
  }, [session, chapterId, current]);

  const turn = useCallback(
    (action: 'prev' | 'next') => {
      const to = turnFrom(slides, at, action, content);
      if (to.kind === 'unlock') onUnlock(chapterId);
      else if (to.kind === 'slide') setIndex(to.index);
      else if (to.kind === 'chapter') void session.open(to.chapterId, to.page);
    },
    [slides, at, content, chapterId, session, onUnlock],
  );

  // ---- zoom and drag, written straight to the DOM ----
  const track = useRef<HTMLDivElement>(null);
  const pageEl = useRef<HTMLDivElement>(null);
  const zoom = useRef<Zoom>({ scale: 1, x: 0, y: 0 });
  const [zoomed, setZoomed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const turning = useRef<ReturnType<typeof setTimeout> | null>(null);

  const base = current.kind === 'page' ? fitPage(current.page, viewport, fit) : null;
  const applyZoom = useCallback((next: Zoom) => {
    zoom.current = next;
    if (pageEl.current) pageEl.current.style.transform = transformOf(next);
    setZoomed(isZoomed(next));
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

  const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

  /** Slides the track to the neighbour, then turns; snaps back when there is none. */
  const animateTurn = (action: 'prev' | 'next' | null) => {
    const el = track.current;
    const neighbour = action === 'next' ? next : action === 'prev' ? prev : null;
    if (!el) return;
    if (!action || !neighbour || neighbour.kind === 'none' || reduced()) {
      el.style.transition = reduced() ? '' : `transform ${TURN_MS}ms var(--ease)`;
      el.style.transform = '';
      if (action && neighbour && neighbour.kind !== 'none') turn(action);
      else if (action === 'next' && current.kind === 'locked') onUnlock(chapterId);
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
      animateTurn(swipeAction(dx, dy, ms, viewport.width, direction));
    },
    tap(x, y) {
      if (menuOpen) {
        onMenu();
        return;
      }
      const action = zoneOf(x, y);
      if (action === 'menu') onMenu();
      else turn(action);
    },
    waitsForDoubleTap: (x, y) => !menuOpen && base !== null && (isZoomed(zoom.current) || zoneOf(x, y) === 'menu'),
    doubleTap(x, y) {
      if (base) applyZoom(doubleTapZoom(zoom.current, x, y, base, viewport));
    },
  });

  // Keyboard: arrows follow the reading direction; page keys and space go forward and back.
  useEffect(() => {
    if (!keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      let action: 'prev' | 'next' | null = null;
      if (event.key === forwardKey || event.key === 'PageDown' || event.key === ' ' || event.key === 'ArrowDown') {
        action = 'next';
      } else if (event.key === backKey || event.key === 'PageUp' || event.key === 'ArrowUp') {
        action = 'prev';
      }
      if (!action) return;
      event.preventDefault();
      turn(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard, direction, turn]);

  const renderSlide = (slide: Slide, isCurrent: boolean) => {
    switch (slide.kind) {
      case 'page': {
        const size = fitPage(slide.page, viewport, fit);
        const style: CSSProperties = { width: size.width, height: size.height };
        // The current page's transform belongs to the zoom (set imperatively); neighbours rest.
        if (!isCurrent) style.transform = transformOf(restingZoom(size, viewport));
        return (
          <div ref={isCurrent ? pageEl : undefined} className={styles.page} style={style}>
            <PageImage
              src={slide.page.url}
              width={slide.page.width}
              height={slide.page.height}
              number={slide.index + 1}
              defer={!isCurrent && preload === 0 && !dragging}
            />
          </div>
        );
      }
      case 'start':
      case 'end': {
        const otherId = slide.kind === 'end' ? slide.content.next_id : slide.content.prev_id;
        return (
          <ChapterTransition
            from={slide.content}
            to={otherId === null ? undefined : session.slot(otherId)}
            direction={slide.kind === 'end' ? 'next' : 'prev'}
            paged
          />
        );
      }
      case 'locked':
        return <LockedChapter content={slide.content} onUnlock={() => onUnlock(slide.chapterId)} />;
      case 'loading':
        return <ChapterLoading />;
      case 'failed': {
        const failed = session.slot(slide.chapterId);
        return (
          <ChapterFailed
            error={failed?.status === 'failed' ? failed.error : null}
            onRetry={() => void session.open(slide.chapterId, positionPage())}
          />
        );
      }
      case 'none':
        return null;
    }
  };

  return (
    <div
      className={styles.viewport}
      data-testid="paged"
      data-direction={direction}
      data-zoomed={zoomed || undefined}
      {...gestures}
    >
      <div ref={track} className={styles.track}>
        <div className={`${styles.slide} ${styles.left}`} aria-hidden="true" key={slideKey(left, 'L')}>
          {renderSlide(left, false)}
        </div>
        <div
          className={styles.slide}
          key={slideKey(current, 'C')}
          data-testid={current.kind === 'page' ? 'reader-page' : undefined}
          data-chapter={chapterId}
          data-page={current.kind === 'page' ? current.index : undefined}
          data-current
        >
          {renderSlide(current, true)}
        </div>
        <div className={`${styles.slide} ${styles.right}`} aria-hidden="true" key={slideKey(right, 'R')}>
          {renderSlide(right, false)}
        </div>
      </div>
    </div>
  );
}
