/**
 * 我的下载 (/personal/downloads): storage used and the "delete after read" choice on top, then the
 * downloads grouped by work, each chapter (or episode, with its size) with its state and progress,
 * paused and resumed one by one, by work or all at once, cancelled while unfinished; in edit mode
 * chapters are selected and deleted. Everything shown comes from the worker's records
 * (downloads.state.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import type { DownloadRecord } from '../../core/offline/downloads';
import { formatBytes, groupByWork, totals } from '../../offline/download-groups';
import { UNSUPPORTED_TEXT } from '../../offline/download-labels';
import {
  downloadsSupported,
  pauseDownloads,
  removeDownloads,
  resumeDownloads,
  useDownloads,
} from '../../offline/downloads.client';
import { buttonClass } from '../../ui/Button';
import { EditBar } from '../../ui/EditBar';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { Skeleton } from '../../ui/Skeleton';
import { DownloadList } from './DownloadList';
import type { RowActions } from './DownloadRow';
import styles from './DownloadsScreen.module.css';
import { StoragePanel } from './StoragePanel';
import { useDownloadSelection } from './useDownloadSelection';

function DownloadsSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="downloads-skeleton">
      <Skeleton style={{ height: 148, borderRadius: 12 }} />
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonGroup}>
          <div className={styles.skeletonHead}>
            <Skeleton style={{ width: 48, aspectRatio: '3 / 4', borderRadius: 6 }} />
            <div className={styles.skeletonLines}>
              <Skeleton style={{ height: 16, width: '60%' }} />
              <Skeleton style={{ height: 12, width: '35%' }} />
            </div>
          </div>
          <Skeleton style={{ height: 14, width: '70%' }} />
          <Skeleton style={{ height: 14, width: '55%' }} />
        </div>
      ))}
    </div>
  );
}

export function DownloadsScreen() {
  const { t, i18n } = useLingui();
  const { loaded, records } = useDownloads();
  const groups = useMemo(() => groupByWork(Object.values(records) as DownloadRecord[]), [records]);
  const sum = totals(groups);
  const selection = useDownloadSelection(records, groups);
  const { editing, selected } = selection;

  const actions: RowActions = useMemo(
    () => ({
      pause: (keys) => void pauseDownloads(keys),
      resume: (keys) => void resumeDownloads(keys),
      remove: (keys) => void removeDownloads(keys),
    }),
    [],
  );

  const canEdit = groups.length > 0;
  const header = (
    <ScreenHeader title={t`我的下载`}>
      {canEdit || editing ? (
        <button
          type="button"
          className={editing ? `${styles.edit} ${styles.done}` : styles.edit}
          onClick={() => selection.edit(!editing)}
          data-testid="downloads-edit"
        >
          {editing ? <Trans>完成</Trans> : <Trans>编辑</Trans>}
        </button>
      ) : undefined}
    </ScreenHeader>
  );

  let body: ReactNode;
  if (!downloadsSupported()) {
    body = (
      <EmptyState icon="wifiOff" title={<Trans>无法使用下载</Trans>}>
        {i18n._(UNSUPPORTED_TEXT)}
      </EmptyState>
    );
  } else if (!loaded) {
    body = <DownloadsSkeleton />;
  } else {
    body = (
      <>
        <StoragePanel bytes={sum.bytes} />
        {groups.length === 0 ? (
          <EmptyState
            icon="download"
            title={<Trans>还没有下载</Trans>}
            action={
              <Link to="/" className={buttonClass()}>
                <Trans>去首页逛逛</Trans>
              </Link>
            }
          >
            <Trans>在漫画详情、目录或视频选集里点「下载」，下载好的章节和剧集没有网络也能看。</Trans>
          </EmptyState>
        ) : (
          <DownloadList
            groups={groups}
            sum={sum}
            actions={actions}
            editing={editing}
            selected={selected}
            onSelect={selection.select}
            onSelectMany={selection.selectMany}
          />
        )}
      </>
    );
  }

  return (
    <div className={editing ? `${styles.page} ${styles.editing}` : styles.page} data-testid="downloads">
      {header}
      {body}
      {editing && (
        <EditBar
          all={selection.allSelected}
          onSelectAll={selection.selectAll}
          disabled={selected.size === 0}
          onAction={() => void selection.removeSelected()}
          action={
            <>
              <Icon name="trash" size={16} />
              {selected.size > 0 ? (
                <Trans>
                  删除 ({selected.size}) · {formatBytes(selection.selectedBytes)}
                </Trans>
              ) : (
                <Trans>删除</Trans>
              )}
            </>
          }
          testId="downloads-edit-bar"
          actionTestId="downloads-remove"
        />
      )}
    </div>
  );
}
