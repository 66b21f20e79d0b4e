/**
 * "Delete after read": with the choice on, a downloaded chapter is deleted once the reader has
 * reached its last page — when the reader leaves it (for the next chapter, another screen, or the
 * app is hidden), so that its pages stay while they may still be on screen.
 *
 * The reader calls `noteReadPosition` on every page change and `leaveReader` when it closes.
 */
import { proxy, subscribe } from 'valtio';
import { type DownloadKind, downloadKey } from '../core/offline/downloads';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readText, writeText } from '../storage/local';

export const downloadSettings = proxy({ deleteAfterRead: readText(LOCAL_KEYS.downloadDeleteAfterRead) === '1' });

subscribe(downloadSettings, () => {
  writeText(LOCAL_KEYS.downloadDeleteAfterRead, downloadSettings.deleteAfterRead ? '1' : null);
});

export function setDeleteAfterRead(on: boolean): void {
  downloadSettings.deleteAfterRead = on;
}

/** Chapters read to the end, waiting for the reader to leave them; and the one being read. */
export interface ReadTracker {
  finished: Set<string>;
  current: string | null;
}

/**
 * Notes a position; returns the keys to delete now (finished chapters the reader has left).
 * `last` is the index of the chapter's last page (or a novel's end, in the same unit as `page`).
 */
export function trackRead(tracker: ReadTracker, key: string, page: number, last: number, on: boolean): string[] {
  let leave: string[] = [];
  if (key !== tracker.current) {
    tracker.current = key;
    leave = [...tracker.finished].filter((k) => k !== key);
    for (const k of leave) tracker.finished.delete(k);
  }
  if (on && last >= 0 && page >= last) tracker.finished.add(key);
  return leave;
}

/** The reader closed (or the app was hidden, and may be closed from there): every finished chapter may go. */
export function leaveAll(tracker: ReadTracker): string[] {
  const leave = [...tracker.finished];
  tracker.finished.clear();
  return leave;
}

const tracker: ReadTracker = { finished: new Set(), current: null };

/** Deletes chapters that are downloaded and ready (the records say so; others are left alone). */
async function deleteReady(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const { downloads } = await import('./downloads.state');
  const { ensureDownloads, removeDownloads } = await import('./downloads.client');
  await ensureDownloads();
  const ready = keys.filter((key) => downloads.records[key]?.status === 'ready');
  if (ready.length > 0) await removeDownloads(ready);
}

let listening = false;

/** The reader is at `page` of `total` pages of a chapter. */
export function noteReadPosition(kind: DownloadKind, chapterId: number, page: number, total: number): void {
  const on = downloadSettings.deleteAfterRead;
  if (!on && tracker.finished.size === 0) return;
  if (!listening) {
    listening = true;
    // The app may be closed from here: a hidden page deletes what was read.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void deleteReady(leaveAll(tracker));
    });
  }
  void deleteReady(trackRead(tracker, downloadKey(kind, chapterId), page, total - 1, on));
}

/** The reader closed. */
export function leaveReader(): void {
  void deleteReady(leaveAll(tracker));
}
