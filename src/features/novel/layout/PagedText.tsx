/**
 * Paged mode: the chapter laid out in CSS columns exactly one screen wide (column gap = both side
 * margins, so a page is the screen's width), turned by moving the column strip sideways. Laying
 * out is the browser's, once per chapter and per setting; a turn only moves the strip and asks the
 * layout which offset opens the page — the reading position, kept as a text offset.
 */

import {
  type CSSProperties,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useLayoutEffectOn } from '../../../ui/useEffectOn';
import styles from '../NovelReader.module.css';
import { ChapterText } from './ChapterText';
import { TextLayout } from './text-layout';

export interface PagedHandle {
  turn: (by: 1 | -1) => void;
  /** Shows the page holding this offset (read-aloud keeps the sentence in view). */
  reveal: (offset: number) => void;
  layout: () => TextLayout | null;
}

export interface PagedTextProps {
  chapterId: number;
  title: string;
  text: string;
  /** The offset to show; read again whenever the layout changes (settings, size, jump). */
  anchor: () => number;
  /** Changes when the layout must change: type settings, screen size, a jump. */
  layoutKey: string;
  width: number;
  height: number;
  margin: number;
  animate: boolean;
  onPosition: (offset: number) => void;
  onEdge: (direction: 'next' | 'prev') => void;
  handle: Ref<PagedHandle>;
  onPages?: (page: number, pages: number) => void;
}

/** The page holding an offset, and the offset opening a page (pages are the strip's columns). */
function useColumns(
  strip: RefObject<HTMLDivElement | null>,
  layoutRef: RefObject<TextLayout | null>,
  pagesRef: RefObject<number>,
  width: number,
  margin: number,
) {
  const columnOf = useCallback(
    (rect: DOMRect) => {
      const base = strip.current?.getBoundingClientRect();
      return base ? Math.floor((rect.left - base.left + margin / 2) / width) : 0;
    },
    [strip, width, margin],
  );

  const pageOf = useCallback(
    (offset: number) => {
      const rect = layoutRef.current?.rectAt(offset);
      return rect ? Math.min(pagesRef.current - 1, Math.max(0, columnOf(rect))) : 0;
    },
    [layoutRef, pagesRef, columnOf],
  );

  const offsetOfPage = useCallback(
    (page: number) => {
      if (page === 0) return 0;
      return layoutRef.current?.firstOffset((rect) => columnOf(rect) >= page) ?? 0;
    },
    [layoutRef, columnOf],
  );

  return { pageOf, offsetOfPage };
}

export function PagedText({
  chapterId,
  title,
  text,
  anchor,
  layoutKey,
  width,
  height,
  margin,
  animate,
  onPosition,
  onEdge,
  handle,
  onPages,
}: PagedTextProps) {
  const strip = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<TextLayout | null>(null);
  const pageRef = useRef(0);
  const pagesRef = useRef(1);
  const [, setTick] = useState(0);

  const move = useCallback(
    (page: number, withAnimation: boolean) => {
      const element = strip.current;
      if (!element) return;
      pageRef.current = page;
      element.style.transition = withAnimation ? '' : 'none';
      element.style.transform = `translateX(${-page * width}px)`;
      element.dataset.page = String(page);
      onPages?.(page, pagesRef.current);
    },
    [width, onPages],
  );

  const { pageOf, offsetOfPage } = useColumns(strip, layoutRef, pagesRef, width, margin);

  // Pagination: one forced layout of the columns, then the page of the anchor.
  // `layoutKey` and `text` say when to lay out again.
  useLayoutEffectOn([layoutKey, text, width, height, margin], () => {
    const element = strip.current;
    if (!element) return;
    const started = performance.now();
    layoutRef.current = new TextLayout(element);
    pagesRef.current = Math.max(1, Math.round(element.scrollWidth / width));
    move(pageOf(anchor()), false);
    const took = performance.now() - started;
    element.dataset.paginateMs = took.toFixed(2);
    element.dataset.pages = String(pagesRef.current);
    setTick((n) => n + 1);
  });

  const turn = useCallback(
    (by: 1 | -1) => {
      const started = performance.now();
      const next = pageRef.current + by;
      if (next < 0) return onEdge('prev');
      if (next >= pagesRef.current) return onEdge('next');
      move(next, animate);
      onPosition(offsetOfPage(next));
      if (strip.current) strip.current.dataset.turnMs = (performance.now() - started).toFixed(2);
    },
    [animate, move, offsetOfPage, onEdge, onPosition],
  );

  useImperativeHandle(
    handle,
    () => ({
      turn,
      reveal: (offset) => {
        const page = pageOf(offset);
        if (page !== pageRef.current) {
          move(page, animate);
          onPosition(offsetOfPage(page));
        }
      },
      layout: () => layoutRef.current,
    }),
    [turn, pageOf, move, animate, onPosition, offsetOfPage],
  );

  useEffect(
    () => () => {
      layoutRef.current = null;
    },
    [],
  );

  const style = {
    '--page-width': `${width - 2 * margin}px`,
    '--page-height': `${height}px`,
    '--page-gap': `${2 * margin}px`,
    left: margin,
  } as CSSProperties;

  return (
    <div
      ref={strip}
      className={styles.columns}
      style={style}
      data-testid="novel-page-strip"
      data-chapter={chapterId}
      data-pages={pagesRef.current}
    >
      <ChapterText title={title} text={text} />
    </div>
  );
}
