import { describe, expect, it } from 'vitest';
import { KEPT_EPISODES, type Positions, withPosition } from './episode-positions';

describe('withPosition', () => {
  it('keeps a position per episode, in whole seconds', () => {
    const all = withPosition(withPosition({}, 7, 61.6, 1), 8, 5, 2);
    expect(all[7]?.t).toBe(62);
    expect(all[8]?.t).toBe(5);
    expect(all[9]).toBeUndefined();
  });

  it('forgets the least recently watched beyond the bound', () => {
    let all: Positions = {};
    for (let id = 1; id <= KEPT_EPISODES + 3; id++) all = withPosition(all, id, 30, id);
    expect(Object.keys(all)).toHaveLength(KEPT_EPISODES);
    expect(all[3]).toBeUndefined();
    expect(all[4]?.t).toBe(30);
    // Watching an old one again makes it recent.
    all = withPosition(all, 4, 40, 10_000);
    all = withPosition(all, 999, 1, 10_001);
    expect(all[4]?.t).toBe(40);
    expect(all[5]).toBeUndefined();
  });
});
