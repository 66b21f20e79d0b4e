import { useSnapshot } from 'valtio';
import { closeToast, toasts } from '../state/toast';
import styles from './Toaster.module.css';

/** Toasts at the top of the screen; tap to dismiss. */
export function Toaster() {
  const { list } = useSnapshot(toasts);
  return (
    <div className={styles.host} aria-live="polite">
      {list.map((toast) => (
        <button
          type="button"
          key={toast.id}
          role={toast.type === 'danger' ? 'alert' : 'status'}
          data-type={toast.type}
          className={styles.toast}
          onClick={() => closeToast(toast.id)}
        >
          {toast.message}
        </button>
      ))}
    </div>
  );
}
