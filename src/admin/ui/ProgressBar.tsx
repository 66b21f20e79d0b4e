/** A determinate progress bar with its label and figures (an upload's bytes, an import's pages). */
import styles from './ProgressBar.module.css';

export function ProgressBar({ label, value, max, note }: { label: string; value: number; max: number; note?: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className={styles.progress}>
      <div className={styles.head}>
        <span>{label}</span>
        <span className={styles.note}>{note ?? `${percent}%`}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
