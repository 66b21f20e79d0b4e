import { describe, expect, it } from 'vitest';
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import type { Slot } from '../session/reader-session';
import { buildSlides, edgeSlide, NO_SLIDE, pagedPlaces, slideOfPage, turnFrom } from './paged-slides';

const ready = (id: number, pages: number, prev: number | null, readable = true): Slot => ({
  status: 'ready',
  content: {
    chapter: { id },
    prev_id: prev,
    next_id: null,
    readable,
    pages: readable ? Array.from({ length: pages }, () => ({ url: '', width: 800, height: 1200 })) : [],
  } as unknown as ChapterContentAnswer,
});

describe('buildSlides', () => {
  it('puts a transition before (when there is a previous chapter) and after the pages', () => {
    expect(buildSlides(2, ready(2, 3, 1)).map((s) => s.kind)).toEqual(['start', 'page', 'page', 'page', 'end']);
    expect(buildSlides(1, ready(1, 2, null)).map((s) => s.kind)).toEqual(['page', 'page', 'end']);
  });

  it('shows one card for a locked, loading or failed chapter', () => {
    expect(buildSlides(3, ready(3, 0, 2, false)).map((s) => s.kind)).toEqual(['start', 'locked']);
    expect(buildSlides(3, { status: 'loading' }).map((s) => s.kind)).toEqual(['loading']);
    expect(buildSlides(3, undefined).map((s) => s.kind)).toEqual(['loading']);
    expect(buildSlides(3, { status: 'failed', error: null }).map((s) => s.kind)).toEqual(['failed']);
  });
});

describe('slideOfPage', () => {
  it('finds a page behind the start transition, or the chapter card', () => {
    const slides = buildSlides(2, ready(2, 3, 1));
    expect(slideOfPage(slides, 0)).toBe(1);
    expect(slideOfPage(slides, 2)).toBe(3);
    expect(slideOfPage(slides, 99)).toBe(1);
    expect(slideOfPage(buildSlides(3, ready(3, 0, 2, false)), 0)).toBe(1);
  });
});

describe('edgeSlide', () => {
  it('shows the next chapter’s first page or the previous chapter’s last one', () => {
    const next = edgeSlide(2, ready(2, 3, 1), 'first');
    expect(next).toMatchObject({ kind: 'page', index: 0 });
    const prev = edgeSlide(2, ready(2, 3, 1), 'last');
    expect(prev).toMatchObject({ kind: 'page', index: 2 });
    expect(edgeSlide(null, undefined, 'first').kind).toBe('none');
    expect(edgeSlide(4, undefined, 'first').kind).toBe('loading');
    expect(edgeSlide(3, ready(3, 0, 2, false), 'first').kind).toBe('locked');
  });
});

describe('pagedPlaces', () => {
  const content = (slot: Slot) => (slot.status === 'ready' ? slot.content : null);
  const two = ready(2, 3, 1);
  const slides = buildSlides(2, two);
  const neighbour = ready(1, 4, null);
  const slotOf = (id: number | null | undefined) => (id === 1 ? neighbour : undefined);

  it('puts the neighbours inside the chapter beside the page on screen', () => {
    const places = pagedPlaces(slides, 2, content(two), slotOf, 'ltr');
    expect(places.current).toMatchObject({ kind: 'page', index: 1 });
    expect(places.prev).toMatchObject({ kind: 'page', index: 0 });
    expect(places.next).toMatchObject({ kind: 'page', index: 2 });
    expect(places.left).toBe(places.prev);
    expect(places.right).toBe(places.next);
  });

  it('swaps left and right for right-to-left reading', () => {
    const places = pagedPlaces(slides, 2, content(two), slotOf, 'rtl');
    expect(places.left).toBe(places.next);
    expect(places.right).toBe(places.prev);
  });

  it('shows the previous chapter’s last page before the first slide, nothing after the work’s last', () => {
    const first = pagedPlaces(slides, 0, content(two), slotOf, 'ltr');
    expect(first.prev).toMatchObject({ kind: 'page', chapterId: 1, index: 3 });
    const last = pagedPlaces(slides, slides.length - 1, content(two), slotOf, 'ltr');
    expect(last.current.kind).toBe('end');
    expect(last.next).toBe(NO_SLIDE);
  });

  it('keeps an index out of range on the nearest slide', () => {
    expect(pagedPlaces(slides, 99, content(two), slotOf, 'ltr').at).toBe(slides.length - 1);
    expect(pagedPlaces(slides, -3, content(two), slotOf, 'ltr').at).toBe(0);
  });
});

describe('turnFrom', () => {
  const middle = ready(2, 2, 1);
  const withNext = { ...middle, content: { ...(middle as { content: ChapterContentAnswer }).content, next_id: 3 } };
  const slides = buildSlides(2, withNext);
  const content = withNext.content;

  it('turns to the neighbouring slide within the chapter', () => {
    expect(turnFrom(slides, 1, 'next', content)).toEqual({ kind: 'slide', index: 2 });
    expect(turnFrom(slides, 1, 'prev', content)).toEqual({ kind: 'slide', index: 0 });
  });

  it('opens the next chapter at its first page, the previous at its last', () => {
    expect(turnFrom(slides, slides.length - 1, 'next', content)).toEqual({ kind: 'chapter', chapterId: 3, page: 0 });
    expect(turnFrom(slides, 0, 'prev', content)).toEqual({ kind: 'chapter', chapterId: 1, page: 'last' });
  });

  it('offers to unlock a locked chapter instead of turning past it', () => {
    const locked = ready(4, 0, 3, false);
    const lockedSlides = buildSlides(4, locked);
    const at = lockedSlides.findIndex((s) => s.kind === 'locked');
    expect(turnFrom(lockedSlides, at, 'next', (locked as { content: ChapterContentAnswer }).content)).toEqual({
      kind: 'unlock',
    });
  });

  it('does nothing at the ends of the work', () => {
    const only = ready(1, 1, null);
    const onlySlides = buildSlides(1, only);
    const onlyContent = (only as { content: ChapterContentAnswer }).content;
    expect(turnFrom(onlySlides, 0, 'prev', onlyContent)).toEqual({ kind: 'none' });
    expect(turnFrom(onlySlides, onlySlides.length - 1, 'next', onlyContent)).toEqual({ kind: 'none' });
  });
});

describe('spreads', () => {
  const layout = { spreads: true, coverAlone: true };

  it('shows the cover alone, then pages two by two; a page is found inside its spread', () => {
    const slides = buildSlides(1, ready(1, 5, null), layout);
    expect(slides.map((s) => (s.kind === 'page' ? s.pages.map((p) => p.index) : s.kind))).toEqual([
      [0],
      [1, 2],
      [3, 4],
      'end',
    ]);
    expect(slides[1]).toMatchObject({ index: 1, page: { width: 1600, height: 1200 } });
    expect(slideOfPage(slides, 4)).toBe(2);
    expect(slideOfPage(slides, 3)).toBe(2);
  });

  it('brings in the previous chapter’s last spread', () => {
    const prev = edgeSlide(2, ready(2, 4, 1), 'last', { spreads: true, coverAlone: false });
    expect(prev).toMatchObject({ kind: 'page', index: 2 });
  });
});
