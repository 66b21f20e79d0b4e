/**
 * A paged list of records: row skeletons for the first page, a designed empty state, the retry
 * state, pull to refresh and the infinite-scroll footer of the work lists.
 */
import type { ReactNode } from 'react';
import type { PagedList } from '../../queries/usePagedList';
import { EmptyState } from '../../ui/EmptyState';
import type { IconName } from '../../ui/Icon';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Skeleton } from '../../ui/Skeleton';
import { ListFooter } from '../../works/ListFooter';
import { LoadFailed } from '../../works/WorkList';
import styles from './Records.module.css';

export function RecordSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={styles.list} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.skeletonRow}>
          <div className={styles.skeletonLines}>
            <Skeleton style={{ height: 15, width: '45%' }} />
            <Skeleton style={{ height: 12, width: '30%' }} />
          </div>
          <Skeleton style={{ height: 18, width: 56 }} />
        </div>
      ))}
    </div>
  );
}

export function RecordList<T>({
  list,
  testId,
  empty,
  header,
  children,
}: {
  list: PagedList<T>;
  testId: string;
  empty: { icon: IconName; title: ReactNode; text: ReactNode; action?: ReactNode };
  /** Shown above the rows (e.g. the current balance) once there is something to show. */
  header?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  let body: ReactNode;
  if (list.initial) body = <RecordSkeleton />;
  else if (list.items.length === 0 && list.failed) body = <LoadFailed onRetry={() => void list.reload()} />;
  else if (list.items.length === 0)
    body = (
      <EmptyState icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className={styles.list} data-testid={testId}>
          {list.items.map(children)}
        </ul>
        <ListFooter list={list as PagedList<unknown>} />
      </>
    );
  return (
    <div className={styles.page}>
      <PullToRefresh onRefresh={list.reload}>
        {header}
        {body}
      </PullToRefresh>
    </div>
  );
}
