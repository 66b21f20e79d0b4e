/** What a page shows while it loads: the shape of a header and a table. */
import styles from './Skeleton.module.css';

export function PageSkeleton() {
  return (
    <div className={styles.page} aria-hidden="true" data-testid="page-skeleton">
      <div className={`${styles.bar} ${styles.title}`} />
      <div className={styles.panel}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart
          <div key={i} className={styles.bar} />
        ))}
      </div>
    </div>
  );
}
