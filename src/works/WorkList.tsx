/**
 * A paged list of works as a 3-column cover grid or as rows, with skeletons for the first page,
 * a designed empty state, and the infinite-scroll footer.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WorkCard } from '../core/contract/content';
import type { PagedList } from '../queries/usePagedList';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { PullToRefresh } from '../ui/PullToRefresh';
import { Skeleton } from '../ui/Skeleton';
import { ListFooter } from './ListFooter';
import { WorkCover } from './WorkCover';
import styles from './WorkList.module.css';
import { WorkRow } from './WorkRow';

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

export function WorkList({
  list,
  layout = 'grid',
  ranked = false,
  empty,
}: {
  list: PagedList<WorkCard>;
  layout?: 'grid' | 'rows';
  ranked?: boolean;
  empty?: ReactNode;
}) {
  if (list.initial) return layout === 'grid' ? <GridSkeleton /> : <RowSkeleton />;
  if (list.items.length === 0) {
    if (list.failed) return <LoadFailed onRetry={() => void list.reload()} />;
    return (
      empty ?? (
        <EmptyState icon="empty" title={<Trans>暂无作品</Trans>}>
          <Trans>换个条件看看吧。</Trans>
        </EmptyState>
      )
    );
  }
  return (
    <PullToRefresh onRefresh={list.reload}>
      {layout === 'grid' ? (
        <div className={styles.grid}>
          {list.items.map((work) => (
            <WorkCover key={`${work.kind}${work.id}`} work={work} />
          ))}
        </div>
      ) : (
        <div className={styles.rows}>
          {list.items.map((work, i) => (
            <WorkRow key={`${work.kind}${work.id}`} work={work} rank={ranked ? i + 1 : undefined} />
          ))}
        </div>
      )}
      <ListFooter list={list as PagedList<unknown>} />
    </PullToRefresh>
  );
}
