import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return <div aria-hidden="true" className={[styles.block, className].filter(Boolean).join(' ')} style={style} />;
}

/** Shown while a lazy screen loads: a banner, a line and a grid of 3:4 covers. */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton style={{ height: 150, borderRadius: 12 }} />
      <Skeleton style={{ height: 18, width: '40%' }} />
      <div className={styles.grid}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className={styles.cover} />
        ))}
      </div>
    </div>
  );
}
