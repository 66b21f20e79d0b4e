/** A small label of a state: neutral, ok (shown, paid), warn (scheduled, pending), danger (hidden), info. */
import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'ok' | 'warn' | 'danger' | 'info';
  children: ReactNode;
}) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
