import { describe, expect, it } from 'vitest';
import { createVideoProgress, LOCAL_EVERY_S, REMOTE_EVERY_S } from './progress';

function setup() {
  let clock = 0;
  const local: number[] = [];
  const remote: number[] = [];
  const progress = createVideoProgress({
    saveLocal: (s) => local.push(s),
    sendRemote: (s) => remote.push(s),
    now: () => clock,
  });
  return { progress, local, remote, advance: (ms: number) => (clock += ms) };
}

describe('video progress', () => {
  it('saves on the device every few seconds and sends footprints less often while playing', () => {
    const { progress, local, remote, advance } = setup();
    for (let second = 0; second <= 30; second++) {
      progress.report(second + 0.4, 'tick');
      advance(1000);
    }
    expect(local).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(local.length).toBe(30 / LOCAL_EVERY_S + 1);
    expect(remote).toEqual([0, 15, 30]);
    expect(remote.length).toBe(30 / REMOTE_EVERY_S + 1);
  });

  it('saves and sends at once on pause and at the end, once per position', () => {
    const { progress, local, remote, advance } = setup();
    progress.report(3, 'tick');
    advance(1000);
    progress.report(4.2, 'pause');
    progress.report(4.2, 'pause');
    expect(local).toEqual([3, 4, 4]);
    expect(remote).toEqual([3, 4]);
    advance(500);
    progress.report(60, 'ended');
    expect(remote.at(-1)).toBe(60);
  });
});
