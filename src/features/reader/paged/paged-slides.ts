/**
 * Paged reading as a row of slides for the chapter being read: its pages, with Mihon's transition
 * slide before them (when there is a chapter before) and after them — a page to a slide, or two on
 * a wide screen (spreads.ts) — or the one card that stands
 * for the chapter when it is locked, loading or failed — and the page math of the paged view: which
 * slides lie beside the one on screen, and what a page turn does.
 */
import type { ChapterContentAnswer, ComicPage } from '../../../core/contract/reading';
import type { Slot } from '../session/reader-session';
import { groupPages, SINGLE_PAGES, type SpreadLayout, spreadSize } from './spreads';

/** A page the slide shows, with its index in the chapter. */
export interface ShownPage {
  index: number;
  page: ComicPage;
}

export type Slide =
  | {
      kind: 'page';
      key: string;
      chapterId: number;
      /** The first page shown, in reading order: the reading position. */
      index: number;
      /** The size of what the slide shows: the page, or two side by side. */
      page: ComicPage;
      /** One page, or two of a spread, in reading order. */
      pages: ShownPage[];
    }
  | { kind: 'start' | 'end' | 'locked'; key: string; chapterId: number; content: ChapterContentAnswer }
  | { kind: 'loading' | 'failed'; key: string; chapterId: number }
  | { kind: 'none'; key: string };

export const NO_SLIDE: Slide = { kind: 'none', key: 'none' };

export function buildSlides(chapterId: number, slot: Slot | undefined, layout = SINGLE_PAGES): Slide[] {
  if (!slot || slot.status === 'loading') return [{ kind: 'loading', key: `l${chapterId}`, chapterId }];
  if (slot.status === 'failed') return [{ kind: 'failed', key: `f${chapterId}`, chapterId }];
  const { content } = slot;
  const slides: Slide[] = [];
  if (content.prev_id !== null) slides.push({ kind: 'start', key: `s${chapterId}`, chapterId, content });
  if (!content.readable) {
    slides.push({ kind: 'locked', key: `x${chapterId}`, chapterId, content });
    return slides;
  }
  for (const group of groupPages(content.pages, layout)) {
    const pages = group.map((index) => ({ index, page: content.pages[index] as ComicPage }));
    const index = group[0] as number;
    const page = spreadSize(pages.map((shown) => shown.page));
    slides.push({ kind: 'page', key: `p${chapterId}:${group.join('+')}`, chapterId, index, page, pages });
  }
  slides.push({ kind: 'end', key: `e${chapterId}`, chapterId, content });
  return slides;
}

/** The slide of a page (or of the chapter's card when it has no pages). */
export function slideOfPage(slides: readonly Slide[], page: number): number {
  const exact = slides.findIndex((s) => s.kind === 'page' && s.pages.some((shown) => shown.index === page));
  if (exact >= 0) return exact;
  const card = slides.findIndex((s) => s.kind === 'locked' || s.kind === 'loading' || s.kind === 'failed');
  if (card >= 0) return card;
  return Math.max(
    0,
    slides.findIndex((s) => s.kind === 'page'),
  );
}

/** What a swipe past the first or last slide shows coming in: the neighbouring chapter's edge. */
export function edgeSlide(
  chapterId: number | null,
  slot: Slot | undefined,
  side: 'first' | 'last',
  layout: SpreadLayout = SINGLE_PAGES,
): Slide {
  if (chapterId === null) return NO_SLIDE;
  const slides = buildSlides(chapterId, slot, layout);
  if (side === 'first') return slides.find((s) => s.kind !== 'start') ?? NO_SLIDE;
  const pages = slides.filter((s) => s.kind === 'page');
  return pages.at(-1) ?? slides.find((s) => s.kind !== 'start' && s.kind !== 'end') ?? NO_SLIDE;
}

/** The slide on screen, its neighbours (past the chapter's edges: the next or previous chapter's), and its index. */
export interface PagedPlaces {
  at: number;
  current: Slide;
  prev: Slide;
  next: Slide;
  /** What lies to the left and the right of the page on screen, for the reading direction. */
  left: Slide;
  right: Slide;
}

export function pagedPlaces(
  slides: readonly Slide[],
  index: number,
  content: ChapterContentAnswer | null,
  slotOf: (chapterId: number | null | undefined) => Slot | undefined,
  direction: 'ltr' | 'rtl',
  layout: SpreadLayout = SINGLE_PAGES,
): PagedPlaces {
  const at = Math.min(Math.max(index, 0), slides.length - 1);
  const current = slides[at] ?? NO_SLIDE;
  const prev =
    at > 0
      ? (slides[at - 1] ?? NO_SLIDE)
      : edgeSlide(content?.prev_id ?? null, slotOf(content?.prev_id), 'last', layout);
  const next =
    at < slides.length - 1
      ? (slides[at + 1] ?? NO_SLIDE)
      : edgeSlide(content?.next_id ?? null, slotOf(content?.next_id), 'first', layout);
  const [left, right] = direction === 'rtl' ? [next, prev] : [prev, next];
  return { at, current, prev, next, left, right };
}

/** What a page turn does from slide `at`. */
export type Turn =
  | { kind: 'slide'; index: number }
  | { kind: 'chapter'; chapterId: number; page: 0 | 'last' }
  | { kind: 'unlock' }
  | { kind: 'none' };

/**
 * Forward: a locked chapter offers to unlock it, else the next slide, else the next chapter's first
 * page. Back: the previous slide, else the previous chapter's last page. Nothing at the work's ends.
 */
export function turnFrom(
  slides: readonly Slide[],
  at: number,
  action: 'prev' | 'next',
  content: ChapterContentAnswer | null,
): Turn {
  if (action === 'next') {
    if (slides[at]?.kind === 'locked') return { kind: 'unlock' };
    if (at < slides.length - 1) return { kind: 'slide', index: at + 1 };
    if (content?.next_id != null) return { kind: 'chapter', chapterId: content.next_id, page: 0 };
    return { kind: 'none' };
  }
  if (at > 0) return { kind: 'slide', index: at - 1 };
  if (content?.prev_id != null) return { kind: 'chapter', chapterId: content.prev_id, page: 'last' };
  return { kind: 'none' };
}
