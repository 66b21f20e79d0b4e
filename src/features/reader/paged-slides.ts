/**
 * Paged reading as a row of slides for the chapter being read: its pages, with Mihon's transition
 * slide before them (when there is a chapter before) and after them, or the one card that stands
 * for the chapter when it is locked, loading or failed.
 */
import type { ChapterContentAnswer, ComicPage } from '../../core/contract/reading';
import type { Slot } from './reader-session';

export type Slide =
  | { kind: 'page'; key: string; chapterId: number; index: number; page: ComicPage }
  | { kind: 'start' | 'end' | 'locked'; key: string; chapterId: number; content: ChapterContentAnswer }
  | { kind: 'loading' | 'failed'; key: string; chapterId: number }
  | { kind: 'none'; key: string };

export const NO_SLIDE: Slide = { kind: 'none', key: 'none' };

export function buildSlides(chapterId: number, slot: Slot | undefined): Slide[] {
  if (!slot || slot.status === 'loading') return [{ kind: 'loading', key: `l${chapterId}`, chapterId }];
  if (slot.status === 'failed') return [{ kind: 'failed', key: `f${chapterId}`, chapterId }];
  const { content } = slot;
  const slides: Slide[] = [];
  if (content.prev_id !== null) slides.push({ kind: 'start', key: `s${chapterId}`, chapterId, content });
  if (!content.readable) {
    slides.push({ kind: 'locked', key: `x${chapterId}`, chapterId, content });
    return slides;
  }
  content.pages.forEach((page, index) => {
    slides.push({ kind: 'page', key: `p${chapterId}:${index}`, chapterId, index, page });
  });
  slides.push({ kind: 'end', key: `e${chapterId}`, chapterId, content });
  return slides;
}

/** The slide of a page (or of the chapter's card when it has no pages). */
export function slideOfPage(slides: readonly Slide[], page: number): number {
  const exact = slides.findIndex((s) => s.kind === 'page' && s.index === page);
  if (exact >= 0) return exact;
  const card = slides.findIndex((s) => s.kind === 'locked' || s.kind === 'loading' || s.kind === 'failed');
  if (card >= 0) return card;
  return Math.max(
    0,
    slides.findIndex((s) => s.kind === 'page'),
  );
}

/** What a swipe past the first or last slide shows coming in: the neighbouring chapter's edge. */
export function edgeSlide(chapterId: number | null, slot: Slot | undefined, side: 'first' | 'last'): Slide {
  if (chapterId === null) return NO_SLIDE;
  const slides = buildSlides(chapterId, slot);
  if (side === 'first') return slides.find((s) => s.kind !== 'start') ?? NO_SLIDE;
  const pages = slides.filter((s) => s.kind === 'page');
  return pages.at(-1) ?? slides.find((s) => s.kind !== 'start' && s.kind !== 'end') ?? NO_SLIDE;
}
