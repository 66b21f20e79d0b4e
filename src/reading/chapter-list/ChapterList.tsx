/**
 * A chapter list's chapters (any kind of work): a plain list, or — for long works — a
 * window-scrolled virtual list that only renders the rows near the screen. Either can bring a chapter into view.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type Ref, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { Chapter } from '../../core/contract/content';
import styles from './ChapterList.module.css';
import { ChapterRow, type ChapterRowProps } from './ChapterRow';

/** Rows are this tall (CSS .row), so the virtual list knows every offset without measuring. */
export const ROW_HEIGHT = 56;
/** Longer than this, the list is virtual. */
export const VIRTUAL_FROM = 40;

export interface ChapterListHandle {
  /** Scrolls the chapter to the middle of the screen. */
  reveal: (chapterId: number) => void;
}

interface ChapterListProps {
  chapters: readonly Chapter[];
  row: (chapter: Chapter) => Omit<ChapterRowProps, 'style'>;
  handle: Ref<ChapterListHandle>;
}

function PlainList({ chapters, row, handle }: ChapterListProps) {
  const list = useRef<HTMLOListElement>(null);
  useImperativeHandle(handle, () => ({
    reveal: (id) =>
      list.current?.querySelector(`[data-chapter-id="${id}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  }));
  return (
    <ol ref={list} className={styles.list} data-testid="catalogue-list" data-count={chapters.length}>
      {chapters.map((chapter) => (
        <ChapterRow key={chapter.id} {...row(chapter)} />
      ))}
    </ol>
  );
}

function VirtualList({ chapters, row, handle }: ChapterListProps) {
  const list = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: chapters.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: offset,
    getItemKey: (i) => chapters[i]?.id ?? i,
  });
  useImperativeHandle(handle, () => ({
    reveal: (id) => {
      const index = chapters.findIndex((c) => c.id === id);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    },
  }));
  return (
    <ol
      ref={list}
      className={`${styles.list} ${styles.virtual}`}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="catalogue-list"
      data-count={chapters.length}
      data-virtual=""
    >
      {virtualizer.getVirtualItems().map((item) => {
        const chapter = chapters[item.index];
        if (!chapter) return null;
        return (
          <ChapterRow
            key={item.key}
            {...row(chapter)}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          />
        );
      })}
    </ol>
  );
}

export function ChapterList(props: ChapterListProps) {
  return props.chapters.length > VIRTUAL_FROM ? <VirtualList {...props} /> : <PlainList {...props} />;
}
