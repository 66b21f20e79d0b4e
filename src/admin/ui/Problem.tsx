/** What went wrong with a form or an action, said above it. */
import type { ReactNode } from 'react';
import styles from './Problem.module.css';

export function Problem({ children }: { children: ReactNode }) {
  return (
    <p className={styles.problem} role="alert">
      {children}
    </p>
  );
}
