import { proxy, useSnapshot } from 'valtio';
import styles from './ProgressBar.module.css';

/** Navigation progress: a thin bar with a spinner while a route loads. */
export const progress = proxy({ active: false, done: false });
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function startProgress(): void {
  clearTimeout(hideTimer);
  progress.done = false;
  progress.active = true;
}

export function finishProgress(): void {
  progress.done = true;
  hideTimer = setTimeout(() => {
    progress.active = false;
  }, 250);
}

export function ProgressBar() {
  const { active, done } = useSnapshot(progress);
  if (!active) return null;
  return (
    <div className={styles.host} data-done={done || undefined} role="progressbar" aria-busy={!done}>
      <div className={styles.bar} />
      <div className={styles.spinner} />
    </div>
  );
}
