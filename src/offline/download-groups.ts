/** The downloads screen's shape: records grouped by work, the totals it shows, sizes in words. */
import type { WorkCard } from '../core/contract/content';
import { type DownloadKind, type DownloadRecord, downloadKey, isPending } from '../core/offline/downloads';

export interface WorkDownloads {
  /** `${kind}:${workId}`. */
  id: string;
  kind: DownloadKind;
  work: WorkCard;
  /** In chapter order. */
  records: DownloadRecord[];
  keys: string[];
  bytes: number;
  ready: number;
  /** Keys of unfinished downloads the worker is going on with (to pause). */
  running: string[];
  /** Keys of paused and failed downloads (to resume). */
  stopped: string[];
}

export const recordKey = (record: DownloadRecord): string => downloadKey(record.kind, record.chapter.id);

const isStopped = (record: DownloadRecord) => record.status === 'paused' || record.status === 'failed';

/** Works with their downloads; the work most recently added to first. */
export function groupByWork(records: Iterable<DownloadRecord>): WorkDownloads[] {
  const groups = new Map<string, WorkDownloads>();
  const latest = new Map<string, number>();
  for (const record of records) {
    const id = `${record.kind}:${record.work.id}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        id,
        kind: record.kind,
        work: record.work,
        records: [],
        keys: [],
        bytes: 0,
        ready: 0,
        running: [],
        stopped: [],
      };
      groups.set(id, group);
    }
    group.records.push(record);
    latest.set(id, Math.max(latest.get(id) ?? 0, record.created_at));
  }
  for (const group of groups.values()) {
    group.records.sort((a, b) => a.chapter.index - b.chapter.index);
    for (const record of group.records) {
      const key = recordKey(record);
      group.keys.push(key);
      group.bytes += record.bytes;
      if (record.status === 'ready') group.ready++;
      else if (isPending(record.status)) group.running.push(key);
      else if (isStopped(record)) group.stopped.push(key);
    }
    // The newest record's work is the one shown on top (its card is the freshest).
    group.work = group.records.reduce((a, b) => (b.updated_at > a.updated_at ? b : a)).work;
  }
  return [...groups.values()].sort((a, b) => (latest.get(b.id) ?? 0) - (latest.get(a.id) ?? 0));
}

export interface DownloadTotals {
  bytes: number;
  chapters: number;
  ready: number;
  running: number;
  stopped: number;
}

export function totals(groups: readonly WorkDownloads[]): DownloadTotals {
  const sum: DownloadTotals = { bytes: 0, chapters: 0, ready: 0, running: 0, stopped: 0 };
  for (const group of groups) {
    sum.bytes += group.bytes;
    sum.chapters += group.records.length;
    sum.ready += group.ready;
    sum.running += group.running.length;
    sum.stopped += group.stopped.length;
  }
  return sum;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 B, 980 KB, 12.3 MB, 1.02 GB: three significant figures at most, 1024 to the step. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}

/** A download's progress from 0 to 1 (a ready one is whole even when its total was not known). */
export function progressOf(record: Pick<DownloadRecord, 'status' | 'done' | 'total'>): number {
  if (record.status === 'ready') return 1;
  return record.total > 0 ? Math.min(1, record.done / record.total) : 0;
}
