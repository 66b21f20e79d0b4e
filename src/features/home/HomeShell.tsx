/**
 * The home family (/, /novel, /video): a brand header with the search entry and the top menu
 * (top_menu_home): the three channels, then the channel's class tabs from the server.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FALLBACK_BRAND } from '../../core/config';
import type { WorkKind } from '../../core/contract/content';
import { site } from '../../state/site';
import { Icon } from '../../ui/Icon';
import { useStoreValue } from '../../ui/useStoreValue';
import styles from './HomeShell.module.css';
import { menus } from './home-menus.state';

const CHANNELS: ReadonlyArray<{ kind: WorkKind; to: '/' | '/novel' | '/video'; label: MessageDescriptor }> = [
  { kind: 'comic', to: '/', label: msg`漫画` },
  { kind: 'novel', to: '/novel', label: msg`小说` },
  { kind: 'video', to: '/video', label: msg`视频` },
];

export function HomeShell({ channel, children }: { channel: WorkKind; children: ReactNode }) {
  const { i18n } = useLingui();
  const brand = useStoreValue(site, (s) => s.values.site_name || FALLBACK_BRAND);
  const tabs = useStoreValue(menus, (s) => s.home[channel]);
  const classTabs = (tabs ?? []).filter((tab) => tab.class_id !== null);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{brand}</span>
        <Link to="/search" className={styles.search}>
          <Icon name="search" size={18} />
          <span>
            <Trans>搜索漫画、小说、视频</Trans>
          </span>
        </Link>
      </header>
      <nav className={styles.menu} aria-label={i18n._(msg`频道`)}>
        {CHANNELS.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            replace
            className={item.kind === channel ? `${styles.item} ${styles.current}` : styles.item}
            aria-current={item.kind === channel ? 'page' : undefined}
          >
            {i18n._(item.label)}
          </Link>
        ))}
        {classTabs.map((tab) => (
          <Link
            key={tab.id}
            to="/catalogue"
            search={{ kind: tab.kind, class_id: tab.class_id ?? undefined, status: 'all', sort: 'hot' }}
            className={`${styles.item} ${styles.classTab}`}
          >
            {tab.name}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
