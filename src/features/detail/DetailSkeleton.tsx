/** The detail's shape while it loads: hero, description lines and a grid of chapter tiles. */
import { Skeleton } from '../../ui/Skeleton';
import styles from './WorkDetail.module.css';

export function DetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="detail-skeleton">
      <div className={styles.skeletonHero}>
        <Skeleton className={styles.skeletonCover} />
        <div className={styles.skeletonFacts}>
          <Skeleton style={{ height: 22, width: '80%' }} />
          <Skeleton style={{ height: 14, width: '45%' }} />
          <Skeleton style={{ height: 14, width: '60%' }} />
          <Skeleton style={{ height: 18, width: '70%' }} />
        </div>
      </div>
      <Skeleton style={{ height: 14 }} />
      <Skeleton style={{ height: 14, width: '85%' }} />
      <Skeleton style={{ height: 14, width: '65%' }} />
      <div className={styles.skeletonChapters}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} style={{ height: 44 }} />
        ))}
      </div>
    </div>
  );
}
