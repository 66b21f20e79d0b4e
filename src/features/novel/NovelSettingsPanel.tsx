/**
 * The novel reader's settings in its menu: type size, line height, margins, theme, typeface,
 * mode, page-turn animation and brightness. Every change applies at once, keeps the reader on the
 * same sentence, and is kept on the device.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { stepIn } from '../../reading/reader-kit/kept-settings';
import menu from '../../reading/reader-kit/ReaderChrome.module.css';
import {
  BrightnessSetting,
  SettingChoices,
  SettingStepper,
  SettingsPanel,
} from '../../reading/reader-kit/SettingsPanel';
import styles from './NovelSettingsPanel.module.css';
import {
  FONT_SIZES,
  LINE_HEIGHTS,
  MARGINS,
  NOVEL_THEMES,
  type NovelFont,
  type NovelMode,
  type NovelTheme,
  novelSettings,
  setNovelSetting,
  type TurnAnimation,
} from './novel-settings.state';

export function NovelSettingsPanel() {
  const { i18n } = useLingui();
  const s = useSnapshot(novelSettings);
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
    <SettingsPanel testId="novel-settings">
      <SettingStepper
        testId="setting-font-size"
        label={<Trans>字号</Trans>}
        value={s.fontSize}
        valueTestId="font-size-value"
        less={{
          text: 'A−',
          label: i18n._(msg`缩小字号`),
          disabled: s.fontSize <= FONT_SIZES[0],
          onClick: () => setNovelSetting('fontSize', stepIn(FONT_SIZES, s.fontSize, -1)),
          testId: 'font-smaller',
        }}
        more={{
          text: 'A+',
          label: i18n._(msg`放大字号`),
          disabled: s.fontSize >= (FONT_SIZES.at(-1) ?? 0),
          onClick: () => setNovelSetting('fontSize', stepIn(FONT_SIZES, s.fontSize, 1)),
          testId: 'font-bigger',
        }}
      />
      <SettingChoices
        testId="setting-line-height"
        label={i18n._(msg`行距`)}
        value={String(s.lineHeight)}
        options={spacing(LINE_HEIGHTS, [i18n._(msg`紧凑`), i18n._(msg`适中`), i18n._(msg`宽松`), i18n._(msg`很宽`)])}
        onChange={(value) => setNovelSetting('lineHeight', Number(value))}
      />
      <SettingChoices
        testId="setting-margin"
        label={i18n._(msg`页边距`)}
        value={String(s.margin)}
        options={spacing(MARGINS, [i18n._(msg`窄`), i18n._(msg`中`), i18n._(msg`宽`)])}
        onChange={(value) => setNovelSetting('margin', Number(value))}
      />
      <ThemeSwatches theme={s.theme} />
      <SettingChoices
        testId="setting-font"
        label={i18n._(msg`字体`)}
        value={s.font}
        options={fonts}
        onChange={(font) => setNovelSetting('font', font)}
      />
      <SettingChoices
        testId="setting-mode"
        label={i18n._(msg`阅读模式`)}
        value={s.mode}
        options={modes}
        onChange={(mode) => setNovelSetting('mode', mode)}
      />
      <SettingChoices
        testId="setting-animation"
        label={i18n._(msg`翻页动画`)}
        value={s.animation}
        options={animations}
        onChange={(animation) => setNovelSetting('animation', animation)}
      />
      <BrightnessSetting value={s.brightness} onChange={(value) => setNovelSetting('brightness', value)} />
    </SettingsPanel>
  );
}

/** The paper: each choice drawn in its own colours. */
function ThemeSwatches({ theme }: { theme: NovelTheme }) {
  const { i18n } = useLingui();
  const themeNames: Record<NovelTheme, string> = {
    white: i18n._(msg`白色`),
    sepia: i18n._(msg`羊皮纸`),
    green: i18n._(msg`护眼绿`),
    dark: i18n._(msg`夜间`),
  };
  return (
    <fieldset className={menu.choice} data-testid="setting-theme">
      <legend className={menu.settingLabel}>
        <Trans>背景</Trans>
      </legend>
      <div className={styles.swatches}>
        {NOVEL_THEMES.map((option) => (
          <label key={option} className={styles.swatch} data-theme={option} data-on={theme === option || undefined}>
            <input
              type="radio"
              name="novel-theme"
              className="visually-hidden"
              checked={theme === option}
              onChange={() => setNovelSetting('theme', option)}
            />
            <span>{themeNames[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
