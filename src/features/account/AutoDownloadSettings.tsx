/**
 * 设置's downloads group: whether new chapters of favourites download by themselves (the default a
 * favourite's own switch overrides), and Wi-Fi only — offered only where the browser tells the
 * connection's type, since elsewhere it could not be kept to.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  autoDownload,
  connectionTypeKnown,
  loadAutoDownload,
  setAutoDownloadDefault,
  setWifiOnly,
} from '../../offline/auto-download.state';
import { CellGroup } from '../../ui/Cell';
import { Switch } from '../../ui/Switch';
import styles from './PersonalScreen.module.css';

export function AutoDownloadSettings() {
  const choices = useSnapshot(autoDownload);
  useEffect(() => {
    void loadAutoDownload();
  }, []);
  return (
    <CellGroup title={<Trans>下载</Trans>}>
      <Switch
        className={styles.switchCell}
        label={<Trans>自动下载新章节</Trans>}
        hint={
          <Trans>
            收藏的作品有新章节时自动下载免费、限免、已购或 VIP 可看的章节；每部作品也可在「我的收藏」里单独开关
          </Trans>
        }
        checked={choices.byDefault}
        onChange={(on) => void setAutoDownloadDefault(on)}
        testId="setting-auto-download"
      />
      {connectionTypeKnown() && (
        <Switch
          className={styles.switchCell}
          label={<Trans>仅在 Wi-Fi 下自动下载</Trans>}
          checked={choices.wifiOnly}
          onChange={(on) => void setWifiOnly(on)}
          testId="setting-auto-download-wifi"
        />
      )}
    </CellGroup>
  );
}
