import styles from './Toasts.module.css';
import { useToasts } from './toasts';

export function Toasts() {
  const toasts = useToasts();
  return (
    <div className={styles.stack} aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`${styles.toast} ${styles[item.tone]}`}
          role={item.tone === 'error' ? 'alert' : 'status'}
        >
          {item.text}
        </div>
      ))}
    </div>
  );
}
