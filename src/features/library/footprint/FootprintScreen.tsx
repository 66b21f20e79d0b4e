/**
 * 浏览记录: what the reader read or watched, newest first, in tabs by kind, with where they stopped
 * and when; merged from the server and this device, so offline reading shows too.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { WORK_KINDS, type WorkKind } from '../../../core/contract/content';
import { showToast } from '../../../state/toast';
import { buttonClass } from '../../../ui/Button';
import { Chips } from '../../../ui/Chips';
import { EmptyState } from '../../../ui/EmptyState';
import { PullToRefresh } from '../../../ui/PullToRefresh';
import { ListFooter } from '../../../works/ListFooter';
import { KIND_LABELS } from '../../../works/labels';
import { LoadFailed, RowSkeleton } from '../../../works/WorkList';
import { ClearHistoryDialog } from './ClearHistoryDialog';
import styles from './Footprint.module.css';
import { FootprintRow } from './FootprintRow';
import { useFootprints } from './useFootprints';

type Tab = WorkKind | 'all';

export function FootprintScreen({ kind, onKind }: { kind: WorkKind | undefined; onKind: (kind?: WorkKind) => void }) {
  const { i18n } = useLingui();
  const footprints = useFootprints(kind);
  const [asking, setAsking] = useState(false);
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  const { items, server } = footprints;

  const tabs = [
    { value: 'all' as Tab, label: i18n._(msg`全部`) },
    ...WORK_KINDS.map((k) => ({ value: k as Tab, label: i18n._(KIND_LABELS[k]) })),
  ];
  const refresh = async () => {
    await footprints.reload();
    setNow(Math.floor(Date.now() / 1000));
  };
  const clear = async () => {
    setAsking(false);
    const cleared = await footprints.clearDevice();
    showToast(cleared ? i18n._(msg`已清除本机浏览记录`) : i18n._(msg`清除失败，请重试`), {
      type: cleared ? 'success' : 'danger',
      duration: cleared ? 1500 : undefined,
    });
  };

  const loading = !footprints.deviceRead || (server.initial && items.length === 0);
  let body: ReactNode;
  if (loading) body = <RowSkeleton count={6} />;
  else if (items.length === 0 && server.failed) body = <LoadFailed onRetry={() => void footprints.reload()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon="history"
        title={<Trans>还没有浏览记录</Trans>}
        action={
          <Link to="/" className={buttonClass()}>
            <Trans>去首页逛逛</Trans>
          </Link>
        }
      >
        <Trans>读过、看过的作品会按时间出现在这里。</Trans>
      </EmptyState>
    );
  else
    body = (
      <>
        {server.failed && (
          <button type="button" className={styles.offline} onClick={() => void footprints.reload()}>
            <Trans>暂时连不上服务器，只显示本机记录。点此重试</Trans>
          </button>
        )}
        <ol className={styles.list} data-testid="footprint-list">
          {items.map((footprint) => (
            <FootprintRow key={`${footprint.work.kind}:${footprint.work.id}`} footprint={footprint} now={now} />
          ))}
        </ol>
        {!server.failed && <ListFooter list={server} />}
      </>
    );

  return (
    <div className={styles.page} data-testid="footprints">
      <div className={styles.bar}>
        <Chips
          label={i18n._(msg`作品类型`)}
          value={(kind ?? 'all') as Tab}
          options={tabs}
          onChange={(tab) => onKind(tab === 'all' ? undefined : tab)}
        />
        {footprints.deviceCount > 0 && (
          <button type="button" className={styles.clear} onClick={() => setAsking(true)} data-testid="clear-history">
            <Trans>清除本机</Trans>
          </button>
        )}
      </div>
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
      {asking && <ClearHistoryDialog onConfirm={() => void clear()} onCancel={() => setAsking(false)} />}
    </div>
  );
}
