/** The comic reader's choices, kept on the device (LOCAL_KEYS.readerSettings), each field validated on its own. */
import * as v from 'valibot';
import { LOCAL_KEYS } from '../../core/storage-keys';
import {
  TAP_INVERSIONS,
  TAP_LAYOUTS,
  type TapInversion,
  type TapLayout,
} from '../../reading/reader-kit/input/tap-zones';
import { PAGE_FITS, type PageFit } from '../../reading/reader-kit/input/zoom';
import { brightnessField, keptSettings } from '../../reading/reader-kit/kept-settings';
import { PAGE_LEVEL_MAX, PAGE_LEVEL_MIN, PAGE_TINTS, type PageTint } from './colour/page-filter';

/** webtoon: one vertical strip; ltr / rtl: one page at a time, turned left-to-right or right-to-left. */
export const READER_MODES = ['webtoon', 'ltr', 'rtl'] as const;
export type ReaderMode = (typeof READER_MODES)[number];

/** Pages decoded ahead of the one on screen. Four covers a fast reader on a slow phone network. */
export const PRELOAD_DEFAULT = 4;
export const PRELOAD_MAX = 10;

const fallback = <T extends v.GenericSchema>(schema: T, value: v.InferOutput<T>) => v.fallback(schema, value);

export const DEFAULT_READER_SETTINGS = {
  mode: 'webtoon' as ReaderMode,
  tapLayout: 'lshape' as TapLayout,
  tapInvert: 'none' as TapInversion,
  fit: 'screen' as PageFit,
  brightness: 1,
  preload: PRELOAD_DEFAULT,
  /** The pages' colour (colour/page-filter.ts). */
  tint: 'none' as PageTint,
  pageBrightness: 1,
  contrast: 1,
  /** Trim the uniform white or black margins of pages (crop/). */
  crop: false,
  /** Paged mode on a wide screen: two pages side by side (paged/spreads.ts), the first one alone. */
  spreads: true,
  coverAlone: true,
};
export type ReaderSettings = typeof DEFAULT_READER_SETTINGS;

const d = DEFAULT_READER_SETTINGS;
const pageLevel = (value: number) =>
  fallback(v.pipe(v.number(), v.minValue(PAGE_LEVEL_MIN), v.maxValue(PAGE_LEVEL_MAX)), value);
const Fields = v.object({
  mode: fallback(v.picklist(READER_MODES), d.mode),
  tapLayout: fallback(v.picklist(TAP_LAYOUTS), d.tapLayout),
  tapInvert: fallback(v.picklist(TAP_INVERSIONS), d.tapInvert),
  fit: fallback(v.picklist(PAGE_FITS), d.fit),
  brightness: brightnessField(d.brightness),
  preload: fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PRELOAD_MAX)), d.preload),
  tint: fallback(v.picklist(PAGE_TINTS), d.tint),
  pageBrightness: pageLevel(d.pageBrightness),
  contrast: pageLevel(d.contrast),
  crop: fallback(v.boolean(), d.crop),
  spreads: fallback(v.boolean(), d.spreads),
  coverAlone: fallback(v.boolean(), d.coverAlone),
});

/** Whatever was stored (or nothing) → complete, valid settings. */
export const ReaderSettingsSchema = v.fallback(Fields, () => ({ ...DEFAULT_READER_SETTINGS }));

const kept = keptSettings(LOCAL_KEYS.readerSettings, ReaderSettingsSchema);
export const readerSettings = kept.store;
export const parseReaderSettings = kept.parse;
export const setReaderSetting = kept.set;
