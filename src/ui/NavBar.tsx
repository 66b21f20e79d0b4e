import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './NavBar.module.css';
import { useBack } from './useBack';

/** The top bar: the route's title and a back arrow; back = previous entry, else home. */
export function NavBar({ title, children }: { title: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  const back = useBack();
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.back} onClick={back} aria-label={i18n._(msg`返回`)}>
        <Icon name="back" />
      </button>
      <h1 className={styles.title}>{title}</h1>
      {children ?? <span className={styles.spacer} />}
    </header>
  );
}
