/**
 * The paged strip's arithmetic (PagedText.tsx): which column, that is which page, holds a text
 * offset and which offset opens a page; and how many pages the segments before and after the laid
 * out window take, counted where they have been laid out, else estimated from their characters.
 */
import { type RefObject, useCallback, useRef } from 'react';
import type { Segment } from './segments';
import type { TextLayout } from './text-layout';

/** The page holding an offset, and the offset opening a page (pages are the strip's columns). */
export function useColumns(
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

  /** `atStart`: the strip opens with the chapter (its title), so that its first page opens at 0. */
  const offsetOfPage = useCallback(
    (page: number, atStart: boolean) => {
      if (page === 0 && atStart) return 0;
      return layoutRef.current?.firstOffset((rect) => columnOf(rect) >= page) ?? 0;
    },
    [layoutRef, columnOf],
  );

  return { columnOf, pageOf, offsetOfPage };
}

/** Pages of each segment as laid out (0: not yet), and the pages before, in and after the window. */
export function usePageCount(segments: readonly Segment[], signature: string) {
  const known = useRef<{ signature: string; pages: number[] }>({ signature, pages: [] });
  if (known.current.signature !== signature) known.current = { signature, pages: [] };
  return useCallback(
    (from: number, to: number, laidOut: number[]) => {
      const pages = known.current.pages;
      for (const [k, count] of laidOut.entries()) pages[from + k] = count;
      let chars = 0;
      let counted = 0;
      for (const [i, count] of pages.entries())
        if (count) {
          chars += segments[i]?.chars ?? 0;
          counted += count;
        }
      const perPage = chars / Math.max(1, counted) || 1;
      const of = (i: number) => pages[i] || Math.max(1, Math.round((segments[i]?.chars ?? 0) / perPage));
      let before = 0;
      for (let i = 0; i < from; i++) before += of(i);
      let after = 0;
      for (let i = to + 1; i < segments.length; i++) after += of(i);
      return { before, after };
    },
    [segments],
  );
}
