import { describe, expect, it } from 'vitest';
import { contentChanged } from '../db/content-version';
import { keptPerContent } from './home-cache';

describe('keptPerContent', () => {
  const counter = () => {
    let builds = 0;
    let time = 0;
    const get = keptPerContent(
      async (key: string) => `${key}#${++builds}`,
      1000,
      () => time,
    );
    return { get, at: (t: number) => (time = t) };
  };

  it('builds once per key while fresh, again once stale', async () => {
    const { get, at } = counter();
    expect(await get('comic', 'comic')).toBe('comic#1');
    at(999);
    expect(await get('comic', 'comic')).toBe('comic#1');
    expect(await get('novel', 'novel')).toBe('novel#2');
    at(1000);
    expect(await get('comic', 'comic')).toBe('comic#3');
  });

  it('builds again at once after a change made through the server', async () => {
    const { get } = counter();
    expect(await get('comic', 'comic')).toBe('comic#1');
    contentChanged();
    expect(await get('comic', 'comic')).toBe('comic#2');
  });

  it('shares one build among callers asking at once, and keeps no failure', async () => {
    let builds = 0;
    const get = keptPerContent(async () => {
      builds++;
      if (builds === 1) throw new Error('database away');
      return builds;
    }, 1000);
    await expect(Promise.all([get(null, 'k'), get(null, 'k')])).rejects.toThrow('database away');
    expect(builds).toBe(1);
    expect(await get(null, 'k')).toBe(2);
  });
});
