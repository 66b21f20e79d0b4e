/**
 * Paged mode's screen: the chapter line above the text, the page and the progress in the work
 * below it, and the pages between (layout/PagedText). Taps on the sides and horizontal swipes turn
 * pages through the readers' tap zones and page gestures; a tap elsewhere is the menu's.
 */
import { type CSSProperties, type RefObject, useCallback, useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { swipeAction } from '../../reading/reader-kit/input/tap-zones';
import { usePageGestures } from '../../reading/reader-kit/input/usePageGestures';
import { type PagedHandle, PagedText } from './layout/PagedText';
import styles from './NovelPager.module.css';

/** Room for the chapter line above the text and the page line below it. */
export const STATUS_TOP = 36;
export const STATUS_BOTTOM = 32;

/** How far into the whole work an offset in this chapter is, 0–1. */
export function workProgress(content: ChapterContentAnswer, offset: number): number {
  const count = Math.max(1, content.work.chapter_count);
  const within = content.text.length > 0 ? Math.min(1, offset / content.text.length) : 0;
  return (content.chapter.index - 1 + within) / count;
}

export function NovelPager({
  content,
  handle,
  size,
  margin,
  animate,
  layoutKey,
  anchor,
  shownOffset,
  swipes,
  onTap,
  onPosition,
  onEdge,
}: {
  content: ChapterContentAnswer;
  handle: RefObject<PagedHandle | null>;
  size: { width: number; height: number };
  margin: number;
  animate: boolean;
  layoutKey: string;
  anchor: () => number;
  /** The offset at the top of the page, for the progress line. */
  shownOffset: number;
  /** Whether a swipe turns the page (not while the menu is open). */
  swipes: boolean;
  onTap: (x: number, y: number) => void;
  onPosition: (offset: number) => void;
  onEdge: (direction: 'next' | 'prev') => void;
}) {
  const [pageInfo, setPageInfo] = useState<{ page: number; pages: number } | null>(null);
  const onPages = useCallback((page: number, pages: number) => setPageInfo({ page, pages }), []);
  const gestures = usePageGestures({
    // Text is not zoomed, and the columns do not follow the finger: a swipe turns once released.
    frame: () => null,
    setZoom: () => {},
    drag: () => {},
    release(dx, dy, ms) {
      const action = swipeAction(dx, dy, ms, size.width, 'ltr');
      if (action && swipes) handle.current?.turn(action === 'next' ? 1 : -1);
    },
    tap: onTap,
    waitsForDoubleTap: () => false,
    doubleTap: () => {},
  });
  const height = size.height - STATUS_TOP - STATUS_BOTTOM;

  return (
    <div className={styles.pager} data-testid="novel-pager" {...gestures}>
      <p className={styles.statusTop} aria-hidden="true">
        {content.chapter.title}
      </p>
      <div className={styles.pageBox} style={{ top: STATUS_TOP, height } as CSSProperties} lang="zh-CN">
        <PagedText
          key={content.chapter.id}
          handle={handle}
          chapterId={content.chapter.id}
          title={content.chapter.title}
          text={content.text}
          anchor={anchor}
          layoutKey={layoutKey}
          width={size.width}
          height={height}
          margin={margin}
          animate={animate}
          onPosition={onPosition}
          onEdge={onEdge}
          onPages={onPages}
        />
      </div>
      <p className={styles.statusBottom} aria-hidden="true">
        <span data-testid="novel-page">{pageInfo ? `${pageInfo.page + 1} / ${pageInfo.pages}` : ''}</span>
        <span>{(workProgress(content, shownOffset) * 100).toFixed(1)}%</span>
      </p>
    </div>
  );
}
