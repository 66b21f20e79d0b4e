/**
 * A chapter's files on their way into the page cache: a comic's pages a few at once, a video
 * episode's one MP4 counted in bytes as it arrives. Each tells its progress through `progress`,
 * which writes the chapter's record (engine.ts).
 */
import { DOWNLOAD_CONCURRENCY, type DownloadRecord } from '../../src/core/offline/downloads';
import type { PageCache } from './engine-deps';

/** An episode's progress is written every 2 % of it (at least 64 KB; every MB when its length is not known). */
const PROGRESS_STEPS = 50;
const MIN_PROGRESS_BYTES = 64 * 1024;
const UNKNOWN_LENGTH_STEP = 1024 * 1024;
const progressStep = (expected: number | null): number =>
  expected ? Math.max(MIN_PROGRESS_BYTES, expected / PROGRESS_STEPS) : UNKNOWN_LENGTH_STEP;

/** Writes the chapter's record with what changed (not once the chapter is stopped). */
export type Progress = (patch: Partial<DownloadRecord>) => Promise<void>;

/** A comic's pages, a few at once; a failed one stops the others (`failed`). */
export async function fetchPages(
  pages: PageCache,
  urls: string[],
  signal: AbortSignal,
  failed: AbortController,
  progress: Progress,
): Promise<void> {
  let done = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length && !signal.aborted) {
      const url = urls[next++]!;
      const size = (await pages.size(url)) ?? (await pages.fetchAndPut(url, signal));
      done++;
      bytes += size;
      await progress({ done, bytes });
    }
  };
  const workers = Array.from({ length: Math.min(DOWNLOAD_CONCURRENCY, urls.length) }, () =>
    worker().catch((error: unknown) => {
      failed.abort();
      throw error;
    }),
  );
  await Promise.all(workers);
}

/**
 * An episode's one file, counted in bytes as it arrives (`total` is its length once the server
 * has said it), written down every step of it rather than on every chunk. Resolves with its size.
 */
export async function fetchEpisode(
  pages: PageCache,
  url: string,
  label: string,
  signal: AbortSignal,
  progress: Progress,
): Promise<number> {
  const kept = await pages.size(url);
  if (kept !== null) return kept;
  let written: Promise<void> = Promise.resolve();
  let shown = 0;
  const onBytes = (received: number, expected: number | null) => {
    if (received - shown < progressStep(expected)) return;
    shown = received;
    written = written.then(() => progress({ total: expected ?? 0, done: received, bytes: received }));
  };
  try {
    return await pages.fetchAndPut(url, signal, onBytes, label);
  } finally {
    // A progress write still on its way lands before the outcome (or the reader's pause) is written.
    await written.catch(() => {});
  }
}
