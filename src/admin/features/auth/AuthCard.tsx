/** The frame of the pages before signing in: the console's name over a card. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import styles from './auth.module.css';

export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <LanguageSwitch />
      </div>
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t`漫阅 · 后台`}</span>
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
