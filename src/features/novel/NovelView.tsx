/**
 * The novel reader's page for the chapter on screen: its lock (a tap beside it is the menu's), or
 * the text — paged or in one scrolling column — laid out again whenever the type settings, the
 * screen's size or a jump change.
 */
import { type RefObject, useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import type { PagedHandle } from './layout/PagedText';
import type { ScrollHandle } from './layout/ScrollText';
import { NovelLock } from './NovelLock';
import styles from './NovelLock.module.css';
import { NovelPager } from './NovelPager';
import { NovelScroll } from './NovelScroll';
import { novelSettings } from './novel-settings.state';
import type { useNovelChapters } from './useNovelChapters';
import type { NovelReading } from './useNovelReading';

export function NovelView({
  content,
  size,
  reading,
  chapters,
  paged,
  scroll,
  menuOpen,
  onTap,
  onUnlock,
}: {
  content: ChapterContentAnswer;
  size: { width: number; height: number };
  reading: NovelReading;
  chapters: ReturnType<typeof useNovelChapters>;
  paged: RefObject<PagedHandle | null>;
  scroll: RefObject<ScrollHandle | null>;
  menuOpen: boolean;
  onTap: (x: number, y: number) => void;
  onUnlock: (chapterId: number) => void;
}) {
  const settings = useSnapshot(novelSettings);
  const { position, current, onPosition } = reading;
  const layoutKey = [
    settings.mode,
    settings.fontSize,
    settings.lineHeight,
    settings.margin,
    settings.font,
    size.width,
    size.height,
    reading.jumpSeq,
  ].join('|');
  const anchorOffset = useCallback(() => position.current.offset, [position]);
  const anchor = useCallback(() => position.current, [position]);
  const onPagedPosition = useCallback(
    (at: number) => {
      if (current !== null) onPosition({ chapterId: current, offset: at });
    },
    [current, onPosition],
  );

  if (!content.readable) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: a tap beside the lock opens the menu; Escape and the buttons are the keys
      // biome-ignore lint/a11y/noStaticElementInteractions: the page is not a control; the lock card has the button
      <div
        className={styles.lockedPage}
        onClick={(event) => event.target === event.currentTarget && onTap(event.clientX, event.clientY)}
      >
        <NovelLock content={content} onUnlock={() => onUnlock(content.chapter.id)} />
      </div>
    );
  }
  if (settings.mode === 'paged') {
    return (
      <NovelPager
        content={content}
        handle={paged}
        size={size}
        margin={settings.margin}
        animate={settings.animation === 'slide'}
        layoutKey={layoutKey}
        anchor={anchorOffset}
        shownOffset={reading.shownOffset}
        swipes={!menuOpen}
        onTap={onTap}
        onPosition={onPagedPosition}
        onEdge={reading.onEdge}
      />
    );
  }
  return (
    <NovelScroll
      chapters={chapters}
      strip={reading.strip}
      handle={scroll}
      layoutKey={layoutKey}
      anchor={anchor}
      onPosition={onPosition}
      onNearEnd={reading.onNearEnd}
      onTap={onTap}
      onUnlock={onUnlock}
    />
  );
}
