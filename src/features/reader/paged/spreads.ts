/**
 * Two-page spreads: on a wide screen (a phone in landscape, a tablet, a desktop window) paged mode
 * shows pages two by two, as a printed book lies open. The first page may stand alone (the cover,
 * so that the book's left and right pages pair as printed), and a page wider than tall — a spread
 * drawn as one picture — always stands alone.
 */
import type { ComicPage } from '../../../core/contract/reading';
import type { Size } from '../../../reading/reader-kit/input/zoom';

export interface SpreadLayout {
  /** Pages two by two (the reader's choice, on a wide screen). */
  spreads: boolean;
  coverAlone: boolean;
}

export const SINGLE_PAGES: SpreadLayout = { spreads: false, coverAlone: true };

/** Whether the screen is wide enough for two pages side by side. */
export const wideScreen = (viewport: Size): boolean => viewport.width > viewport.height;

const isWide = (page: ComicPage) => page.width > page.height;

/** The chapter's pages as the slides show them: indexes, one or two to a slide, in reading order. */
export function groupPages(pages: readonly ComicPage[], layout: SpreadLayout): number[][] {
  const groups: number[][] = [];
  let i = 0;
  if (layout.spreads && layout.coverAlone && pages.length > 0) groups.push([i++]);
  while (i < pages.length) {
    const page = pages[i] as ComicPage;
    const partner = pages[i + 1];
    if (layout.spreads && !isWide(page) && partner && !isWide(partner)) {
      groups.push([i, i + 1]);
      i += 2;
    } else groups.push([i++]);
  }
  return groups;
}

/** The size of pages side by side: each at the height of the first, their widths added. */
export function spreadSize(pages: readonly ComicPage[]): ComicPage {
  const first = pages[0];
  if (!first || pages.length === 1) return first ?? { url: '', width: 0, height: 0 };
  const height = first.height;
  const width = pages.reduce((sum, page) => sum + (page.height > 0 ? (page.width * height) / page.height : 0), 0);
  return { url: first.url, width: Math.round(width), height };
}
