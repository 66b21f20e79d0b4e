/**
 * The downloads, grouped by work: how many are done and running (with pause / resume for all), a
 * note while the network is gone, then each work's chapters.
 */
import { Trans } from '@lingui/react/macro';
import type { DownloadTotals, WorkDownloads } from '../../offline/download-groups';
import { app } from '../../state/app';
import { Icon } from '../../ui/Icon';
import { useStoreValue } from '../../ui/useStoreValue';
import { DownloadGroup, PauseResume } from './DownloadGroup';
import styles from './DownloadList.module.css';
import type { RowActions } from './DownloadRow';

export function DownloadList({
  groups,
  sum,
  actions,
  editing,
  selected,
  onSelect,
  onSelectMany,
}: {
  groups: readonly WorkDownloads[];
  sum: DownloadTotals;
  actions: RowActions;
  editing: boolean;
  selected: ReadonlySet<string>;
  onSelect: (key: string) => void;
  onSelectMany: (keys: string[], on: boolean) => void;
}) {
  const online = useStoreValue(app, (s) => s.online);
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid="downloads-count">
          {sum.running > 0 ? (
            <Trans>
              {sum.ready}/{sum.chapters} 已完成 · {sum.running} 下载中
            </Trans>
          ) : (
            <Trans>
              {sum.ready}/{sum.chapters} 已完成
            </Trans>
          )}
        </span>
        {!editing && (sum.running > 0 || sum.stopped > 0) && (
          <PauseResume
            running={sum.running > 0}
            onPause={() => actions.pause(groups.flatMap((g) => g.running))}
            onResume={() => actions.resume([])}
            all
          />
        )}
      </div>
      {!online && sum.running > 0 && (
        <p className={styles.offline} role="status">
          <Icon name="wifiOff" size={16} />
          <Trans>网络已断开，恢复后自动继续下载</Trans>
        </p>
      )}
      {groups.map((group) => (
        <DownloadGroup
          key={group.id}
          group={group}
          editing={editing}
          selected={selected}
          onSelect={onSelect}
          onSelectMany={onSelectMany}
          actions={actions}
        />
      ))}
    </>
  );
}
