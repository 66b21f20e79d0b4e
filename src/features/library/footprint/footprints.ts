/**
 * The footprint list: the server's footprints (paged, newest first) merged with this device's
 * history, one entry per work, the newest reading winning — so a reader who read offline, or before
 * the server heard of it, still finds the work where they left it.
 */
import type { WorkCard, WorkKind } from '../../../core/contract/content';
import type { FootprintItem } from '../../../core/contract/reading';
import { type HistoryEntry, toSeconds } from '../../../reading/history';

export interface Footprint {
  work: WorkCard;
  chapter_id: number;
  chapter_title: string;
  position: number;
  /** Unix seconds. */
  updated_at: number;
  /** Only this device knows it (not yet on the server, or read while offline). */
  deviceOnly: boolean;
}

export interface MergeOptions {
  /** Only this kind; all kinds when undefined. */
  kind?: WorkKind;
  /**
   * The server has no further pages to give (or cannot be reached). While it has, device entries
   * older than its oldest loaded footprint wait: their place is decided by the pages to come.
   */
  serverComplete: boolean;
}

const keyOf = (work: WorkCard) => `${work.kind}:${work.id}`;

export function mergeFootprints(
  server: readonly FootprintItem[],
  device: readonly HistoryEntry[],
  { kind, serverComplete }: MergeOptions,
): Footprint[] {
  const merged = new Map<string, Footprint>();
  for (const item of server) {
    const entry = { ...item, updated_at: toSeconds(item.updated_at), deviceOnly: false };
    const known = merged.get(keyOf(item.work));
    if (!known || entry.updated_at > known.updated_at) merged.set(keyOf(item.work), entry);
  }
  const oldestServer = server.reduce((min, item) => Math.min(min, toSeconds(item.updated_at)), Infinity);
  for (const item of device) {
    if (kind && item.work.kind !== kind) continue;
    const updated_at = toSeconds(item.updated_at);
    const known = merged.get(keyOf(item.work));
    if (known) {
      // Newest wins; the server's copy on a tie (it is the one other devices see too).
      if (updated_at > known.updated_at) merged.set(keyOf(item.work), { ...item, updated_at, deviceOnly: false });
      continue;
    }
    if (!serverComplete && updated_at < oldestServer) continue;
    merged.set(keyOf(item.work), { ...item, updated_at, deviceOnly: true });
  }
  return [...merged.values()].sort((a, b) => b.updated_at - a.updated_at);
}
