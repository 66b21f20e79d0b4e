import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_SETTINGS,
  PRELOAD_DEFAULT,
  parseReaderSettings,
  readerSettings,
  setReaderSetting,
} from './reader-settings.state';

describe('parseReaderSettings', () => {
  it('gives the defaults for nothing, garbage or a non-object', () => {
    expect(parseReaderSettings(undefined)).toEqual(DEFAULT_READER_SETTINGS);
    expect(parseReaderSettings(null)).toEqual(DEFAULT_READER_SETTINGS);
    expect(parseReaderSettings('webtoon')).toEqual(DEFAULT_READER_SETTINGS);
    expect(parseReaderSettings([1, 2])).toEqual(DEFAULT_READER_SETTINGS);
    expect(DEFAULT_READER_SETTINGS.preload).toBe(PRELOAD_DEFAULT);
  });

  it('keeps every valid field and replaces only the bad ones', () => {
    const parsed = parseReaderSettings({
      mode: 'rtl',
      tapLayout: 'kindle',
      tapInvert: 'sideways',
      fit: 'width',
      brightness: 7,
      preload: 2,
    });
    expect(parsed).toEqual({
      mode: 'rtl',
      tapLayout: 'kindle',
      tapInvert: 'none',
      fit: 'width',
      brightness: 1,
      preload: 2,
      tint: 'none',
      pageBrightness: 1,
      contrast: 1,
      crop: false,
      spreads: true,
      coverAlone: true,
    });
  });

  it('keeps the page colour within its bounds and its tints', () => {
    const parsed = parseReaderSettings({ tint: 'night', pageBrightness: 1.3, contrast: 3, crop: true });
    expect(parsed).toMatchObject({ tint: 'night', pageBrightness: 1.3, contrast: 1, crop: true });
    expect(parseReaderSettings({ tint: 'purple' }).tint).toBe('none');
  });

  it('bounds the numbers: brightness 0.2–1, preload 0–10 whole pages', () => {
    expect(parseReaderSettings({ brightness: 0.05 }).brightness).toBe(1);
    expect(parseReaderSettings({ brightness: 0.5 }).brightness).toBe(0.5);
    expect(parseReaderSettings({ preload: 0 }).preload).toBe(0);
    expect(parseReaderSettings({ preload: 11 }).preload).toBe(PRELOAD_DEFAULT);
    expect(parseReaderSettings({ preload: 2.5 }).preload).toBe(PRELOAD_DEFAULT);
  });

  it('drops unknown fields (an older or newer app’s leftovers)', () => {
    expect(parseReaderSettings({ mode: 'ltr', zoom: 3 })).not.toHaveProperty('zoom');
  });
});

describe('setReaderSetting', () => {
  it('stores a valid value and refuses an invalid one', () => {
    setReaderSetting('mode', 'rtl');
    expect(readerSettings.mode).toBe('rtl');
    setReaderSetting('preload', 99);
    expect(readerSettings.preload).toBe(PRELOAD_DEFAULT);
    setReaderSetting('mode', 'webtoon');
  });
});
