/** The reader before its first chapter arrives: page-shaped placeholders under the top bar. */
import { Skeleton } from '../../ui/Skeleton';
import styles from './ReaderScreen.module.css';

export function ReaderSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="reader-skeleton">
      <Skeleton className={styles.skeletonPage} />
      <Skeleton className={styles.skeletonPage} />
    </div>
  );
}
