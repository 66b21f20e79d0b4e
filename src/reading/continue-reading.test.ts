import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Chapter } from '../core/contract/content';
import { readTarget } from './continue-reading';
import { readLabel } from './read-labels';

const chapter = (index: number): Chapter => ({
  id: 100 + index,
  index,
  title: `第${index}话`,
  access: 'free',
  price: 0,
  free_until: null,
  size: 10,
  published_at: 0,
});
const chapters = [chapter(1), chapter(2), chapter(3), chapter(4)];

describe('readTarget', () => {
  it('starts at the first chapter when nothing is saved', () => {
    expect(readTarget(chapters, null, undefined)).toEqual({ chapter: chapters[0], position: 0, resumed: false });
    // …whatever order the chapters come in.
    expect(readTarget([...chapters].reverse(), null, undefined)?.chapter.index).toBe(1);
  });

  it('continues from the server progress, else from the device history', () => {
    const server = { chapter_id: 103, position: 4, updated_at: 1_700_000_000 };
    expect(readTarget(chapters, server, undefined)).toEqual({ chapter: chapters[2], position: 4, resumed: true });
    const local = { chapter_id: 102, position: 7, updated_at: 1_700_000_000 };
    expect(readTarget(chapters, null, local)).toEqual({ chapter: chapters[1], position: 7, resumed: true });
  });

  it('takes the newest of the two, reading milliseconds as such', () => {
    const server = { chapter_id: 103, position: 4, updated_at: 1_700_000_000 };
    const newerLocal = { chapter_id: 104, position: 1, updated_at: 1_700_000_500_000 };
    expect(readTarget(chapters, server, newerLocal)?.chapter.index).toBe(4);
    const olderLocal = { chapter_id: 101, position: 1, updated_at: 1_699_999_000 };
    expect(readTarget(chapters, server, olderLocal)?.chapter.index).toBe(3);
  });

  it('ignores a saved chapter that no longer exists', () => {
    const gone = { chapter_id: 999, position: 3, updated_at: 1_800_000_000 };
    const local = { chapter_id: 102, position: 2, updated_at: 1_700_000_000 };
    expect(readTarget(chapters, gone, local)?.chapter.index).toBe(2);
    expect(readTarget(chapters, gone, undefined)).toEqual({ chapter: chapters[0], position: 0, resumed: false });
  });

  it('has nothing to read in a work without chapters', () => {
    expect(readTarget([], { chapter_id: 1, position: 0, updated_at: 1 }, undefined)).toBeNull();
  });
});

describe('readLabel', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
  });
  const resumed = { chapter: chapter(3), position: 2, resumed: true };
  const fresh = { chapter: chapter(1), position: 0, resumed: false };

  it('says start for a first read and continue with the chapter number after', () => {
    expect(i18n._(readLabel('comic', fresh))).toBe('开始阅读');
    expect(i18n._(readLabel('comic', resumed))).toBe('继续阅读 第3话');
    expect(i18n._(readLabel('novel', resumed))).toBe('继续阅读 第3章');
    expect(i18n._(readLabel('video', fresh))).toBe('开始观看');
    expect(i18n._(readLabel('video', resumed))).toBe('继续观看 第3集');
    expect(i18n._(readLabel('comic', null))).toBe('暂无章节');
  });
});
