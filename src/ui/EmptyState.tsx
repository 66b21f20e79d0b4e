import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';
import { Icon, type IconName } from './Icon';

/** A designed empty (or error) state: icon, title, one line of explanation, an optional action. */
export function EmptyState({
  icon = 'empty',
  title,
  children,
  action,
}: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={styles.empty}>
      <div className={styles.badge}>
        <Icon name={icon} size={36} />
      </div>
      <h2 className={styles.title}>{title}</h2>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
