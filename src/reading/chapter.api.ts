/**
 * The readers' calls — comic reader, novel reader, episode page (contract: src/core/contract/reading.ts). Chapter contents are kept for the
 * session (a few of them) so that the next chapter fetched ahead opens at once; a locked chapter's
 * answer is never reused, because buying, VIP or a limited-free window may have opened it since.
 * Every call is quiet: the reader shows its own designed states instead of toasts.
 *
 * Offline: a downloaded chapter opens from the device (paid ones too: it was readable when it was
 * downloaded); the saved position and the first chapter come from the device's history and the
 * kept work details (api/kept.ts); footprints wait in the outbox until the network returns.
 */
import { ApiError, call } from '../api';
import type { ChapterContentAnswer, WorkStateAnswer } from '../core/contract/reading';
import type { DownloadKind } from '../core/offline/downloads';
import { readDownloadedChapter } from '../offline/downloaded';
import { outbox, startOutbox } from '../offline/outbox';
import { app, isOffline } from '../state/app';
import { networkFailed } from '../state/network';
import { ensureSession } from '../state/session';
import { readHistoryEntry } from './history';
import type { ProgressPoint, SavedPosition } from './progress';

/** Chapters kept: the one read, the next fetched ahead, the previous, a couple more for going back. */
const KEPT_CHAPTERS = 6;

interface Kept {
  promise: Promise<ChapterContentAnswer>;
  readable?: boolean;
}
const kept = new Map<number, Kept>();

/** A chapter's content; `fresh` skips the kept copy (after a purchase, or to retry). `kind` picks the downloads read offline. */
export function fetchChapter(
  chapterId: number,
  fresh = false,
  kind: DownloadKind = 'comic',
): Promise<ChapterContentAnswer> {
  const hit = kept.get(chapterId);
  if (hit && !fresh && hit.readable !== false) {
    kept.delete(chapterId);
    kept.set(chapterId, hit);
    return hit.promise;
  }
  const promise = loadChapter(chapterId, kind);
  const entry: Kept = { promise };
  kept.delete(chapterId);
  kept.set(chapterId, entry);
  promise.then(
    (answer) => {
      entry.readable = answer.readable;
    },
    () => {
      if (kept.get(chapterId) === entry) kept.delete(chapterId);
    },
  );
  while (kept.size > KEPT_CHAPTERS) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
  return promise;
}

/** The server's answer; with no network, the downloaded copy (at once when we know we are offline). */
async function loadChapter(chapterId: number, kind: DownloadKind): Promise<ChapterContentAnswer> {
  const downloaded = async () => {
    const copy = await readDownloadedChapter(kind, chapterId);
    if (copy) networkFailed(true);
    return copy;
  };
  if (isOffline(app)) {
    const copy = await downloaded();
    if (copy) return copy;
  }
  try {
    // The first screen of a first visit may be the reader itself: a chapter anyone may read is
    // asked for as a visitor, beside the guest login the app starts, instead of after it.
    if (!app.accessToken) {
      const session = ensureSession();
      const visitor = await call('chapterContent', { chapter_id: chapterId }, { quiet: true }).catch(() => null);
      if (visitor?.readable) {
        session.catch(() => {});
        return visitor;
      }
      await session;
    }
    return await call('chapterContent', { chapter_id: chapterId }, { quiet: true });
  } catch (error) {
    if (failureKind(error) !== 'network') throw error;
    const copy = await downloaded();
    if (copy) return copy;
    throw error;
  }
}

/** Through the outbox: sent now if the network lets it, else when it returns (latest per work). */
export function sendFootprint(point: ProgressPoint): Promise<unknown> {
  startOutbox();
  return outbox.queue({
    work_id: point.work.id,
    chapter_id: point.chapterId,
    position: Math.max(0, Math.round(point.page)),
  });
}

/**
 * Where this reader left the work: the device's history first (it is written on every page), else
 * the server's (another device, cleared storage). Never fails: no position is a valid answer.
 */
export async function savedPosition(
  workId: number,
  signal?: AbortSignal,
  kind: DownloadKind = 'comic',
): Promise<SavedPosition | null> {
  const local = await readHistoryEntry(kind, workId);
  if (local) return { chapter_id: local.chapter_id, position: local.position };
  // No login yet, or the guest this page just created: it has read nothing.
  if (!app.accessToken || app.accessToken === app.newGuest) return null;
  try {
    const state: WorkStateAnswer = await call('workState', { work_id: workId }, { quiet: true, signal });
    return state.progress ? { chapter_id: state.progress.chapter_id, position: state.progress.position } : null;
  } catch {
    return null;
  }
}

/** The first chapter of a work (opening the reader with a work and no chapter). */
export async function firstChapterId(workId: number, signal?: AbortSignal): Promise<number | null> {
  const detail = await call('workDetail', { id: workId }, { quiet: true, signal });
  const first = [...detail.chapters].sort((a, b) => a.index - b.index)[0];
  return first?.id ?? null;
}

/** A thrown value as something the error state can describe. */
export function failureKind(error: unknown): 'network' | 'missing' | 'other' {
  if (error instanceof ApiError) {
    if (error.failure.kind === 'network') return 'network';
    if (error.status === 404) return 'missing';
  }
  return 'other';
}
