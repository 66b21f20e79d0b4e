import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ChapterItem } from '../../../core/admin/answers';
import { ChapterFormSchema, chapterChanges, chapterValues } from './chapter-form';

const chapter: ChapterItem = {
  id: 7,
  idx: 3,
  title: '第3话',
  access: 'free',
  price: 0,
  size: 12,
  published_at: Date.UTC(2025, 2, 1, 0, 0, 42) / 1000,
  hidden: false,
  purchases: 0,
};

describe('the chapter form', () => {
  it('sends only what changed, a publication time as the minute written', () => {
    const values = chapterValues(chapter);
    expect(values.publish).toBe('2025-03-01T08:00');
    expect(chapterChanges(chapter, values)).toEqual({});
    expect(chapterChanges(chapter, { ...values, access: 'gold', price: 15 })).toEqual({ access: 'gold', price: 15 });
    expect(chapterChanges(chapter, { ...values, publish: '2025-03-02T08:00' })).toEqual({
      published_at: Date.UTC(2025, 2, 2, 0) / 1000,
    });
  });

  it('needs a price for gold and a time that is one', () => {
    const values = chapterValues(chapter);
    expect(v.is(ChapterFormSchema, { ...values, access: 'gold', price: 0 })).toBe(false);
    expect(v.is(ChapterFormSchema, { ...values, access: 'gold', price: 15 })).toBe(true);
    expect(v.is(ChapterFormSchema, { ...values, publish: '' })).toBe(false);
    expect(v.is(ChapterFormSchema, { ...values, price: Number.NaN })).toBe(false);
  });
});
