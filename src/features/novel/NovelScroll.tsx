/**
 * Scroll mode's screen: the chapters strung in one column (layout/ScrollText), and after the last
 * one what comes next — the end of the book, the next chapter's lock, or the next chapter loading.
 */
import { Trans } from '@lingui/react/macro';
import { type RefObject, useMemo } from 'react';
import { type ScrollChapter, type ScrollHandle, type ScrollPosition, ScrollText } from './layout/ScrollText';
import { NovelLock } from './NovelLock';
import { STATUS_TOP } from './NovelPager';
import styles from './NovelScroll.module.css';
import type { useNovelChapters } from './useNovelChapters';

export function NovelScroll({
  chapters,
  strip,
  handle,
  layoutKey,
  anchor,
  onPosition,
  onNearEnd,
  onTap,
  onUnlock,
}: {
  chapters: ReturnType<typeof useNovelChapters>;
  /** The chapters in the column, in order (the readable ones loaded are shown). */
  strip: readonly number[];
  handle: RefObject<ScrollHandle | null>;
  layoutKey: string;
  anchor: () => ScrollPosition;
  onPosition: (position: ScrollPosition) => void;
  onNearEnd: () => void;
  onTap: (x: number, y: number) => void;
  onUnlock: (chapterId: number) => void;
}) {
  const shown = useMemo(() => {
    const list: ScrollChapter[] = [];
    for (const id of strip) {
      const s = chapters.slots.get(id);
      if (s?.status !== 'ready' || !s.content.readable) break;
      list.push({ chapterId: id, title: s.content.chapter.title, text: s.content.text });
    }
    return list;
  }, [strip, chapters.slots]);

  const last = chapters.content(strip.at(-1));
  const nextSlot = last?.next_id == null ? undefined : chapters.slots.get(last.next_id);
  const tail =
    last?.next_id === null ? (
      <p className={styles.theEnd}>
        <Trans>已是最后一章</Trans>
      </p>
    ) : nextSlot?.status === 'ready' && !nextSlot.content.readable ? (
      <NovelLock content={nextSlot.content} onUnlock={() => onUnlock(nextSlot.content.chapter.id)} />
    ) : (
      <p className={styles.theEnd}>
        <Trans>正在加载下一章…</Trans>
      </p>
    );

  return (
    <ScrollText
      handle={handle}
      chapters={shown}
      anchor={anchor}
      layoutKey={layoutKey}
      topInset={STATUS_TOP}
      onPosition={onPosition}
      onNearEnd={onNearEnd}
      onTap={onTap}
      after={tail}
    />
  );
}
