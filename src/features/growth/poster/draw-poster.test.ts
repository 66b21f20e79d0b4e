import { describe, expect, it } from 'vitest';
import { isIos } from '../../../ui/save-file';
import { wrapText } from './draw-poster';

describe('wrapText', () => {
  const measure = (s: string) => s.length * 10;
  it('cuts a long link into lines no wider than the width, at most maxLines', () => {
    expect(wrapText(measure, 'abcdefghij', 40, 3)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText(measure, 'abcdefghij', 40, 2)).toEqual(['abcd', 'efgh']);
    expect(wrapText(measure, 'ab', 40, 2)).toEqual(['ab']);
  });
});

describe('isIos', () => {
  it('knows iPhone, and iPad in desktop mode by its touch screen', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false);
  });
});
