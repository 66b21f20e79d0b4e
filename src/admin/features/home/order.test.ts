import { describe, expect, it } from 'vitest';
import { moved, newKey } from './order';

describe('moved', () => {
  it('swaps an item with its neighbour', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at its ends', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('newKey', () => {
  it('finds a key no item has', () => {
    expect(newKey('s', [{ key: 's2' }, { key: 's3' }])).toBe('s4');
    expect(newKey('b', [])).toBe('b1');
  });
});
