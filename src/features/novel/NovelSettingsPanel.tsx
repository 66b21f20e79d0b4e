/**
 * The novel reader's settings in its menu: type size, line height, margins, theme, typeface,
 * mode, page-turn animation and brightness. Every change applies at once, keeps the reader on the
 * same sentence, and is kept on the device.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { BrightnessSetting } from '../../reading/reader-kit/BrightnessSetting';
import menu from '../../reading/reader-kit/ReaderChrome.module.css';
import { SETTING_LOOK } from '../../reading/reader-kit/setting-look';
import { Choices } from '../../ui/Choices';
import styles from './NovelReader.module.css';
import {
  BRIGHTNESS_MIN,
  FONT_SIZES,
  LINE_HEIGHTS,
  MARGINS,
  NOVEL_THEMES,
  type NovelFont,
  type NovelMode,
  type NovelTheme,
  novelSettings,
  setNovelSetting,
  stepIn,
  type TurnAnimation,
} from './novel-settings.state';

export function NovelSettingsPanel() {
  const { i18n } = useLingui();
  const s = useSnapshot(novelSettings);
  const themeNames: Record<NovelTheme, string> = {
    white: i18n._(msg`白色`),
    sepia: i18n._(msg`羊皮纸`),
    green: i18n._(msg`护眼绿`),
    dark: i18n._(msg`夜间`),
  };
  const modes: { value: NovelMode; label: string }[] = [
    { value: 'paged', label: i18n._(msg`翻页`) },
    { value: 'scroll', label: i18n._(msg`滚动`) },
  ];
  const fonts: { value: NovelFont; label: string }[] = [
    { value: 'sans', label: i18n._(msg`黑体`) },
    { value: 'serif', label: i18n._(msg`宋体`) },
  ];
  const animations: { value: TurnAnimation; label: string }[] = [
    { value: 'slide', label: i18n._(msg`滑动`) },
    { value: 'none', label: i18n._(msg`无动画`) },
  ];
  const spacing = (values: readonly number[], labels: string[]) =>
    values.map((value, i) => ({ value: String(value), label: labels[i] ?? String(value) }));

  return (
    <div className={menu.settings} data-testid="novel-settings">
      <fieldset className={menu.stepper} data-testid="setting-font-size">
        <legend className={menu.settingLabel}>
          <Trans>字号</Trans>
        </legend>
        <button
          type="button"
          className={menu.step}
          disabled={s.fontSize <= FONT_SIZES[0]}
          onClick={() => setNovelSetting('fontSize', stepIn(FONT_SIZES, s.fontSize, -1))}
          aria-label={i18n._(msg`缩小字号`)}
          data-testid="font-smaller"
        >
          A−
        </button>
        <output className={menu.value} data-testid="font-size-value">
          {s.fontSize}
        </output>
        <button
          type="button"
          className={menu.step}
          disabled={s.fontSize >= (FONT_SIZES.at(-1) ?? 0)}
          onClick={() => setNovelSetting('fontSize', stepIn(FONT_SIZES, s.fontSize, 1))}
          aria-label={i18n._(msg`放大字号`)}
          data-testid="font-bigger"
        >
          A+
        </button>
      </fieldset>
      <Choices
        as="radios"
        look={SETTING_LOOK}
        testId="setting-line-height"
        label={i18n._(msg`行距`)}
        value={String(s.lineHeight)}
        options={spacing(LINE_HEIGHTS, [i18n._(msg`紧凑`), i18n._(msg`适中`), i18n._(msg`宽松`), i18n._(msg`很宽`)])}
        onChange={(value) => setNovelSetting('lineHeight', Number(value))}
      />
      <Choices
        as="radios"
        look={SETTING_LOOK}
        testId="setting-margin"
        label={i18n._(msg`页边距`)}
        value={String(s.margin)}
        options={spacing(MARGINS, [i18n._(msg`窄`), i18n._(msg`中`), i18n._(msg`宽`)])}
        onChange={(value) => setNovelSetting('margin', Number(value))}
      />
      <fieldset className={menu.choice} data-testid="setting-theme">
        <legend className={menu.settingLabel}>
          <Trans>背景</Trans>
        </legend>
        <div className={styles.swatches}>
          {NOVEL_THEMES.map((theme) => (
            <label key={theme} className={styles.swatch} data-theme={theme} data-on={s.theme === theme || undefined}>
              <input
                type="radio"
                name="novel-theme"
                className="visually-hidden"
                checked={s.theme === theme}
                onChange={() => setNovelSetting('theme', theme)}
              />
              <span>{themeNames[theme]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Choices
        as="radios"
        look={SETTING_LOOK}
        testId="setting-font"
        label={i18n._(msg`字体`)}
        value={s.font}
        options={fonts}
        onChange={(font) => setNovelSetting('font', font)}
      />
      <Choices
        as="radios"
        look={SETTING_LOOK}
        testId="setting-mode"
        label={i18n._(msg`阅读模式`)}
        value={s.mode}
        options={modes}
        onChange={(mode) => setNovelSetting('mode', mode)}
      />
      <Choices
        as="radios"
        look={SETTING_LOOK}
        testId="setting-animation"
        label={i18n._(msg`翻页动画`)}
        value={s.animation}
        options={animations}
        onChange={(animation) => setNovelSetting('animation', animation)}
      />
      <BrightnessSetting
        value={s.brightness}
        min={BRIGHTNESS_MIN}
        onChange={(value) => setNovelSetting('brightness', value)}
      />
    </div>
  );
}
