import { describe, expect, it } from 'vitest';
import { pageFilter } from './page-filter';

describe('pageFilter', () => {
  it('is none when nothing changes the page', () => {
    expect(pageFilter({ tint: 'none', pageBrightness: 1, contrast: 1 })).toBe('none');
  });

  it('writes the tint first, then brightness and contrast that differ from 1', () => {
    expect(pageFilter({ tint: 'grey', pageBrightness: 1, contrast: 1 })).toBe('grayscale(1)');
    expect(pageFilter({ tint: 'sepia', pageBrightness: 0.8, contrast: 1.2 })).toBe(
      'sepia(0.65) brightness(0.8) contrast(1.2)',
    );
    expect(pageFilter({ tint: 'night', pageBrightness: 1, contrast: 1.1 })).toBe(
      'invert(0.88) hue-rotate(180deg) contrast(1.1)',
    );
    expect(pageFilter({ tint: 'none', pageBrightness: 1.25, contrast: 1 })).toBe('brightness(1.25)');
  });
});
