/**
 * Lazy images: an image starts loading when it comes within 1.3 viewports, is decoded
 * before it is shown, gets 3 attempts, and the last 200 decoded addresses are remembered so a
 * cover seen before paints at once. Visibility is batched at most every 200 ms (the spec's
 * throttle); one IntersectionObserver serves every image, so no polling is needed.
 */
import { LAZY_IMAGE } from '../core/config';

const decoded = new Map<string, true>();
const inflight = new Map<string, Promise<void>>();

/** Whether the image remembered by `key` (see imageKey) is decoded already. */
export function isDecoded(key: string): boolean {
  if (!decoded.has(key)) return false;
  // Refresh its place in the LRU order.
  decoded.delete(key);
  decoded.set(key, true);
  return true;
}

function remember(key: string): void {
  decoded.delete(key);
  decoded.set(key, true);
  while (decoded.size > LAZY_IMAGE.cacheSize) {
    const oldest = decoded.keys().next().value;
    if (oldest === undefined) break;
    decoded.delete(oldest);
  }
}

/**
 * A responsive image's candidates (`srcset`/`sizes`): the browser picks one by the layout and the
 * screen, the same for the loader's image as for the <img> shown after it.
 */
export interface SourceSet {
  srcSet: string;
  sizes: string;
}

/** What the loader remembers an image by: its `src`, with its candidates when it has some. */
export const imageKey = (src: string, set?: SourceSet): string => (set ? `${src} ${set.srcSet} ${set.sizes}` : src);

export type ImageFetcher = (src: string, set?: SourceSet) => Promise<void>;

function startImage(src: string, set: SourceSet | undefined, priority?: 'low' | 'high'): HTMLImageElement {
  const image = new Image();
  image.decoding = 'async';
  if (priority) image.fetchPriority = priority;
  // Candidates before src: the browser chooses once, from all of them.
  if (set) {
    image.sizes = set.sizes;
    image.srcset = set.srcSet;
  }
  image.src = src;
  return image;
}

/** Loads and decodes one image in the browser. */
export const browserFetcher: ImageFetcher = async (src, set) => {
  await startImage(src, set).decode();
};

/**
 * Asking the browser to fetch it after more urgent requests: for pages decoded ahead of the
 * reader (features/reader/session/preload.ts), so they never delay the page on screen.
 */
export const lowPriorityFetcher: ImageFetcher = async (src, set) => {
  await startImage(src, set, 'low').decode();
};

/** First in line: the largest image of a first screen (the first banner, a detail's cover). */
export const highPriorityFetcher: ImageFetcher = async (src, set) => {
  await startImage(src, set, 'high').decode();
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let idleWaiters: Array<() => void> = [];

function settle(key: string): void {
  inflight.delete(key);
  if (inflight.size > 0) return;
  const waiters = idleWaiters;
  idleWaiters = [];
  for (const resolve of waiters) resolve();
}

/** Images being loaded now (by any caller). */
export const imagesInFlight = (): number => inflight.size;

/**
 * Resolves once no image is loading (or after `maxWaitMs`): work that may wait, such as a
 * progress write, goes after the pictures instead of competing with them for the connection.
 */
export function whenImagesIdle(maxWaitMs = 5000): Promise<void> {
  if (inflight.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      idleWaiters = idleWaiters.filter((w) => w !== done);
      resolve();
    }
    idleWaiters.push(done);
  });
}

/**
 * Loads `src` (or the candidate of `set` the browser picks) with up to LAZY_IMAGE.attempts tries
 * (a short growing pause between them). Remembered by imageKey(src, set).
 */
export function loadImage(src: string, fetcher: ImageFetcher = browserFetcher, set?: SourceSet): Promise<void> {
  const key = imageKey(src, set);
  if (decoded.has(key)) return Promise.resolve();
  const running = inflight.get(key);
  if (running) return running;
  const attempt = async () => {
    for (let i = 1; ; i++) {
      try {
        await fetcher(src, set);
        remember(key);
        return;
      } catch (error) {
        if (i >= LAZY_IMAGE.attempts) throw error;
        await wait(250 * i);
      }
    }
  };
  const promise = attempt().finally(() => settle(key));
  inflight.set(key, promise);
  return promise;
}

type Visible = () => void;
const watchers = new Map<Element, Visible>();
const pending = new Set<Element>();
let observer: IntersectionObserver | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let lastFlush = Number.NEGATIVE_INFINITY;

function flush(): void {
  flushTimer = null;
  lastFlush = performance.now();
  for (const element of pending) {
    const onVisible = watchers.get(element);
    unwatch(element);
    onVisible?.();
  }
  pending.clear();
}

function getObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) pending.add(entry.target);
        else pending.delete(entry.target);
      }
      if (pending.size > 0 && flushTimer === null) {
        // Throttled with a leading edge: the first images of a screen start at once, then at most
        // one batch every 200 ms while the reader scrolls.
        flushTimer = setTimeout(flush, Math.max(0, lastFlush + LAZY_IMAGE.throttleMs - performance.now()));
      }
    },
    // Preload ratio 1.3: start 30% of a viewport before the image scrolls in, on either axis (rails).
    { rootMargin: `${Math.round((LAZY_IMAGE.preloadRatio - 1) * 100)}%` },
  );
  return observer;
}

/** Calls `onVisible` once, when `element` comes near the viewport. Returns the cancel function. */
export function watch(element: Element, onVisible: Visible): () => void {
  watchers.set(element, onVisible);
  getObserver().observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element): void {
  watchers.delete(element);
  pending.delete(element);
  observer?.unobserve(element);
}
