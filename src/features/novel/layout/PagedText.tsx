/**
 * Paged mode: the chapter laid out in CSS columns exactly one screen wide (column gap = both side
 * margins, so a page is the screen's width), turned by moving the column strip sideways. Laying
 * out is the browser's, once per chapter and per setting; a turn only moves the strip and asks the
 * layout which offset opens the page — the reading position, kept as a text offset.
 *
 * A long chapter is laid out a window at a time (segments.ts): the segment being read and its
 * neighbours, each opening a new page. Once a turn has entered a neighbour, the window moves
 * around it (after the turn's animation, on the same page); the pages before and after the window
 * are counted from the segments laid out so far, or estimated from their characters.
 */

import {
  type CSSProperties,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useLayoutEffectOn } from '../../../ui/useEffectOn';
import styles from '../NovelPager.module.css';
import { ChapterHeading, ChapterText, Paragraphs } from './ChapterText';
import { paragraphsOf } from './novel-text';
import { useColumns, usePageCount } from './paged-pages';
import { segmentAt, segmentsOf, windowAround } from './segments';
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

/** After a turn, the window moves once the turn's animation (260 ms) is over. */
const RECENTER_MS = 400;

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
  const paragraphs = useMemo(() => paragraphsOf(text), [text]);
  const segments = useMemo(() => segmentsOf(paragraphs), [paragraphs]);
  const runs = useMemo(() => segments.map((s) => paragraphs.slice(s.first, s.end)), [segments, paragraphs]);
  const segmentOf = useCallback(
    (offset: number) => windowAround(segments, segmentAt(segments, paragraphs, offset)),
    [segments, paragraphs],
  );
  // The segments laid out, [from, to]; all of a chapter that is one segment.
  const [shown, setShown] = useState(() => segmentOf(anchor()));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  // Pages are the strip's columns (`page`, of `pages`); `before` pages precede the window, `after` follow it.
  const pageRef = useRef(0);
  const pagesRef = useRef(1);
  const aroundRef = useRef({ before: 0, after: 0 });
  // Each laid-out segment's first column in the strip.
  const firstColumns = useRef<number[]>([0]);
  const recenter = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [, setTick] = useState(0);
  const countPages = usePageCount(segments, `${layoutKey} ${width} ${height} ${margin}`);

  const move = useCallback(
    (page: number, withAnimation: boolean) => {
      const element = strip.current;
      if (!element) return;
      pageRef.current = page;
      element.style.transition = withAnimation ? '' : 'none';
      element.style.transform = `translateX(${-page * width}px)`;
      const { before, after } = aroundRef.current;
      element.dataset.page = String(before + page);
      onPages?.(before + page, before + pagesRef.current + after);
    },
    [width, onPages],
  );

  const { columnOf, pageOf, offsetOfPage } = useColumns(strip, layoutRef, pagesRef, width, margin);

  /** Where each laid-out segment starts, and the pages around the window. */
  const measureSegments = useCallback(
    (from: number, to: number) => {
      const layout = layoutRef.current;
      const firsts = [0];
      for (let i = from + 1; i <= to; i++) {
        const rect = layout?.rectAt((paragraphs[segments[i]?.first ?? 0] as { start: number }).start);
        firsts.push(rect ? columnOf(rect) : 0);
      }
      firstColumns.current = firsts;
      const counts = firsts.map((first, k) => (firsts[k + 1] ?? pagesRef.current) - first);
      aroundRef.current = countPages(from, to, counts);
    },
    [paragraphs, segments, columnOf, countPages],
  );

  // Pagination: one forced layout of the columns, then the page of the anchor; first the window
  // around the anchor, when it is not the one laid out. `layoutKey` and `text` say when to lay out again.
  useLayoutEffectOn([layoutKey, text, width, height, margin, shown[0], shown[1]], () => {
    const element = strip.current;
    if (!element) return;
    const want = segmentOf(anchor());
    if (want[0] !== shown[0] || want[1] !== shown[1]) return setShown(want);
    const started = performance.now();
    layoutRef.current = new TextLayout(element);
    pagesRef.current = Math.max(1, Math.round(element.scrollWidth / width));
    measureSegments(shown[0], shown[1]);
    move(pageOf(anchor()), false);
    const took = performance.now() - started;
    element.dataset.paginateMs = took.toFixed(2);
    const { before, after } = aroundRef.current;
    element.dataset.pages = String(before + pagesRef.current + after);
    setTick((n) => n + 1);
  });

  /** The window around the page shown, laid out now (`now`) or once the turn's animation is over. */
  const centre = useCallback(
    (now: boolean) => {
      clearTimeout(recenter.current);
      const [from] = shownRef.current;
      const k = firstColumns.current.findLastIndex((first) => first <= pageRef.current);
      const want = windowAround(segments, from + Math.max(0, k));
      if (want[0] === shownRef.current[0] && want[1] === shownRef.current[1]) return;
      if (now) flushSync(() => setShown(want));
      else recenter.current = setTimeout(() => setShown(want), RECENTER_MS);
    },
    [segments],
  );

  const turn = useCallback(
    (by: 1 | -1) => {
      const started = performance.now();
      let next = pageRef.current + by;
      const [from, to] = shownRef.current;
      if ((next < 0 && from > 0) || (next >= pagesRef.current && to < segments.length - 1)) {
        // Turned past the window before it moved: it moves now, on the page shown.
        centre(true);
        next = pageRef.current + by;
      }
      if (next < 0) return onEdge('prev');
      if (next >= pagesRef.current) return onEdge('next');
      move(next, animate);
      onPosition(offsetOfPage(next, shownRef.current[0] === 0));
      if (strip.current) strip.current.dataset.turnMs = (performance.now() - started).toFixed(2);
      centre(false);
    },
    [animate, move, offsetOfPage, onEdge, onPosition, centre, segments],
  );

  useImperativeHandle(
    handle,
    () => ({
      turn,
      reveal: (offset) => {
        const want = segmentOf(offset);
        if (want[0] !== shownRef.current[0] || want[1] !== shownRef.current[1]) flushSync(() => setShown(want));
        const page = pageOf(offset);
        if (page !== pageRef.current) {
          move(page, animate);
          onPosition(offsetOfPage(page, shownRef.current[0] === 0));
        }
      },
      layout: () => layoutRef.current,
    }),
    [turn, segmentOf, pageOf, move, animate, onPosition, offsetOfPage],
  );

  useEffect(
    () => () => {
      layoutRef.current = null;
      clearTimeout(recenter.current);
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
      data-pages={aroundRef.current.before + pagesRef.current + aroundRef.current.after}
    >
      {segments.length === 1 ? (
        <ChapterText title={title} text={text} />
      ) : (
        <>
          {shown[0] === 0 && <ChapterHeading title={title} />}
          {runs.slice(shown[0], shown[1] + 1).map((run) => (
            <div key={run[0]?.start} className={styles.segment}>
              <Paragraphs paragraphs={run} />
            </div>
          ))}
        </>
      )}
    </div>
  );
}
