/**
 * The desk: the navigation (a side column on a desk, a drawer behind the menu button on a phone)
 * with the entries of the operator's role, a top bar (language, the operator), and the page.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { SessionAnswer } from '../../core/admin/answers';
import { Badge } from '../ui/Badge';
import { Icon, type IconName } from '../ui/Icon';
import { ROLE_NAMES } from '../ui/labels';
import { Toasts } from '../ui/Toasts';
import { LanguageSwitch } from './LanguageSwitch';
import { mayOpen, NAV } from './nav';
import styles from './Shell.module.css';

const ICONS: Record<string, IconName> = {
  '/': 'chart',
  '/works': 'works',
  '/orders': 'orders',
  '/audit': 'audit',
  '/operators': 'operators',
};

export function Shell({ session, children }: { session: SessionAnswer; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const entries = NAV.filter((entry) => mayOpen(session.operator.role, entry));
  const groups = [...new Set(entries.map((entry) => entry.group))];
  return (
    <div className={styles.shell}>
      <aside className={styles.side} data-open={open || undefined} aria-label={t`导航`}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <span>{t`漫阅 · 后台`}</span>
          <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label={t`关闭菜单`}>
            <Icon name="close" />
          </button>
        </div>
        <nav className={styles.nav}>
          {groups.map((group) => (
            <div key={group.id} className={styles.group}>
              <p className={styles.groupName}>{i18n._(group)}</p>
              {entries
                .filter((entry) => entry.group === group)
                .map((entry) => (
                  <Link
                    key={entry.to}
                    to={entry.to}
                    className={styles.link}
                    activeProps={{ 'aria-current': 'page' }}
                    // The dashboard at / is active there only, not under every page.
                    activeOptions={{ exact: entry.to === '/' }}
                    // The drawer closes once a page is chosen.
                    onClick={() => setOpen(false)}
                  >
                    <Icon name={ICONS[entry.to] ?? 'works'} />
                    {i18n._(entry.label)}
                  </Link>
                ))}
            </div>
          ))}
        </nav>
      </aside>
      {open && <div className={styles.scrim} onClick={() => setOpen(false)} aria-hidden="true" />}
      <div className={styles.main}>
        <header className={styles.bar}>
          <button
            type="button"
            className={styles.menu}
            onClick={() => setOpen(true)}
            aria-label={t`菜单`}
            aria-expanded={open}
          >
            <Icon name="menu" size={20} />
          </button>
          <span className={styles.barBrand}>{t`漫阅 · 后台`}</span>
          <span className={styles.spacer} />
          <LanguageSwitch />
          <Link to="/account" className={styles.me} activeProps={{ 'aria-current': 'page' }}>
            <Icon name="account" />
            <span className={styles.email}>{session.operator.email}</span>
            <Badge tone="info">{i18n._(ROLE_NAMES[session.operator.role])}</Badge>
          </Link>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
      <Toasts />
    </div>
  );
}
