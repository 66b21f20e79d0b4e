/**
 * A paged list of works as a 3-column cover grid or as rows, with skeletons for the first page,
 * a designed empty state, and the infinite-scroll footer.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WorkCard } from '../core/contract/content';
import type { PagedList } from '../queries/usePagedList';
import { EmptyState } from '../ui/EmptyState';
import { PullToRefresh } from '../ui/PullToRefresh';
import { ListFooter } from './ListFooter';
import { WorkCover } from './WorkCover';
import { GridSkeleton, LoadFailed, RowSkeleton } from './WorkList';
import styles from './WorkList.module.css';
import { WorkRow } from './WorkRow';

export function PagedWorkList({
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
