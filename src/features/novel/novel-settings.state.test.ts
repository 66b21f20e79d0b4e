import { describe, expect, it } from 'vitest';
import { stepIn } from '../../reading/reader-kit/kept-settings';
import { DEFAULT_NOVEL_SETTINGS, FONT_SIZES, parseNovelSettings } from './novel-settings.state';

describe('novel settings', () => {
  it('keeps good values and drops bad ones one by one', () => {
    const parsed = parseNovelSettings({ fontSize: 22, theme: 'neon', mode: 'scroll', margin: 7 });
    expect(parsed.fontSize).toBe(22);
    expect(parsed.mode).toBe('scroll');
    expect(parsed.theme).toBe(DEFAULT_NOVEL_SETTINGS.theme);
    expect(parsed.margin).toBe(DEFAULT_NOVEL_SETTINGS.margin);
  });

  it('falls back to the defaults for anything else', () => {
    expect(parseNovelSettings('junk')).toEqual(DEFAULT_NOVEL_SETTINGS);
    expect(parseNovelSettings(undefined)).toEqual(DEFAULT_NOVEL_SETTINGS);
  });

  it('offers at least six type sizes and steps inside them', () => {
    expect(FONT_SIZES.length).toBeGreaterThanOrEqual(6);
    expect(stepIn(FONT_SIZES, 18, 1)).toBe(20);
    expect(stepIn(FONT_SIZES, FONT_SIZES[0], -1)).toBe(FONT_SIZES[0]);
    expect(stepIn(FONT_SIZES, 30, 1)).toBe(30);
  });
});
