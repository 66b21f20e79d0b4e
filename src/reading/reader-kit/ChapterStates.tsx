/**
 * What a reader shows while a chapter loads, when it could not be loaded (with a retry), and —
 * around its reading view — by the state of its start (ReaderStage).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { failureKind } from '../chapter.api';
import styles from './ChapterCards.module.css';
import type { ReaderStart } from './useReaderAddress';

export function ChapterLoading({ title }: { title?: string }) {
  return (
    <div className={styles.loading} aria-busy="true" data-testid="chapter-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.hint}>{title ?? <Trans>加载中…</Trans>}</p>
    </div>
  );
}

export function ChapterFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const kind = failureKind(error);
  const text =
    kind === 'network'
      ? i18n._(msg`网络异常，请检查连接`)
      : kind === 'missing'
        ? i18n._(msg`章节不存在`)
        : error instanceof Error && error.message
          ? error.message
          : i18n._(msg`加载失败`);
  return (
    <div className={styles.failed} role="alert" data-testid="chapter-failed">
      <div className={styles.badge}>
        <Icon name={kind === 'network' ? 'wifiOff' : 'empty'} size={32} />
      </div>
      <p className={styles.title}>{text}</p>
      {kind !== 'missing' && (
        <Button onClick={onRetry} data-reader-control>
          <Trans>重试</Trans>
        </Button>
      )}
    </div>
  );
}

/**
 * A reader screen's body by its state: nothing to read without a work; the start's failure or the
 * first chapter's, each with its retry; the skeleton until the chapter is in and the screen
 * measured; then the reading view.
 */
export function ReaderStage({
  workId,
  start,
  failed,
  ready,
  skeleton,
  children,
}: {
  workId: number;
  start: ReaderStart;
  /** The chapter that could not be loaded before anything of it showed. */
  failed: { error: unknown; retry: () => void } | null;
  ready: boolean;
  skeleton: ReactNode;
  /** The reading view, drawn once ready. */
  children: () => ReactNode;
}) {
  if (!workId) return <EmptyState icon="empty" title={<Trans>内容不存在</Trans>} />;
  if (start.error) return <ChapterFailed error={start.error} onRetry={start.retry} />;
  if (failed) return <ChapterFailed error={failed.error} onRetry={failed.retry} />;
  if (!ready) return skeleton;
  return children();
}
