import { describe, expect, it } from 'vitest';
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import type { Slot } from '../session/reader-session';
import { buildStrip, indexOfPage, itemHeight } from './webtoon-items';

const ready = (id: number, pages: number, prev: number | null, readable = true): Slot => ({
  status: 'ready',
  content: {
    chapter: { id },
    prev_id: prev,
    next_id: id + 1,
    readable,
    pages: readable ? Array.from({ length: pages }, () => ({ url: '', width: 800, height: 1600 })) : [],
  } as unknown as ChapterContentAnswer,
});

describe('buildStrip', () => {
  it('lays chapters one after another with a card after each, and one before the first', () => {
    const slots = new Map<number, Slot>([
      [5, ready(5, 2, 4)],
      [6, ready(6, 1, 5)],
      [7, { status: 'loading' }],
    ]);
    const items = buildStrip({ strip: [5, 6, 7], slots });
    expect(items.map((i) => i.kind)).toEqual(['start', 'page', 'page', 'end', 'page', 'end', 'loading']);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    expect(indexOfPage(items, 6, 0)).toBe(4);
    expect(indexOfPage(items, 7, 0)).toBe(6);
  });

  it('stands a locked or failed chapter for its pages', () => {
    const slots = new Map<number, Slot>([
      [1, ready(1, 1, null)],
      [2, ready(2, 0, 1, false)],
      [3, { status: 'failed', error: new Error('x') }],
    ]);
    expect(buildStrip({ strip: [1, 2], slots }).map((i) => i.kind)).toEqual(['page', 'end', 'locked']);
    expect(buildStrip({ strip: [3], slots }).map((i) => i.kind)).toEqual(['failed']);
  });
});

describe('itemHeight', () => {
  it('reserves each page from its width and height at the strip width', () => {
    const [page] = buildStrip({ strip: [1], slots: new Map([[1, ready(1, 1, null)]]) });
    expect(itemHeight(page, 390, 844)).toBe(780);
    expect(itemHeight(page, 720, 844)).toBe(1440);
    const odd = { kind: 'page', key: 'p', chapterId: 1, index: 0, page: { url: '', width: 0, height: 0 } } as const;
    expect(itemHeight(odd, 390, 844)).toBeGreaterThan(0);
  });
});
