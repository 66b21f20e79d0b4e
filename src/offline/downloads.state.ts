/**
 * Chapter downloads as this page knows them: a copy of the worker's records (IDB.downloads), kept
 * in step by its messages. The page never writes a record; it only asks the worker (see
 * downloads.client.ts) and applies what the worker says.
 */
import { proxy } from 'valtio';
import { type DownloadKind, type DownloadRecord, downloadKey, isPending } from '../core/offline/downloads';
import type { FromWorker } from '../core/offline/messages';

export type DownloadRecords = Record<string, DownloadRecord>;

export const downloads = proxy({
  /** The records have been read from the device (until then screens show their skeleton). */
  loaded: false,
  records: {} as DownloadRecords,
});

/**
 * Applies one worker message to the records. Keys being removed by this page are not brought back
 * by a progress message that was already on its way; they are forgotten when the worker confirms.
 */
export function applyFromWorker(
  records: DownloadRecords,
  message: FromWorker,
  removing: ReadonlySet<string> = new Set(),
): void {
  if (message.type === 'downloads:removed') {
    for (const key of message.keys) delete records[key];
    return;
  }
  for (const record of message.records) {
    const key = downloadKey(record.kind, record.chapter.id);
    if (removing.has(key)) continue;
    const known = records[key];
    // A late message must not undo a newer one (two tabs, or the first read racing a message).
    if (known && known.updated_at > record.updated_at) continue;
    records[key] = record;
  }
}

/** The records that just failed for lack of room (to say so once, not on every message). */
export function newlyOutOfRoom(before: DownloadRecords, message: FromWorker): DownloadRecord[] {
  if (message.type !== 'downloads:changed') return [];
  return message.records.filter((record) => {
    if (record.status !== 'failed' || record.error !== 'quota') return false;
    const old = before[downloadKey(record.kind, record.chapter.id)];
    return !(old?.status === 'failed' && old.error === 'quota');
  });
}

export const hasPending = (records: DownloadRecords): boolean =>
  Object.values(records).some((record) => isPending(record.status));

/** One work's records, in chapter order. */
export function workRecords(records: DownloadRecords, kind: DownloadKind, workId: number): DownloadRecord[] {
  return Object.values(records)
    .filter((record) => record.kind === kind && record.work.id === workId)
    .sort((a, b) => a.chapter.index - b.chapter.index);
}
