import { describe, expect, it } from 'vitest';
import type { WorkCard } from '../contract/content';
import { chaptersToDownload, downloadsByItself } from './auto-download';

const chapter = (id: number, access: 'free' | 'limited_free' | 'vip' | 'gold', price = 0, purchased = false) => ({
  id,
  index: id,
  title: `第${id}话`,
  access,
  price,
  purchased,
});
const reader = { vip: false, balance: 0 };
const work = (id: number) => ({ id, kind: 'comic' }) as WorkCard;

describe('downloadsByItself', () => {
  it('takes what the reader may open without spending', () => {
    expect(downloadsByItself(chapter(1, 'free'), reader, false)).toBe(true);
    expect(downloadsByItself(chapter(1, 'limited_free'), reader, false)).toBe(true);
    expect(downloadsByItself(chapter(1, 'gold', 30, true), reader, false)).toBe(true);
    expect(downloadsByItself(chapter(1, 'vip'), { ...reader, vip: true }, false)).toBe(true);
  });

  it('leaves VIP chapters to VIP readers, and gold ones to auto-buy with the gold to pay', () => {
    expect(downloadsByItself(chapter(1, 'vip'), reader, true)).toBe(false);
    expect(downloadsByItself(chapter(1, 'gold', 30), { ...reader, balance: 100 }, false)).toBe(false);
    expect(downloadsByItself(chapter(1, 'gold', 30), { ...reader, balance: 29 }, true)).toBe(false);
    expect(downloadsByItself(chapter(1, 'gold', 30), { ...reader, balance: 30 }, true)).toBe(true);
  });
});

describe('chaptersToDownload', () => {
  it('chooses, oldest first, the chapters of switched-on works not queued before', () => {
    const chosen = chaptersToDownload(
      [
        { work: work(1), auto_buy: false, chapters: [chapter(12, 'free'), chapter(11, 'free'), chapter(13, 'vip')] },
        { work: work(2), auto_buy: false, chapters: [chapter(21, 'free')] },
      ],
      reader,
      (id) => id === 1,
      new Set([11]),
    );
    expect(chosen.map(({ chapter }) => chapter.id)).toEqual([12]);
  });

  it('spends the balance in turn on gold chapters, of the works with auto-buy on only', () => {
    const gold = (first: number) => [
      chapter(first, 'gold', 30),
      chapter(first + 1, 'gold', 30),
      chapter(first + 2, 'gold', 30),
    ];
    const chosen = chaptersToDownload(
      [
        { work: work(1), auto_buy: false, chapters: gold(11) },
        { work: work(2), auto_buy: true, chapters: gold(21) },
      ],
      { vip: false, balance: 70 },
      () => true,
      new Set(),
    );
    expect(chosen.map(({ chapter }) => chapter.id)).toEqual([21, 22]);
  });
});
