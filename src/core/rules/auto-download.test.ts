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
const reader = { vip: false, autoBuy: false, balance: 0 };
const work = (id: number) => ({ id, kind: 'comic' }) as WorkCard;

describe('downloadsByItself', () => {
  it('takes what the reader may open without spending', () => {
    expect(downloadsByItself(chapter(1, 'free'), reader)).toBe(true);
    expect(downloadsByItself(chapter(1, 'limited_free'), reader)).toBe(true);
    expect(downloadsByItself(chapter(1, 'gold', 30, true), reader)).toBe(true);
    expect(downloadsByItself(chapter(1, 'vip'), { ...reader, vip: true })).toBe(true);
  });

  it('leaves VIP chapters to VIP readers, and gold ones to auto-buy with the gold to pay', () => {
    expect(downloadsByItself(chapter(1, 'vip'), reader)).toBe(false);
    expect(downloadsByItself(chapter(1, 'gold', 30), { ...reader, balance: 100 })).toBe(false);
    expect(downloadsByItself(chapter(1, 'gold', 30), { ...reader, autoBuy: true, balance: 29 })).toBe(false);
    expect(downloadsByItself(chapter(1, 'gold', 30), { ...reader, autoBuy: true, balance: 30 })).toBe(true);
  });
});

describe('chaptersToDownload', () => {
  it('chooses, oldest first, the chapters of switched-on works not queued before', () => {
    const chosen = chaptersToDownload(
      [
        { work: work(1), chapters: [chapter(12, 'free'), chapter(11, 'free'), chapter(13, 'vip')] },
        { work: work(2), chapters: [chapter(21, 'free')] },
      ],
      reader,
      (id) => id === 1,
      new Set([11]),
    );
    expect(chosen.map(({ chapter }) => chapter.id)).toEqual([12]);
  });

  it('spends the balance in turn on gold chapters', () => {
    const chosen = chaptersToDownload(
      [{ work: work(1), chapters: [chapter(1, 'gold', 30), chapter(2, 'gold', 30), chapter(3, 'gold', 30)] }],
      { vip: false, autoBuy: true, balance: 70 },
      () => true,
      new Set(),
    );
    expect(chosen.map(({ chapter }) => chapter.id)).toEqual([1, 2]);
  });
});
