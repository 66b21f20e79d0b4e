/**
 * Vertical (webtoon) reading: one continuous strip, virtualised so that a chapter of hundreds of
 * pages keeps a handful of rows in the DOM. Row positions are written straight to the DOM while
 * scrolling (no React render per scroll event); React renders only when the visible range moves.
 *
 * The page on screen is the one under a line 40% down the viewport. When the strip's last card
 * comes within the rendered range, the next chapter is appended below it (Mihon's seamless
 * reading), so scrolling on simply continues into it.
 */
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ChapterFailed, ChapterLoading } from '../../../reading/reader-kit/ChapterStates';
import type { TapAction } from '../../../reading/reader-kit/input/tap-zones';
import { LockedChapter } from '../../../reading/reader-kit/LockedChapter';
import { useLayoutEffectOn } from '../../../ui/useEffectOn';
import { ChapterTransition } from '../ChapterTransition';
import { PageImage } from '../PageImage';
import type { ReaderSession, SessionState } from '../session/reader-session';
import { StartCard } from './StartCard';
import styles from './WebtoonView.module.css';
import { buildStrip, indexOfPage, itemHeight, MAX_STRIP_WIDTH, type StripItem } from './webtoon-items';

/** Where on the viewport the "current page" is read, from the top. */
const READ_LINE = 0.4;
/** A tap on a zone scrolls this share of the viewport. */
const TAP_SCROLL = 0.75;

export function WebtoonView({
  session,
  state,
  viewport,
  onTap,
  onUnlock,
}: {
  session: ReaderSession;
  state: SessionState;
  viewport: { width: number; height: number };
  /** A tap on the strip at (x, y) of the viewport; returns the action taken by the screen. */
  onTap: (x: number, y: number) => TapAction | null;
  onUnlock: (chapterId: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const items = useMemo(() => buildStrip(state), [state]);
  const width = Math.min(viewport.width, MAX_STRIP_WIDTH);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // A new identity whenever rows or sizes change: the virtualiser recomputes its layout on it.
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  const estimateSize = useCallback(
    (index: number) => itemHeight(items[index], width, viewport.height),
    [items, width, viewport.height],
  );

  const reportPosition = (instance: { scrollOffset: number | null; range: { endIndex: number } | null }) => {
    const offset = (instance.scrollOffset ?? 0) + viewport.height * READ_LINE;
    const row = virtualizer.getVirtualItemForOffset(offset);
    const list = itemsRef.current;
    const item = row ? list[row.index] : undefined;
    if (item?.kind === 'page') session.setPosition({ chapterId: item.chapterId, page: item.index });
    else if (item && item.kind !== 'start' && item.kind !== 'end')
      session.setPosition({ chapterId: item.chapterId, page: 0 });
    // The last card is about to be drawn: put the next chapter after it. With auto-buy on, opening
    // the next chapter may buy it, so that waits until the card is really on screen.
    const last = list.at(-1);
    if (last?.kind === 'end' && instance.range && instance.range.endIndex >= list.length - 1) {
      const content = session.content(last.chapterId);
      const top = virtualizer.measurementsCache[list.length - 1]?.start ?? 0;
      const onScreen = top < (instance.scrollOffset ?? 0) + viewport.height;
      if (!(content?.auto_buy && !content.is_vip) || onScreen) session.appendNext();
    }
  };

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    overscan: 2,
    // The viewport's size is known already: the first render draws the rows on screen, instead of
    // none until the virtualiser has measured its element and draws again.
    initialRect: { width, height: viewport.height },
    // A row's height is its size (the style below): reading it back from the DOM would only force
    // a layout per row in the commit that mounts them.
    useCachedMeasurements: true,
    directDomUpdates: true,
    onChange: (instance) => reportPosition(instance),
  });

  useKeepPageOnResize(virtualizer, width, () => {
    const position = session.getPosition();
    return position ? indexOfPage(itemsRef.current, position.chapterId, position.page) : null;
  });

  // Jumps: opening a chapter, the page slider, a purchase that opened the chapter.
  const jumpSeq = state.jump?.seq;
  useLayoutEffectOn([jumpSeq], () => {
    const jump = state.jump;
    if (!jump) return;
    const index = indexOfPage(items, jump.chapterId, jump.page);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  });

  // Keyboard: the strip itself takes focus so arrows, space and page keys scroll it natively.
  useEffect(() => {
    scroller.current?.focus({ preventScroll: true });
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('[data-reader-control]')) return;
    const box = event.currentTarget.getBoundingClientRect();
    const action = onTap(event.clientX - box.left, event.clientY - box.top);
    if (action === 'prev' || action === 'next') {
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      scroller.current?.scrollBy({
        top: (action === 'next' ? 1 : -1) * viewport.height * TAP_SCROLL,
        behavior: reduced ? 'auto' : 'smooth',
      });
    }
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys scroll the focused strip natively; taps are the touch shortcut
    // biome-ignore lint/a11y/noStaticElementInteractions: the strip is the page, not a control; the menu has the buttons
    <div ref={scroller} className={styles.scroller} tabIndex={-1} onClick={onClick} data-testid="webtoon">
      <div ref={virtualizer.containerRef} className={styles.strip} style={{ width }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={styles.row}
              style={{ height: row.size }}
              {...(item.kind === 'page'
                ? { 'data-testid': 'reader-page', 'data-chapter': item.chapterId, 'data-page': item.index }
                : {})}
            >
              <Row item={item} state={state} session={session} onUnlock={onUnlock} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Sizes change with the width (rotation, a resized window): the row of the page on screen
 * (`pageRow`) keeps its place, as far into it as before.
 */
function useKeepPageOnResize(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  width: number,
  pageRow: () => number | null,
) {
  const lastWidth = useRef(width);
  const row = useRef(pageRow);
  row.current = pageRow;
  useLayoutEffect(() => {
    if (lastWidth.current === width) return;
    const before = lastWidth.current;
    lastWidth.current = width;
    const index = row.current();
    if (index === null) return;
    const start = virtualizer.measurementsCache[index]?.start ?? 0;
    const into = ((virtualizer.scrollOffset ?? 0) - start) * (width / before);
    virtualizer.measure();
    const after = virtualizer.getOffsetForIndex(index, 'start')?.[0] ?? 0;
    virtualizer.scrollToOffset(Math.max(0, after + into));
  }, [width, virtualizer]);
}

const Row = memo(function Row({
  item,
  state,
  session,
  onUnlock,
}: {
  item: StripItem;
  state: SessionState;
  session: ReaderSession;
  onUnlock: (chapterId: number) => void;
}) {
  const slot = state.slots.get(item.chapterId);
  const content = slot?.status === 'ready' ? slot.content : null;
  switch (item.kind) {
    case 'page':
      return (
        <PageImage src={item.page.url} width={item.page.width} height={item.page.height} number={item.index + 1} />
      );
    case 'start':
      return content ? <StartCard content={content} state={state} session={session} /> : null;
    case 'end':
      return content ? (
        <ChapterTransition
          from={content}
          to={content.next_id === null ? undefined : state.slots.get(content.next_id)}
          direction="next"
        />
      ) : null;
    case 'locked':
      return content ? (
        <LockedChapter kind="comic" content={content} onUnlock={() => onUnlock(item.chapterId)} />
      ) : null;
    case 'loading':
      return <ChapterLoading />;
    case 'failed':
      return (
        <ChapterFailed
          error={slot?.status === 'failed' ? slot.error : null}
          onRetry={() => void session.load(item.chapterId, true)}
        />
      );
  }
});
