/** The novel reader's choices, kept on the device (LOCAL_KEYS.novelSettings), each field validated on its own. */
import * as v from 'valibot';
import { LOCAL_KEYS } from '../../core/storage-keys';
import { brightnessField, keptSettings } from '../../reading/reader-kit/kept-settings';

/** paged: one screen at a time, turned sideways; scroll: one continuous column. */
export const NOVEL_MODES = ['paged', 'scroll'] as const;
export type NovelMode = (typeof NOVEL_MODES)[number];

/** Type sizes in CSS px: eight steps from small print to large print. */
export const FONT_SIZES = [14, 16, 18, 20, 22, 24, 27, 30] as const;
export const LINE_HEIGHTS = [1.5, 1.75, 2, 2.25] as const;
/** Side margins in CSS px. */
export const MARGINS = [12, 20, 32] as const;
export const NOVEL_THEMES = ['white', 'sepia', 'green', 'dark'] as const;
export type NovelTheme = (typeof NOVEL_THEMES)[number];
/** System fonts only: nothing is downloaded to read. */
export const NOVEL_FONTS = ['sans', 'serif'] as const;
export type NovelFont = (typeof NOVEL_FONTS)[number];
export const TURN_ANIMATIONS = ['slide', 'none'] as const;
export type TurnAnimation = (typeof TURN_ANIMATIONS)[number];

export const SPEECH_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export const DEFAULT_NOVEL_SETTINGS = {
  mode: 'paged' as NovelMode,
  fontSize: 18 as number,
  lineHeight: 1.75 as number,
  margin: 20 as number,
  theme: 'white' as NovelTheme,
  font: 'sans' as NovelFont,
  animation: 'slide' as TurnAnimation,
  brightness: 1,
  speechRate: 1 as number,
};
export type NovelSettings = typeof DEFAULT_NOVEL_SETTINGS;

const d = DEFAULT_NOVEL_SETTINGS;
const oneOf = <T extends number>(values: readonly T[], fallback: number) =>
  v.fallback(
    v.pipe(
      v.number(),
      v.check((n) => (values as readonly number[]).includes(n)),
    ),
    fallback,
  );

const Fields = v.object({
  mode: v.fallback(v.picklist(NOVEL_MODES), d.mode),
  fontSize: oneOf(FONT_SIZES, d.fontSize),
  lineHeight: oneOf(LINE_HEIGHTS, d.lineHeight),
  margin: oneOf(MARGINS, d.margin),
  theme: v.fallback(v.picklist(NOVEL_THEMES), d.theme),
  font: v.fallback(v.picklist(NOVEL_FONTS), d.font),
  animation: v.fallback(v.picklist(TURN_ANIMATIONS), d.animation),
  brightness: brightnessField(d.brightness),
  speechRate: oneOf(SPEECH_RATES, d.speechRate),
});

export const NovelSettingsSchema = v.fallback(Fields, () => ({ ...DEFAULT_NOVEL_SETTINGS }));

const kept = keptSettings(LOCAL_KEYS.novelSettings, NovelSettingsSchema);
export const novelSettings = kept.store;
export const parseNovelSettings = kept.parse;
export const setNovelSetting = kept.set;
