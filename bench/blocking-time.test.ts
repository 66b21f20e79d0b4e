import { describe, expect, it } from 'vitest';
import { blockingTimes, type TraceEvent } from './blocking-time';

const MAIN = { pid: 1, tid: 1 };
const navigation: TraceEvent = {
  ...MAIN,
  name: 'navigationStart',
  ts: 0,
  args: { data: { documentLoaderURL: 'http://x/' } },
};
const task = (ts: number, wallMs: number, cpuMs: number, thread = MAIN): TraceEvent => ({
  ...thread,
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('blockingTimes', () => {
  it('sums what passes 50 ms of 4× a task, 2× a task that lays out, over wall and CPU time, from the navigation on', () => {
    const events = [
      task(-50_000, 40, 40), // the page before
      navigation,
      task(200_000, 20, 10), // 80 / 40 → 30 / 0
      task(300_000, 40, 30), // lays out: 80 / 60 → 30 / 10
      { ...MAIN, name: 'Layout', ph: 'X', ts: 310_000, dur: 5000 },
      task(400_000, 60, 60, { pid: 1, tid: 2 }), // another thread
    ];
    expect(blockingTimes(events)).toEqual({ wall: 60, cpu: 10 });
  });

  it('gives nothing for a trace without a navigation', () => {
    expect(blockingTimes([task(200_000, 20, 20)])).toBeNull();
  });
});
