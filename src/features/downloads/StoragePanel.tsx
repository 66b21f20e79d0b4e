/**
 * The downloads screen's top card: room taken by downloads against what the browser says of this
 * site's usage and quota (as a bar), whether the storage is kept (persist), and the "delete after
 * read" choice.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { downloadSettings, setDeleteAfterRead } from '../../offline/delete-after-read.state';
import { formatBytes } from '../../offline/download-groups';
import { type StorageEstimateFigures, storageEstimate } from '../../offline/downloads.client';
import { Icon } from '../../ui/Icon';
import { Switch } from '../../ui/Switch';
import { useEffectOn } from '../../ui/useEffectOn';
import styles from './StoragePanel.module.css';

/** Estimates follow the downloads' size, at most this often. */
const ESTIMATE_EVERY_MS = 1000;

/** A share of the bar, never thinner than a hairline when it is not nothing. */
const share = (part: number, whole: number) => (part <= 0 ? '0%' : `max(3px, ${Math.min(100, (part / whole) * 100)}%)`);

export function StoragePanel({ bytes }: { bytes: number }) {
  const { deleteAfterRead } = useSnapshot(downloadSettings);
  const [estimate, setEstimate] = useState<StorageEstimateFigures | null | undefined>(undefined);

  // A new size is the reason to ask again.
  useEffectOn([bytes], () => {
    let live = true;
    const timer = setTimeout(
      () => void storageEstimate().then((figures) => live && setEstimate(figures)),
      estimate === undefined ? 0 : ESTIMATE_EVERY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  });

  const other = estimate ? Math.max(0, estimate.usage - bytes) : 0;
  const free = estimate ? Math.max(0, estimate.quota - Math.max(estimate.usage, bytes)) : 0;

  return (
    <section className={styles.storage} aria-labelledby="storage-heading" data-testid="storage-panel">
      <header className={styles.storageHead}>
        <h2 id="storage-heading" className={styles.storageTitle}>
          <Trans>存储空间</Trans>
        </h2>
        {estimate && (
          <span className={styles.device} data-testid="storage-device">
            <Trans>
              本站已用 {formatBytes(estimate.usage)} / 可用 {formatBytes(estimate.quota)}
            </Trans>
          </span>
        )}
      </header>
      <p className={styles.used}>
        <strong data-testid="storage-downloads">{formatBytes(bytes)}</strong>
        <span>
          <Trans>下载占用</Trans>
        </span>
      </p>
      {estimate && (
        <>
          <div className={styles.meter} aria-hidden="true">
            <span className={styles.meterMine} style={{ width: share(bytes, estimate.quota) }} />
            <span className={styles.meterOther} style={{ width: share(other, estimate.quota) }} />
          </div>
          <ul className={styles.legend}>
            <li>
              <i className={styles.keyMine} />
              <Trans>下载</Trans> {formatBytes(bytes)}
            </li>
            <li>
              <i className={styles.keyOther} />
              <Trans>其他数据</Trans> {formatBytes(other)}
            </li>
            <li>
              <i className={styles.keyFree} />
              <Trans>剩余</Trans> {formatBytes(free)}
            </li>
          </ul>
          <p className={styles.persist}>
            {estimate.persisted ? (
              <>
                <Icon name="lock" size={13} />
                <Trans>已开启持久存储，下载内容不会被浏览器自动清理</Trans>
              </>
            ) : (
              <Trans>存储空间紧张时，浏览器可能清理下载内容</Trans>
            )}
          </p>
        </>
      )}
      <Switch
        className={styles.autoDelete}
        label={<Trans>读完自动删除</Trans>}
        hint={<Trans>读到章节最后一页后，离开该章时删除它的下载</Trans>}
        checked={deleteAfterRead}
        onChange={setDeleteAfterRead}
        testId="delete-after-read"
      />
    </section>
  );
}
