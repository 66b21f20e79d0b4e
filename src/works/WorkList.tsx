/**
 * The works lists' skeletons and failure state, which the home shows too; the paged list itself
 * is PagedWorkList.tsx (not in front of the home's first paint).
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Skeleton';
import styles from './WorkList.module.css';

export function GridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.skeletonCard}>
          <Skeleton className={styles.skeletonCover} />
          <Skeleton style={{ height: 14, width: '80%' }} />
        </div>
      ))}
    </div>
  );
}

export function RowSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.skeletonRow}>
          <Skeleton className={styles.skeletonRowCover} />
          <div className={styles.skeletonLines}>
            <Skeleton style={{ height: 16, width: '60%' }} />
            <Skeleton style={{ height: 12, width: '40%' }} />
            <Skeleton style={{ height: 12, width: '90%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon="wifiOff"
      title={<Trans>加载失败</Trans>}
      action={
        <Button onClick={onRetry}>
          <Trans>重试</Trans>
        </Button>
      }
    >
      <Trans>请检查网络后重试。</Trans>
    </EmptyState>
  );
}
