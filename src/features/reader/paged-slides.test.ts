import { describe, expect, it } from 'vitest';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { buildSlides, edgeSlide, slideOfPage } from './paged-slides';
import type { Slot } from './reader-session';

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
