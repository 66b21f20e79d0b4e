/**
 * The comic reader's settings inside its menu: reading mode, fit, tap zones and their inversion,
 * two-page spreads, cropped borders, brightness, the pages' colour, how many pages to preload and
 * 省流量 (smaller pages). Every change applies at once
 * and is kept on the device.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { TapInversion, TapLayout } from '../../reading/reader-kit/input/tap-zones';
import type { PageFit } from '../../reading/reader-kit/input/zoom';
import styles from '../../reading/reader-kit/ReaderChrome.module.css';
import {
  BrightnessSetting,
  SettingChoices,
  SettingRange,
  SettingStepper,
  SettingsPanel,
} from '../../reading/reader-kit/SettingsPanel';
import { dataSaver, setDataSaver } from '../../state/page-images.state';
import { Switch } from '../../ui/Switch';
import { PAGE_LEVEL_MAX, PAGE_LEVEL_MIN, type PageTint } from './colour/page-filter';
import { PRELOAD_MAX, type ReaderMode, readerSettings, setReaderSetting } from './reader-settings.state';

export function ReaderSettingsPanel({ onTapZonesChanged }: { onTapZonesChanged: () => void }) {
  const { i18n } = useLingui();
  const settings = useSnapshot(readerSettings);
  const saver = useSnapshot(dataSaver);

  const modes: { value: ReaderMode; label: string }[] = [
    { value: 'webtoon', label: i18n._(msg`条漫`) },
    { value: 'ltr', label: i18n._(msg`从左到右`) },
    { value: 'rtl', label: i18n._(msg`从右到左`) },
  ];
  const fits: { value: PageFit; label: string }[] = [
    { value: 'screen', label: i18n._(msg`适应屏幕`) },
    { value: 'width', label: i18n._(msg`适应宽度`) },
  ];
  const layouts: { value: TapLayout; label: string }[] = [
    { value: 'lshape', label: i18n._(msg`L 形`) },
    { value: 'kindle', label: i18n._(msg`Kindle 式`) },
    { value: 'edge', label: i18n._(msg`两侧`) },
    { value: 'sides', label: i18n._(msg`左右`) },
    { value: 'off', label: i18n._(msg`关闭`) },
  ];
  const inversions: { value: TapInversion; label: string }[] = [
    { value: 'none', label: i18n._(msg`不反转`) },
    { value: 'horizontal', label: i18n._(msg`左右反转`) },
    { value: 'vertical', label: i18n._(msg`上下反转`) },
    { value: 'both', label: i18n._(msg`全部反转`) },
  ];

  const tints: { value: PageTint; label: string }[] = [
    { value: 'none', label: i18n._(msg`原色`) },
    { value: 'grey', label: i18n._(msg`黑白`) },
    { value: 'sepia', label: i18n._(msg`暖色`) },
    { value: 'night', label: i18n._(msg`夜间反色`) },
  ];

  return (
    <SettingsPanel testId="reader-settings">
      <SettingChoices
        testId="setting-mode"
        label={i18n._(msg`阅读模式`)}
        value={settings.mode}
        options={modes}
        onChange={(mode) => setReaderSetting('mode', mode)}
      />
      <SettingChoices
        testId="setting-fit"
        label={settings.mode === 'webtoon' ? i18n._(msg`页面适配（翻页模式）`) : i18n._(msg`页面适配`)}
        value={settings.fit}
        options={fits}
        onChange={(fit) => setReaderSetting('fit', fit)}
      />
      <SettingChoices
        testId="setting-tap-layout"
        label={i18n._(msg`点击区域`)}
        value={settings.tapLayout}
        options={layouts}
        onChange={(layout) => {
          setReaderSetting('tapLayout', layout);
          onTapZonesChanged();
        }}
      />
      <SettingChoices
        testId="setting-tap-invert"
        label={i18n._(msg`反转点击区域`)}
        value={settings.tapInvert}
        options={inversions}
        onChange={(invert) => {
          setReaderSetting('tapInvert', invert);
          onTapZonesChanged();
        }}
      />
      {settings.mode !== 'webtoon' && (
        <>
          <Switch
            className={styles.switch}
            label={<Trans>双页显示</Trans>}
            hint={<Trans>横屏或宽屏时两页并排</Trans>}
            checked={settings.spreads}
            onChange={(on) => setReaderSetting('spreads', on)}
            testId="setting-spreads"
          />
          {settings.spreads && (
            <Switch
              className={styles.switch}
              label={<Trans>封面单独显示</Trans>}
              checked={settings.coverAlone}
              onChange={(on) => setReaderSetting('coverAlone', on)}
              testId="setting-cover-alone"
            />
          )}
        </>
      )}
      <Switch
        className={styles.switch}
        label={<Trans>裁剪白边</Trans>}
        hint={<Trans>去掉页面四周的白边或黑边</Trans>}
        checked={settings.crop}
        onChange={(on) => setReaderSetting('crop', on)}
        testId="setting-crop"
      />
      <BrightnessSetting value={settings.brightness} onChange={(value) => setReaderSetting('brightness', value)} />
      <SettingChoices
        testId="setting-tint"
        label={i18n._(msg`页面色彩`)}
        value={settings.tint}
        options={tints}
        onChange={(tint) => setReaderSetting('tint', tint)}
      />
      <SettingRange
        label={<Trans>页面亮度</Trans>}
        value={settings.pageBrightness}
        min={PAGE_LEVEL_MIN}
        max={PAGE_LEVEL_MAX}
        onChange={(value) => setReaderSetting('pageBrightness', value)}
        testId="setting-page-brightness"
      />
      <SettingRange
        label={<Trans>对比度</Trans>}
        value={settings.contrast}
        min={PAGE_LEVEL_MIN}
        max={PAGE_LEVEL_MAX}
        onChange={(value) => setReaderSetting('contrast', value)}
        testId="setting-contrast"
      />
      <SettingStepper
        label={<Trans>预加载</Trans>}
        value={<Trans>{settings.preload} 页</Trans>}
        valueTestId="preload-value"
        less={{
          text: '−',
          label: i18n._(msg`少预加载一页`),
          disabled: settings.preload <= 0,
          onClick: () => setReaderSetting('preload', settings.preload - 1),
        }}
        more={{
          text: '+',
          label: i18n._(msg`多预加载一页`),
          disabled: settings.preload >= PRELOAD_MAX,
          onClick: () => setReaderSetting('preload', settings.preload + 1),
        }}
      />
      <Switch
        className={styles.switch}
        label={<Trans>省流量</Trans>}
        hint={<Trans>加载较小的图片，清晰度略低</Trans>}
        checked={saver.on}
        onChange={setDataSaver}
        testId="setting-data-saver"
      />
    </SettingsPanel>
  );
}
