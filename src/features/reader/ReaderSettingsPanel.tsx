/**
 * The comic reader's settings inside its menu: reading mode, fit, tap zones and their inversion,
 * brightness, how many pages to preload and 省流量 (smaller pages). Every change applies at once
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
  SettingStepper,
  SettingsPanel,
} from '../../reading/reader-kit/SettingsPanel';
import { dataSaver, setDataSaver } from '../../state/page-images.state';
import { Switch } from '../../ui/Switch';
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
      <BrightnessSetting value={settings.brightness} onChange={(value) => setReaderSetting('brightness', value)} />
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
