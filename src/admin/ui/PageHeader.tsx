/** A page's title with its actions on the right (wrapping under it on a phone). */
import { type ReactNode, useId } from 'react';
import styles from './PageHeader.module.css';

export function PageHeader({ title, sub, actions }: { title: ReactNode; sub?: ReactNode; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {sub && <p className={styles.sub}>{sub}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

/** A white panel of a page, with an optional heading. */
export function Panel({ title, actions, children }: { title?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className={styles.panelHead}>
          {title && (
            <h2 id={titleId} className={styles.panelTitle}>
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
