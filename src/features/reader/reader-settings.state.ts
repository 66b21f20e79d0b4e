/**
 * The comic reader's choices, kept on the device (LOCAL_KEYS.readerSettings) and validated on
 * read: each field falls back to its default on its own, so one bad or missing value (an older
 * app version, a hand edit) does not throw away the others.
 */
import * as v from 'valibot';
import { proxy, subscribe } from 'valtio';
import { LOCAL_KEYS } from '../../core/storage-keys';
import { readJson, writeJson } from '../../storage/local';

/** webtoon: one vertical strip; ltr / rtl: one page at a time, turned left-to-right or right-to-left. */
export const READER_MODES = ['webtoon', 'ltr', 'rtl'] as const;
export type ReaderMode = (typeof READER_MODES)[number];

/** Tap-zone layouts (see tap-zones.ts); `off` leaves the whole page to the menu. */
export const TAP_LAYOUTS = ['lshape', 'kindle', 'edge', 'sides', 'off'] as const;
export type TapLayout = (typeof TAP_LAYOUTS)[number];

export const TAP_INVERSIONS = ['none', 'horizontal', 'vertical', 'both'] as const;
export type TapInversion = (typeof TAP_INVERSIONS)[number];

/** Paged mode: a page as wide as the screen (tall pages pan), or the whole page on screen. */
export const PAGE_FITS = ['screen', 'width'] as const;
export type PageFit = (typeof PAGE_FITS)[number];

/** Pages decoded ahead of the one on screen. Four covers a fast reader on a slow phone network. */
export const PRELOAD_DEFAULT = 4;
export const PRELOAD_MAX = 10;
/** Below this the dimmer makes pages unreadable. */
export const BRIGHTNESS_MIN = 0.2;

const fallback = <T extends v.GenericSchema>(schema: T, value: v.InferOutput<T>) => v.fallback(schema, value);

export const DEFAULT_READER_SETTINGS = {
  mode: 'webtoon' as ReaderMode,
  tapLayout: 'lshape' as TapLayout,
  tapInvert: 'none' as TapInversion,
  fit: 'screen' as PageFit,
  brightness: 1,
  preload: PRELOAD_DEFAULT,
};
export type ReaderSettings = typeof DEFAULT_READER_SETTINGS;

const d = DEFAULT_READER_SETTINGS;
const Fields = v.object({
  mode: fallback(v.picklist(READER_MODES), d.mode),
  tapLayout: fallback(v.picklist(TAP_LAYOUTS), d.tapLayout),
  tapInvert: fallback(v.picklist(TAP_INVERSIONS), d.tapInvert),
  fit: fallback(v.picklist(PAGE_FITS), d.fit),
  brightness: fallback(v.pipe(v.number(), v.minValue(BRIGHTNESS_MIN), v.maxValue(1)), d.brightness),
  preload: fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PRELOAD_MAX)), d.preload),
});

/** Whatever was stored (or nothing) → complete, valid settings. */
export const ReaderSettingsSchema = v.fallback(Fields, () => ({ ...DEFAULT_READER_SETTINGS }));

export function parseReaderSettings(raw: unknown): ReaderSettings {
  return v.parse(ReaderSettingsSchema, raw);
}

export const readerSettings = proxy<ReaderSettings>(
  parseReaderSettings(readJson(LOCAL_KEYS.readerSettings, ReaderSettingsSchema) ?? undefined),
);

subscribe(readerSettings, () => {
  writeJson(LOCAL_KEYS.readerSettings, { ...readerSettings });
});

export function setReaderSetting<K extends keyof ReaderSettings>(key: K, value: ReaderSettings[K]): void {
  readerSettings[key] = parseReaderSettings({ ...readerSettings, [key]: value })[key];
}
