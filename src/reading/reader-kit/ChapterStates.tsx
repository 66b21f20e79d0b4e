/** What a reader shows while a chapter loads, and when it could not be loaded (with a retry). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { failureKind } from '../chapter.api';
import styles from './ChapterCards.module.css';

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
