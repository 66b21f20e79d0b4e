import { describe, expect, it } from 'vitest';
import type { Chapter, ChapterAccess } from '../contract/content';
import { forSale, freeNow, isLocked, mayRead, orderChapters, readMark } from './chapters';

const chapter = (index: number, access: ChapterAccess = 'free', price = access === 'gold' ? 30 : 0): Chapter => ({
  id: 10 + index,
  index,
  title: `第${index}话`,
  access,
  price,
  free_until: access === 'limited_free' ? 1_900_000_000 : null,
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

describe('who may read a chapter (the server and the app alike)', () => {
  const stranger = { vip: false, purchased: false };
  it('opens a gold chapter priced 0 to anyone, and never sells it', () => {
    const slip = chapter(5, 'gold', 0);
    expect(freeNow(slip)).toBe(true);
    expect(forSale(slip)).toBe(false);
    expect(mayRead(slip, stranger)).toBe(true);
    expect(isLocked(slip, new Set(), false)).toBe(false);
  });
  it('opens a chapter in its limited-free window to anyone, and does not sell it', () => {
    const open = chapter(6, 'limited_free');
    expect(mayRead(open, stranger)).toBe(true);
    expect(forSale(open)).toBe(false);
  });
  it('opens VIP chapters to VIP readers only, and gold chapters only once bought', () => {
    expect(mayRead(chapter(7, 'vip'), { vip: true, purchased: false })).toBe(true);
    expect(mayRead(chapter(7, 'vip'), stranger)).toBe(false);
    expect(mayRead(chapter(8, 'gold'), { vip: true, purchased: false })).toBe(false);
    expect(forSale(chapter(8, 'gold'))).toBe(true);
  });
  it('opens whatever was bought', () => {
    expect(mayRead(chapter(8, 'gold'), { vip: false, purchased: true })).toBe(true);
    expect(mayRead(chapter(7, 'vip'), { vip: false, purchased: true })).toBe(true);
    expect(isLocked(chapter(7, 'vip'), new Set([17]), false)).toBe(false);
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
