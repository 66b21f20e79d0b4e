import { describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE } from '../core/config';
import { isDecoded, loadImage } from './image-loader';

describe('loadImage', () => {
  it('retries a failing image up to the spec’s 3 attempts, then rejects', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn().mockRejectedValue(new Error('404'));
    const result = loadImage('/a.webp', fetcher).catch((e: Error) => e.message);
    await vi.runAllTimersAsync();
    expect(await result).toBe('404');
    expect(fetcher).toHaveBeenCalledTimes(LAZY_IMAGE.attempts);
    expect(isDecoded('/a.webp')).toBe(false);
    vi.useRealTimers();
  });

  it('succeeds on a later attempt and remembers the image', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('reset')).mockResolvedValue(undefined);
    const result = loadImage('/b.webp', fetcher);
    await vi.runAllTimersAsync();
    await result;
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(isDecoded('/b.webp')).toBe(true);
    vi.useRealTimers();
  });

  it('shares one load between callers and keeps only the last 200 images', async () => {
    const fetcher = vi.fn().mockResolvedValue(undefined);
    await Promise.all([loadImage('/c.webp', fetcher), loadImage('/c.webp', fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (let i = 0; i < LAZY_IMAGE.cacheSize; i++) await loadImage(`/p${i}.webp`, fetcher);
    expect(isDecoded('/c.webp')).toBe(false);
    expect(isDecoded(`/p${LAZY_IMAGE.cacheSize - 1}.webp`)).toBe(true);
  });
});
