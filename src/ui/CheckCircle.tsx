/** The round check of a list's checkboxes in edit mode (the native input beside it is visually hidden). */

import styles from './CheckCircle.module.css';
import { Icon } from './Icon';

export function CheckCircle({ on }: { on: boolean }) {
  return (
    <span className={on ? `${styles.check} ${styles.on}` : styles.check} aria-hidden="true">
      {on && <Icon name="check" size={14} />}
    </span>
  );
}
