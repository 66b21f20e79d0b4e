import { describe, expect, it } from 'vitest';
import type { Chapter } from '../../core/contract/content';
import type { DownloadStatus } from '../../core/offline/downloads';
import {
  firstRange,
  inOrder,
  mayDownload,
  nextChapters,
  planDownload,
  rangeChapters,
  selectedChapters,
  sizeOf,
  startedBy,
} from './chapter-selection';

const NOW = 1_700_000_000_000;

function chapter(index: number, over: Partial<Chapter> = {}): Chapter {
  return {
    id: 100 + index,
    index,
    title: `第${index}话`,
    access: 'free',
    price: 0,
    free_until: null,
    size: 10,
    published_at: 0,
    ...over,
  };
}

// 1–5 free, 6 VIP, 7 gold 30, 8 limited free (open), 9 limited free (closed), 10 gold bought.
const CHAPTERS = [
  ...[1, 2, 3, 4, 5].map((i) => chapter(i)),
  chapter(6, { access: 'vip' }),
  chapter(7, { access: 'gold', price: 30 }),
  chapter(8, { access: 'limited_free', free_until: NOW / 1000 + 3600 }),
  chapter(9, { access: 'limited_free', free_until: NOW / 1000 - 60 }),
  chapter(10, { access: 'gold', price: 30 }),
];
const sorted = inOrder([...CHAPTERS].reverse());
const reader = { purchased: new Set([110]), isVip: false, now: NOW };
const noRecords = () => undefined;

describe('which chapters a reader may download', () => {
  it('leaves out VIP, unbought gold and closed limited-free chapters', () => {
    const open = sorted.filter((c) => mayDownload(c, reader)).map((c) => c.index);
    expect(open).toEqual([1, 2, 3, 4, 5, 8, 10]);
  });

  it('lets a VIP download VIP chapters, and anyone what they bought', () => {
    const vip = { ...reader, isVip: true };
    expect(mayDownload(chapter(6, { access: 'vip' }), vip)).toBe(true);
    expect(mayDownload(chapter(7, { access: 'gold', price: 30 }), vip)).toBe(false);
    expect(
      mayDownload(chapter(9, { access: 'limited_free', free_until: 1 }), { ...reader, purchased: new Set([109]) }),
    ).toBe(true);
  });
});

describe('the next N chapters', () => {
  it('start at the current chapter, in chapter order', () => {
    expect(nextChapters(sorted, 103, 5).map((c) => c.index)).toEqual([3, 4, 5, 6, 7]);
  });

  it('stop at the last chapter', () => {
    expect(nextChapters(sorted, 108, 5).map((c) => c.index)).toEqual([8, 9, 10]);
  });

  it('start at the first chapter when there is no current one', () => {
    expect(nextChapters(sorted, null, 2).map((c) => c.index)).toEqual([1, 2]);
    expect(nextChapters(sorted, 999, 2).map((c) => c.index)).toEqual([1, 2]);
  });
});

describe('a range', () => {
  it('takes the chapters numbered from … to, both included', () => {
    const range = rangeChapters(sorted, '2', ' 4 ');
    expect(range.ok && range.chapters.map((c) => c.index)).toEqual([2, 3, 4]);
    const one = rangeChapters(sorted, '7', '7');
    expect(one.ok && one.chapters.map((c) => c.index)).toEqual([7]);
  });

  it('says why a range is not one', () => {
    expect(rangeChapters(sorted, '', '4')).toEqual({ ok: false, error: 'number' });
    expect(rangeChapters(sorted, '2.5', '4')).toEqual({ ok: false, error: 'number' });
    expect(rangeChapters(sorted, '-1', '4')).toEqual({ ok: false, error: 'number' });
    expect(rangeChapters(sorted, '0', '4')).toEqual({ ok: false, error: 'bounds' });
    expect(rangeChapters(sorted, '3', '11')).toEqual({ ok: false, error: 'bounds' });
    expect(rangeChapters(sorted, '6', '2')).toEqual({ ok: false, error: 'order' });
    expect(rangeChapters([], '1', '1')).toEqual({ ok: false, error: 'bounds' });
  });
});

describe('the plan sent to the worker', () => {
  it('queues open chapters and leaves locked ones out', () => {
    const plan = planDownload(nextChapters(sorted, 104, 4), reader, noRecords);
    expect(plan.add.map((c) => c.index)).toEqual([4, 5]);
    expect(plan.locked.map((c) => c.index)).toEqual([6, 7]);
    expect(plan.resume).toEqual([]);
    expect(plan.held).toEqual([]);
  });

  it('leaves downloaded and pending chapters as they are, resumes paused and failed ones', () => {
    const status: Record<number, DownloadStatus> = { 101: 'ready', 102: 'downloading', 103: 'paused', 104: 'failed' };
    const plan = planDownload(sorted.slice(0, 6), reader, (id) => status[id]);
    expect(plan.held.map((c) => c.index)).toEqual([1, 2]);
    expect(plan.resume.map((c) => c.index)).toEqual([3, 4]);
    expect(plan.add.map((c) => c.index)).toEqual([5]);
    expect(plan.locked.map((c) => c.index)).toEqual([6]);
  });

  it('does not resume a failed chapter that is still locked', () => {
    const plan = planDownload([chapter(7, { access: 'gold', price: 30 })], reader, () => 'failed');
    expect(plan.locked.map((c) => c.index)).toEqual([7]);
    expect(plan.resume).toEqual([]);
  });

  it('sums the pages of the chosen chapters', () => {
    expect(sizeOf(sorted.slice(0, 3))).toBe(30);
  });
});

describe('the download sheet’s selection', () => {
  const sorted = inOrder(CHAPTERS);
  const base = { startId: 103, count: 5, range: rangeChapters(sorted, '2', '4'), picked: new Set([101, 110]) };

  it('names the next N from the reader’s chapter, the typed range, or the picked chapters, in order', () => {
    expect(selectedChapters(sorted, { ...base, mode: 'quick' }).map((c) => c.index)).toEqual([3, 4, 5, 6, 7]);
    expect(selectedChapters(sorted, { ...base, mode: 'range' }).map((c) => c.index)).toEqual([2, 3, 4]);
    expect(selectedChapters(sorted, { ...base, mode: 'pick' }).map((c) => c.index)).toEqual([1, 10]);
  });

  it('names nothing while the typed range is not valid', () => {
    expect(selectedChapters(sorted, { ...base, mode: 'range', range: rangeChapters(sorted, '4', '2') })).toEqual([]);
  });

  it('offers ten chapters from the reader’s chapter first, within the work', () => {
    expect(firstRange(sorted, 103)).toEqual({ from: '3', to: '10' });
    expect(firstRange(sorted, null)).toEqual({ from: '1', to: '10' });
    expect(firstRange(inOrder([chapter(1), chapter(2)]), 102)).toEqual({ from: '2', to: '2' });
  });

  it('starts the new downloads and the resumed ones, not the held or locked', () => {
    const status: Record<number, DownloadStatus> = { 101: 'ready', 102: 'failed' };
    const plan = planDownload(sorted.slice(0, 7), { purchased: new Set(), isVip: false, now: NOW }, (id) => status[id]);
    expect(startedBy(plan).map((c) => c.index)).toEqual([3, 4, 5, 2]);
  });
});
