import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkQuiet } from './network-quiet';

/** A stand-in for the browser's observer: `finish()` reports a request that finished. */
let finish = () => {};
let disconnected = false;
class FakeObserver {
  constructor(callback: () => void) {
    finish = callback;
  }
  observe() {}
  disconnect() {
    disconnected = true;
  }
}

describe('networkQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    disconnected = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('resolves once no request has finished for the quiet time', async () => {
    const done = settled(networkQuiet({ quietMs: 1000, latestMs: 8000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(disconnected).toBe(true);
  });

  it('waits the quiet time again after each request that finishes', async () => {
    const done = settled(networkQuiet({ quietMs: 1000, latestMs: 8000 }));
    await vi.advanceTimersByTimeAsync(800);
    finish();
    await vi.advanceTimersByTimeAsync(800);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });

  it('resolves at the latest time on a page that never goes quiet', async () => {
    const done = settled(networkQuiet({ quietMs: 1000, latestMs: 3000 }));
    // A request finishes every half second: at 0, 500, … 2500 ms.
    for (let t = 0; t < 2500; t += 500) {
      finish();
      await vi.advanceTimersByTimeAsync(500);
    }
    finish();
    await vi.advanceTimersByTimeAsync(499);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
