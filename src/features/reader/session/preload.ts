/**
 * Bounded preloading: the pages just ahead of the reader (and the next chapter's first ones when
 * the current chapter is about to end) are fetched and decoded before they are needed, at low
 * priority and a few at a time, so the page on screen never waits behind them. What is no longer
 * ahead of the reader is dropped from the queue before it starts.
 */
import { type ImageFetcher, loadImage, lowPriorityFetcher } from '../../../ui/image-loader';

export interface PageRef {
  /** 0: the chapter being read; 1: the next one. */
  chapter: 0 | 1;
  index: number;
}

/** Loads running at once: under the browser's six connections, leaving room for the visible page. */
export const PRELOAD_CONCURRENCY = 2;
/** The next chapter's content is fetched this many pages before the end (or `ahead`, if larger). */
export const NEAR_END_PAGES = 3;

/**
 * The pages to have decoded, most urgent first: `ahead` pages after `current`, running on into the
 * next chapter (when its page count is known), then the one page behind. `ahead` 0 preloads nothing.
 */
export function preloadTargets(current: number, total: number, ahead: number, nextTotal: number | null): PageRef[] {
  if (ahead <= 0) return [];
  const targets: PageRef[] = [];
  for (let step = 1; step <= ahead; step++) {
    const index = current + step;
    if (index < total) targets.push({ chapter: 0, index });
    else if (nextTotal !== null && index - total < nextTotal) targets.push({ chapter: 1, index: index - total });
  }
  if (current - 1 >= 0 && current - 1 < total) targets.push({ chapter: 0, index: current - 1 });
  return targets;
}

/** Whether to fetch the next chapter's content now. */
export function nearChapterEnd(current: number, total: number, ahead: number): boolean {
  return total - 1 - current <= Math.max(ahead, NEAR_END_PAGES);
}

/**
 * A priority queue of image loads with a fixed number running. `want` replaces the wish list:
 * loads already running finish (their bytes are not wasted), waiting ones not wished for any more
 * are forgotten.
 */
export class ImageQueue {
  private waiting: string[] = [];
  private readonly running = new Set<string>();

  constructor(
    private readonly fetcher: ImageFetcher = lowPriorityFetcher,
    private readonly concurrency = PRELOAD_CONCURRENCY,
    private readonly load: (src: string, fetcher: ImageFetcher) => Promise<void> = loadImage,
  ) {}

  want(sources: readonly string[]): void {
    this.waiting = [...new Set(sources)].filter((src) => !this.running.has(src));
    this.pump();
  }

  /** Loads waiting or running. */
  get size(): number {
    return this.waiting.length + this.running.size;
  }

  clear(): void {
    this.waiting = [];
  }

  private pump(): void {
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const src = this.waiting.shift() as string;
      this.running.add(src);
      this.load(src, this.fetcher)
        // A page that fails here is tried again, visibly, when the reader reaches it.
        .catch(() => {})
        .finally(() => {
          this.running.delete(src);
          this.pump();
        });
    }
  }
}
