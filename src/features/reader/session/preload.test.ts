import { describe, expect, it, vi } from 'vitest';
import { imagesInFlight, loadImage, whenImagesIdle } from '../../../ui/image-loader';
import { ImageQueue, nearChapterEnd, preloadTargets } from './preload';

describe('preloadTargets', () => {
  it('takes the next pages in order, then the one behind', () => {
    expect(preloadTargets(3, 20, 4, null)).toEqual([
      { chapter: 0, index: 4 },
      { chapter: 0, index: 5 },
      { chapter: 0, index: 6 },
      { chapter: 0, index: 7 },
      { chapter: 0, index: 2 },
    ]);
  });

  it('runs on into the next chapter once its pages are known', () => {
    expect(preloadTargets(10, 12, 4, 8)).toEqual([
      { chapter: 0, index: 11 },
      { chapter: 1, index: 0 },
      { chapter: 1, index: 1 },
      { chapter: 1, index: 2 },
      { chapter: 0, index: 9 },
    ]);
    // Unknown next chapter: only what is left of this one.
    expect(preloadTargets(10, 12, 4, null)).toEqual([
      { chapter: 0, index: 11 },
      { chapter: 0, index: 9 },
    ]);
    // A next chapter shorter than the window.
    expect(preloadTargets(11, 12, 4, 2)).toEqual([
      { chapter: 1, index: 0 },
      { chapter: 1, index: 1 },
      { chapter: 0, index: 10 },
    ]);
  });

  it('preloads nothing when set to 0, and nothing behind the first page', () => {
    expect(preloadTargets(5, 12, 0, 8)).toEqual([]);
    expect(preloadTargets(0, 12, 1, null)).toEqual([{ chapter: 0, index: 1 }]);
  });

  it('is bounded by the setting, however long the chapter', () => {
    expect(preloadTargets(0, 300, 10, 300)).toHaveLength(10);
  });
});

describe('nearChapterEnd', () => {
  it('asks for the next chapter a few pages (or the preload window) before the end', () => {
    expect(nearChapterEnd(5, 12, 0)).toBe(false);
    expect(nearChapterEnd(8, 12, 0)).toBe(true);
    expect(nearChapterEnd(6, 12, 5)).toBe(true);
    expect(nearChapterEnd(0, 1, 0)).toBe(true);
  });
});

function deferredLoader() {
  const pending = new Map<string, () => void>();
  const load = vi.fn(
    (src: string) =>
      new Promise<void>((resolve) => {
        pending.set(src, resolve);
      }),
  );
  const finish = async (src: string) => {
    pending.get(src)?.();
    pending.delete(src);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { load, finish, pending };
}

describe('ImageQueue', () => {
  it('runs at most `concurrency` loads, most urgent first', async () => {
    const { load, finish } = deferredLoader();
    const queue = new ImageQueue(undefined, 2, load);
    queue.want(['a', 'b', 'c', 'd']);
    expect(load.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
    expect(queue.size).toBe(4);
    await finish('a');
    expect(load.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c']);
  });

  it('forgets waiting loads that are no longer wanted, keeps running ones', async () => {
    const { load, finish } = deferredLoader();
    const queue = new ImageQueue(undefined, 1, load);
    queue.want(['a', 'b', 'c']);
    queue.want(['x', 'a']);
    await finish('a');
    expect(load.mock.calls.map((c) => c[0])).toEqual(['a', 'x']);
    await finish('x');
    expect(queue.size).toBe(0);
  });

  it('keeps going after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValue(undefined);
    const queue = new ImageQueue(undefined, 1, load);
    queue.want(['bad', 'good']);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenImagesIdle', () => {
  it('waits for the images being loaded, or gives up after its limit', async () => {
    let release: () => void = () => {};
    const slow = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    const image = loadImage('/idle-test.webp', slow);
    expect(imagesInFlight()).toBe(1);
    let idle = false;
    const waiting = whenImagesIdle(10_000).then(() => {
      idle = true;
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(idle).toBe(false);
    release();
    await image;
    await waiting;
    expect(idle).toBe(true);
    expect(imagesInFlight()).toBe(0);

    vi.useFakeTimers();
    const stuck = loadImage('/stuck.webp', () => new Promise<void>(() => {}));
    void stuck;
    const gaveUp = vi.fn();
    void whenImagesIdle(100).then(gaveUp);
    await vi.advanceTimersByTimeAsync(100);
    expect(gaveUp).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
