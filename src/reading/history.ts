/**
 * Reading history (footprints), kept on the device: the work, where the reader stopped and when.
 * The readers write it; the home's continue-reading row, the detail's continue button and
 * /personal/footprint read it (the footprint screen merges it with the server's, see features/library/footprint/footprints.ts).
 */
import { clear, entries } from 'idb-keyval';
import * as v from 'valibot';
import { WorkCard, type WorkKind } from '../core/contract/content';
import { inReadersScript } from '../i18n/content-script';
import { idbStore, readIdb, writeIdb } from '../storage/idb';

export const HistoryEntry = v.object({
  work: WorkCard,
  chapter_id: v.number(),
  chapter_title: v.string(),
  /** Page index from 0 (comics), text offset in the chapter (novels) or seconds (videos). */
  position: v.number(),
  /** Unix seconds, like the server's footprints (milliseconds are read as such, see toSeconds). */
  updated_at: v.number(),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>;

const keyOf = (work: { kind: string; id: number }) => `${work.kind}:${work.id}`;

export function recordHistory(entry: HistoryEntry): Promise<boolean> {
  return writeIdb('history', keyOf(entry.work), entry);
}

/** Newest first, the works' words in the reader's script. */
export async function readHistory(limit = 50): Promise<HistoryEntry[]> {
  try {
    const all = await entries(idbStore('history'));
    const newest = all
      .map(([, value]) => v.safeParse(HistoryEntry, value))
      .filter((r) => r.success)
      .map((r) => r.output)
      .sort((a, b) => toSeconds(b.updated_at) - toSeconds(a.updated_at))
      .slice(0, limit);
    return await inReadersScript(newest);
  } catch {
    return [];
  }
}

/** Where this device last stopped in one work, if it has read it. */
export async function readHistoryEntry(kind: WorkKind, id: number): Promise<HistoryEntry | undefined> {
  const entry = await readIdb('history', keyOf({ kind, id }), HistoryEntry);
  return entry && inReadersScript(entry);
}

/** Forgets this device's reading history; resolves false when it could not. */
export async function clearHistory(): Promise<boolean> {
  try {
    await clear(idbStore('history'));
    return true;
  } catch {
    return false;
  }
}

/** A time in Unix seconds, whether it was written in seconds or in milliseconds. */
export const toSeconds = (time: number) => (time > 1e11 ? Math.floor(time / 1000) : time);
