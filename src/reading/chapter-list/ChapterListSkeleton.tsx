/** A chapter list's shape while it loads. */
import { Skeleton } from '../../ui/Skeleton';
import styles from './ChapterList.module.css';

export function ChapterListSkeleton() {
  return (
    <div aria-busy="true" data-testid="catalogue-skeleton">
      <div className={styles.work}>
        <Skeleton className={styles.workCover} style={{ aspectRatio: '3 / 4' }} />
        <div className={styles.workFacts}>
          <Skeleton style={{ height: 18, width: '70%' }} />
          <Skeleton style={{ height: 12, width: '40%' }} />
          <Skeleton style={{ height: 12, width: '55%' }} />
        </div>
      </div>
      <div className={styles.skeletonRows}>
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} style={{ height: 20, width: `${80 - (i % 3) * 12}%` }} />
        ))}
      </div>
    </div>
  );
}
