/**
 * Paged reading, left-to-right or right-to-left: one page on screen with its neighbours beside it,
 * so a swipe drags the next page in under the finger. Taps turn pages at once (the readers' tap
 * zones), swipes turn them with a short slide (none with reduced motion), pinch and double tap
 * zoom, and a zoomed page pans (usePagedTrack). On a wide screen two pages share a slide (spreads.ts). Past the last page comes the end-of-chapter slide,
 * then the next chapter; before the first, the previous chapter's last page.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PageDirection, TapAction } from '../../../reading/reader-kit/input/tap-zones';
import { usePageKeys } from '../../../reading/reader-kit/input/usePageKeys';
import { fitPage, type PageFit, type Size } from '../../../reading/reader-kit/input/zoom';
import type { ReaderSession, SessionState } from '../session/reader-session';
import { PagedSlide } from './PagedSlide';
import styles from './PagedView.module.css';
import { buildSlides, pagedPlaces, type Slide, slideOfPage, turnFrom } from './paged-slides';
import { SINGLE_PAGES, type SpreadLayout, wideScreen } from './spreads';
import { usePagedTrack } from './usePagedTrack';

/**
 * A slide keeps its key when it moves between the left, centre and right places, so React moves
 * its DOM (the decoded <img> included) instead of building it again.
 */
const slideKey = (slide: Slide, place: string) => (slide.kind === 'none' ? `none-${place}` : slide.key);

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
  spreads,
}: {
  session: ReaderSession;
  state: SessionState;
  direction: PageDirection;
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
  /** The reader's choice of spreads; they show only on a wide screen. */
  spreads: SpreadLayout;
}) {
  const chapterId = state.chapterId as number;
  const slot = state.slots.get(chapterId);
  const content = slot?.status === 'ready' ? slot.content : null;
  const wide = spreads.spreads && wideScreen(viewport);
  const layout = useMemo(
    () => (wide ? { spreads: true, coverAlone: spreads.coverAlone } : SINGLE_PAGES),
    [wide, spreads.coverAlone],
  );
  const slides = useMemo(() => buildSlides(chapterId, slot, layout), [chapterId, slot, layout]);

  const { index, setIndex, positionPage } = useSlideIndex(session, state, slides);
  const { at, current, prev, next, left, right } = pagedPlaces(
    slides,
    index,
    content,
    (id) => session.slot(id),
    direction,
    layout,
  );

  // The page on screen is the reading position; a spread that shows the position's page keeps it,
  // so that turning the phone back upright shows the page the reader was on.
  useEffect(() => {
    if (current.kind === 'page') {
      const position = session.getPosition();
      const kept = position?.chapterId === chapterId && current.pages.some((shown) => shown.index === position.page);
      if (!kept) session.setPosition({ chapterId, page: current.index });
    } else if (current.kind === 'locked') session.setPosition({ chapterId, page: 0 });
  }, [session, chapterId, current]);

  const turn = useCallback(
    (action: 'prev' | 'next') => {
      const to = turnFrom(slides, at, action, content);
      if (to.kind === 'unlock') onUnlock(chapterId);
      else if (to.kind === 'slide') setIndex(to.index);
      else if (to.kind === 'chapter') void session.open(to.chapterId, to.page);
    },
    [slides, at, content, chapterId, session, onUnlock, setIndex],
  );
  usePageKeys(keyboard, direction, turn);

  const track = usePagedTrack({
    direction,
    viewport,
    current,
    prev,
    next,
    base: current.kind === 'page' ? fitPage(current.page, viewport, fit) : null,
    turn,
    unlock: () => onUnlock(chapterId),
    tapZone: zoneOf,
    menuOpen,
    onMenu,
  });

  const slide = (which: Slide, isCurrent: boolean) => (
    <PagedSlide
      slide={which}
      pageRef={isCurrent ? track.pageEl : undefined}
      session={session}
      viewport={viewport}
      fit={fit}
      direction={direction}
      deferImage={!isCurrent && preload === 0 && !track.dragging}
      onUnlock={onUnlock}
      retryAt={positionPage}
    />
  );

  return (
    <div
      className={styles.viewport}
      data-testid="paged"
      data-direction={direction}
      data-zoomed={track.zoomed || undefined}
      {...track.gestures}
    >
      <div ref={track.track} className={styles.track}>
        <div className={`${styles.slide} ${styles.left}`} aria-hidden="true" key={slideKey(left, 'L')}>
          {slide(left, false)}
        </div>
        <div
          className={styles.slide}
          key={slideKey(current, 'C')}
          data-testid={current.kind === 'page' ? 'reader-page' : undefined}
          data-chapter={chapterId}
          data-page={current.kind === 'page' ? current.index : undefined}
          data-spread={current.kind === 'page' && current.pages.length > 1 ? current.pages.length : undefined}
          data-current
        >
          {slide(current, true)}
        </div>
        <div className={`${styles.slide} ${styles.right}`} aria-hidden="true" key={slideKey(right, 'R')}>
          {slide(right, false)}
        </div>
      </div>
    </div>
  );
}

/**
 * The slide on screen: the position's page when the view opens, and again for another chapter, a
 * jump (slider, reopen) or the chapter arriving; turns move it between.
 */
function useSlideIndex(session: ReaderSession, state: SessionState, slides: readonly Slide[]) {
  const chapterId = state.chapterId as number;
  const positionPage = () => {
    const position = session.getPosition();
    return position && position.chapterId === chapterId ? position.page : 0;
  };
  const [index, setIndex] = useState(() => slideOfPage(slides, positionPage()));
  // The first slide's key tells one page a slide from spreads (a rotation), whatever the count.
  const syncKey = `${chapterId}:${state.jump?.seq ?? 0}:${state.slots.get(chapterId)?.status ?? ''}:${slides.length}:${slides.find((s) => s.kind === 'page')?.key}`;
  const [synced, setSynced] = useState(syncKey);
  if (synced !== syncKey) {
    setSynced(syncKey);
    setIndex(slideOfPage(slides, positionPage()));
  }
  return { index, setIndex, positionPage };
}
