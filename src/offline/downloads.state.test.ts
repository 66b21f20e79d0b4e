import { describe, expect, it } from 'vitest';
import { testRecord } from '../../tests/fixtures/download-records';
import { applyFromWorker, type DownloadRecords, hasPending, newlyOutOfRoom, workRecords } from './downloads.state';

const record = testRecord;

describe('applying the worker messages', () => {
  it('adds and replaces records by key', () => {
    const records: DownloadRecords = {};
    applyFromWorker(records, { type: 'downloads:changed', records: [record(101, 'queued'), record(102, 'queued')] });
    applyFromWorker(records, {
      type: 'downloads:changed',
      records: [record(101, 'downloading', { done: 4, updated_at: 11 })],
    });
    expect(Object.keys(records).sort()).toEqual(['comic:101', 'comic:102']);
    expect(records['comic:101']?.status).toBe('downloading');
    expect(records['comic:101']?.done).toBe(4);
  });

  it('forgets removed records', () => {
    const records: DownloadRecords = { 'comic:101': record(101, 'ready'), 'comic:102': record(102, 'paused') };
    applyFromWorker(records, { type: 'downloads:removed', keys: ['comic:101', 'comic:999'] });
    expect(Object.keys(records)).toEqual(['comic:102']);
  });

  it('does not let an older message undo a newer record', () => {
    const records: DownloadRecords = { 'comic:101': record(101, 'ready', { updated_at: 20 }) };
    applyFromWorker(records, { type: 'downloads:changed', records: [record(101, 'downloading', { updated_at: 15 })] });
    expect(records['comic:101']?.status).toBe('ready');
  });

  it('does not bring back a record this page is removing', () => {
    const records: DownloadRecords = {};
    applyFromWorker(
      records,
      { type: 'downloads:changed', records: [record(101, 'downloading', { updated_at: 30 })] },
      new Set(['comic:101']),
    );
    expect(records).toEqual({});
  });
});

describe('what the page watches for', () => {
  it('tells a newly full device once', () => {
    const before: DownloadRecords = { 'comic:102': record(102, 'failed', { error: 'quota' }) };
    const full = newlyOutOfRoom(before, {
      type: 'downloads:changed',
      records: [record(101, 'failed', { error: 'quota' }), record(102, 'failed', { error: 'quota' })],
    });
    expect(full.map((r) => r.chapter.id)).toEqual([101]);
    expect(newlyOutOfRoom(before, { type: 'downloads:removed', keys: ['comic:102'] })).toEqual([]);
  });

  it('knows when something is pending', () => {
    expect(hasPending({ a: record(101, 'ready'), b: record(102, 'paused'), c: record(103, 'failed') })).toBe(false);
    for (const status of ['queued', 'downloading', 'waiting'] as const) {
      expect(hasPending({ a: record(101, 'ready'), b: record(102, status) })).toBe(true);
    }
  });

  it("lists a work's records in chapter order", () => {
    const other = record(150, 'ready', { workId: 8 });
    const records: DownloadRecords = { c: record(103, 'ready'), a: record(101, 'queued'), o: other };
    expect(workRecords(records, 'comic', 7).map((r) => r.chapter.id)).toEqual([101, 103]);
    expect(workRecords(records, 'novel', 7)).toEqual([]);
  });
});
