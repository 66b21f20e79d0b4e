/**
 * Reading progress: the chapter and page, kept on the device at once (reading history in
 * IndexedDB) and sent to the server as a footprint later — debounced, after the images in flight,
 * in an idle moment, quietly, and never awaited by anything — so a progress write never competes
 * with the pages for the connection or the main thread. The footprint goes through the outbox
 * (offline/outbox.ts): offline it waits there, the latest per work, for the network.
 */
import type { WorkCard } from '../core/contract/content';

export interface ProgressPoint {
  work: WorkCard;
  chapterId: number;
  chapterTitle: string;
  page: number;
}

export interface SavedPosition {
  chapter_id: number;
  position: number;
}

/** Footprints wait for the reader to settle on a page this long. */
export const FOOTPRINT_DEBOUNCE_MS = 1500;

export interface ProgressDeps {
  saveLocal: (point: ProgressPoint, at: number) => unknown;
  sendRemote: (point: ProgressPoint) => Promise<unknown>;
  /** Resolves when no image is loading (see image-loader's whenImagesIdle). */
  whenImagesIdle: () => Promise<void>;
  /** Runs the callback when the main thread is idle (requestIdleCallback where there is one). */
  onIdle: (run: () => void) => void;
  now?: () => number;
  debounceMs?: number;
}

export interface ProgressWriter {
  update(point: ProgressPoint): void;
  /** Sends the latest point now (the page is being hidden or left). */
  flush(): void;
  dispose(): void;
}

const same = (a: ProgressPoint | null, b: ProgressPoint | null) =>
  !!a && !!b && a.work.id === b.work.id && a.chapterId === b.chapterId && a.page === b.page;

export function createProgressWriter(deps: ProgressDeps): ProgressWriter {
  const now = deps.now ?? Date.now;
  const debounceMs = deps.debounceMs ?? FOOTPRINT_DEBOUNCE_MS;
  let latest: ProgressPoint | null = null;
  let sent: ProgressPoint | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const send = () => {
    const point = latest;
    if (!point || same(point, sent)) return;
    sent = point;
    // Fire and forget: once queued it is the outbox's; a send that could not even be queued is
    // tried again with the next flush. The device copy is the truth.
    deps.sendRemote(point).catch(() => {
      if (same(sent, point)) sent = null;
    });
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void deps.whenImagesIdle().then(() => {
        if (!disposed) deps.onIdle(send);
      });
    }, debounceMs);
  };

  return {
    update(point) {
      if (disposed || same(point, latest)) return;
      latest = point;
      deps.saveLocal(point, now());
      schedule();
    },
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      send();
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
      disposed = true;
    },
  };
}

/**
 * The page to open a chapter at: the address's page when it has one, else where the reader left
 * this chapter, else its first page; always inside the chapter.
 */
export function resumePage(
  chapterId: number,
  requested: number | undefined,
  saved: SavedPosition | null,
  total: number,
): number {
  const last = Math.max(0, total - 1);
  const clamp = (page: number) => Math.min(Math.max(0, Math.floor(page)), last);
  if (requested !== undefined) return clamp(requested);
  if (saved && saved.chapter_id === chapterId) return clamp(saved.position);
  return 0;
}

/** requestIdleCallback with a timeout, or a short timer where there is none (Safari). */
export function runWhenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}
