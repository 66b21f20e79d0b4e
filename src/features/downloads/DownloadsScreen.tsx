/**
 * 我的下载 (/personal/downloads): storage used and the "delete after read" choice on top, then the
 * downloads grouped by work, each chapter (or episode, with its size) with its state and progress,
 * paused and resumed one by one, by work or all at once, cancelled while unfinished; in edit mode
 * chapters are selected and deleted. Everything shown comes from the worker's records
 * (downloads.state.ts).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
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
import { app } from '../../state/app';
import { showToast } from '../../state/toast';
import { buttonClass } from '../../ui/Button';
import { EditBar } from '../../ui/EditBar';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { Skeleton } from '../../ui/Skeleton';
import { DownloadGroup, PauseResume } from './DownloadGroup';
import type { RowActions } from './DownloadRow';
import styles from './Downloads.module.css';
import { StoragePanel } from './StoragePanel';

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
  const { online } = useSnapshot(app);
  const groups = useMemo(() => groupByWork(Object.values(records) as DownloadRecord[]), [records]);
  const sum = totals(groups);
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  // What was picked and has gone since (finished elsewhere, deleted by another tab) is not picked.
  const selected = useMemo(() => new Set([...picked].filter((key) => key in records)), [picked, records]);
  const allKeys = groups.flatMap((group) => group.keys);
  const allSelected = allKeys.length > 0 && selected.size === allKeys.length;
  const selectedBytes = groups
    .flatMap((group) => group.records)
    .filter((record) => selected.has(`${record.kind}:${record.chapter.id}`))
    .reduce((bytes, record) => bytes + record.bytes, 0);

  const edit = (on: boolean) => {
    setEditing(on);
    setPicked(new Set());
  };
  const select = useCallback((key: string) => {
    setPicked((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const selectMany = useCallback((keys: string[], on: boolean) => {
    setPicked((old) => {
      const next = new Set(old);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);

  const actions: RowActions = useMemo(
    () => ({
      pause: (keys) => void pauseDownloads(keys),
      resume: (keys) => void resumeDownloads(keys),
      remove: (keys) => void removeDownloads(keys),
    }),
    [],
  );

  const removeSelected = async () => {
    const keys = [...selected];
    if (keys.length === 0 || !(await removeDownloads(keys))) return;
    showToast(t({ message: plural(keys.length, { one: '已删除 # 个下载', other: '已删除 # 个下载' }) }), {
      type: 'success',
      duration: 1500,
    });
    setPicked(new Set());
    if (keys.length === allKeys.length) setEditing(false);
  };

  const canEdit = groups.length > 0;
  const header = (
    <ScreenHeader title={t`我的下载`}>
      {canEdit || editing ? (
        <button
          type="button"
          className={editing ? `${styles.edit} ${styles.done}` : styles.edit}
          onClick={() => edit(!editing)}
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
                onSelect={select}
                onSelectMany={selectMany}
                actions={actions}
              />
            ))}
          </>
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
          all={allSelected}
          onSelectAll={() => setPicked(allSelected ? new Set() : new Set(allKeys))}
          disabled={selected.size === 0}
          onAction={() => void removeSelected()}
          action={
            <>
              <Icon name="trash" size={16} />
              {selected.size > 0 ? (
                <Trans>
                  删除 ({selected.size}) · {formatBytes(selectedBytes)}
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
