/**
 * The home family (/, /novel, /video): a brand header with the search entry and the top menu
 * that moves between comics, novels and videos. The sections below arrive with the content.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { FALLBACK_BRAND } from '../../core/config';
import { site } from '../../state/site';
import { Icon } from '../../ui/Icon';
import styles from './HomeShell.module.css';

const MENU: ReadonlyArray<{ to: '/' | '/novel' | '/video'; label: MessageDescriptor }> = [
  { to: '/', label: msg`漫画` },
  { to: '/novel', label: msg`小说` },
  { to: '/video', label: msg`视频` },
];

export function HomeShell({ active, children }: { active: '/' | '/novel' | '/video'; children: ReactNode }) {
  const { i18n } = useLingui();
  const { values } = useSnapshot(site);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{values.site_name || FALLBACK_BRAND}</span>
        <Link to="/search" className={styles.search}>
          <Icon name="search" size={18} />
          <span>
            <Trans>搜索漫画、小说、视频</Trans>
          </span>
        </Link>
      </header>
      <nav className={styles.menu} aria-label={i18n._(msg`频道`)}>
        {MENU.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            replace
            className={item.to === active ? `${styles.item} ${styles.current}` : styles.item}
            aria-current={item.to === active ? 'page' : undefined}
          >
            {i18n._(item.label)}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
