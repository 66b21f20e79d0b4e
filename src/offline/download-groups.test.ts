import { describe, expect, it } from 'vitest';
import { testRecord } from '../../tests/fixtures/download-records';
import type { DownloadStatus } from '../core/offline/downloads';
import { formatBytes, groupByWork, progressOf, totals } from './download-groups';

const record = (workId: number, chapter: number, status: DownloadStatus, created = 1) =>
  testRecord(workId * 100 + chapter, status, {
    workId,
    created_at: created,
    updated_at: created,
    done: status === 'ready' ? 10 : 4,
    bytes: status === 'ready' ? 2000 : 800,
  });

describe('the downloads screen', () => {
  const groups = groupByWork([
    record(1, 3, 'ready', 10),
    record(2, 1, 'downloading', 30),
    record(1, 1, 'ready', 5),
    record(1, 2, 'paused', 20),
    record(2, 2, 'failed', 31),
    record(2, 3, 'waiting', 32),
  ]);

  it('groups by work, the latest added first, chapters in order', () => {
    expect(groups.map((g) => g.work.id)).toEqual([2, 1]);
    expect(groups[1]?.records.map((r) => r.chapter.index)).toEqual([1, 2, 3]);
  });

  it('sums each work and knows what to pause and resume', () => {
    const [second, first] = groups;
    expect(first).toMatchObject({ bytes: 4800, ready: 2, running: [], stopped: ['comic:102'] });
    expect(second).toMatchObject({
      bytes: 2400,
      ready: 0,
      running: ['comic:201', 'comic:203'],
      stopped: ['comic:202'],
    });
    expect(totals(groups)).toEqual({ bytes: 7200, chapters: 6, ready: 2, running: 2, stopped: 2 });
  });

  it('writes sizes short', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('0.98 KB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(345 * 1024 * 1024)).toBe('345 MB');
    expect(formatBytes(2.5 * 1024 ** 3)).toBe('2.5 GB');
  });

  it('shows progress from the pages done', () => {
    expect(progressOf({ status: 'downloading', done: 3, total: 12 })).toBe(0.25);
    expect(progressOf({ status: 'queued', done: 0, total: 0 })).toBe(0);
    expect(progressOf({ status: 'ready', done: 0, total: 0 })).toBe(1);
  });
});
