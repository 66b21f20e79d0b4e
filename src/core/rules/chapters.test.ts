import { describe, expect, it } from 'vitest';
import type { Chapter, ChapterAccess } from '../contract/content';
import { isLocked, orderChapters, readMark } from './chapters';

const chapter = (index: number, access: ChapterAccess = 'free'): Chapter => ({
  id: 10 + index,
  index,
  title: `第${index}话`,
  access,
  price: access === 'gold' ? 30 : 0,
  free_until: null,
  size: 8,
  published_at: 0,
});

describe('readMark', () => {
  it('marks chapters before the current one as read, the current one as current', () => {
    const current = chapter(3);
    expect([1, 2, 3, 4].map((i) => readMark(chapter(i), current))).toEqual(['read', 'read', 'current', 'unread']);
  });
  it('marks nothing for a reader who has not started', () => {
    expect(readMark(chapter(1), null)).toBe('unread');
  });
});

describe('isLocked', () => {
  const none = new Set<number>();
  it('keeps free and limited-free chapters open', () => {
    expect(isLocked(chapter(1, 'free'), none, false)).toBe(false);
    expect(isLocked(chapter(1, 'limited_free'), none, false)).toBe(false);
  });
  it('locks VIP chapters for readers without VIP', () => {
    expect(isLocked(chapter(9, 'vip'), none, false)).toBe(true);
    expect(isLocked(chapter(9, 'vip'), none, true)).toBe(false);
  });
  it('locks gold chapters until bought, VIP or not', () => {
    expect(isLocked(chapter(9, 'gold'), none, true)).toBe(true);
    expect(isLocked(chapter(9, 'gold'), new Set([19]), false)).toBe(false);
  });
});

describe('orderChapters', () => {
  it('orders by chapter number, either way, without touching the input', () => {
    const input = [chapter(2), chapter(1), chapter(3)];
    expect(orderChapters(input, 'asc').map((c) => c.index)).toEqual([1, 2, 3]);
    expect(orderChapters(input, 'desc').map((c) => c.index)).toEqual([3, 2, 1]);
    expect(input.map((c) => c.index)).toEqual([2, 1, 3]);
  });
});
