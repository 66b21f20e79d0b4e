import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { FALLBACK_BRAND } from '../core/config';
import { loadAllMessages } from '../i18n/i18n';
import { app } from '../state/app';
import { site } from '../state/site';
import { update } from '../state/update';
import { NavBar } from '../ui/NavBar';
import { ProgressBar } from '../ui/ProgressBar';
import { NAV_BAR_HIDDEN, type RouteMeta, TAB_BAR_ROUTES } from '../ui/route-meta';
import { TabBar } from '../ui/TabBar';
import { Toaster } from '../ui/Toaster';
import { useStoreValue } from '../ui/useStoreValue';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { OfflineIndicator } from './OfflineIndicator';
import styles from './RootLayout.module.css';

// Drawn only when a new version waits: neither its code nor its words (in every screen's
// messages, not the first screen's) are in front of the first paint.
const UpdatePrompt = lazy(() =>
  Promise.all([import('./UpdatePrompt'), loadAllMessages().catch(() => {})]).then(([m]) => ({
    default: m.UpdatePrompt,
  })),
);

// Drawn only for a banned account, in the same way.
const BannedNotice = lazy(() =>
  Promise.all([import('./BannedNotice'), loadAllMessages().catch(() => {})]).then(([m]) => ({
    default: m.BannedNotice,
  })),
);

const NOT_FOUND: RouteMeta = { name: 'not_found', title: msg`页面不存在` };

export function RootLayout() {
  const { i18n } = useLingui();
  // The leaf's staticData is its route's own object, so the selection is referentially stable.
  const data = useRouterState({ select: (s) => s.matches.at(-1)?.staticData });
  // With no route matched, the root itself is the leaf: that is the 404 page.
  const meta: RouteMeta = data?.name && data.title ? { name: data.name, title: data.title } : NOT_FOUND;
  const isNavBar = useStoreValue(app, (s) => s.isNavBar);
  const banned = useStoreValue(app, (s) => s.banned);
  const waiting = useStoreValue(update, (s) => s.waiting);
  const title = i18n._(meta.title);
  const brand = useStoreValue(site, (s) => s.values.site_name || FALLBACK_BRAND);
  const prefix = useStoreValue(site, (s) => s.values.title_prefix ?? '');

  useEffect(() => {
    document.title = `${prefix}${title} - ${brand}`;
  }, [prefix, title, brand]);

  const showTabs = TAB_BAR_ROUTES.has(meta.name);
  const showNav = isNavBar && !NAV_BAR_HIDDEN.has(meta.name);

  return (
    <>
      <ProgressBar />
      {showNav && <NavBar title={title} />}
      <main className={showTabs ? styles.withTabs : styles.main} data-route={meta.name}>
        <KeepAliveOutlet />
      </main>
      {showTabs && <TabBar routeName={meta.name} />}
      {waiting && (
        <Suspense fallback={null}>
          <UpdatePrompt aboveTabs={showTabs} />
        </Suspense>
      )}
      <OfflineIndicator routeName={meta.name} />
      <Toaster />
      {banned && (
        <Suspense fallback={null}>
          <BannedNotice />
        </Suspense>
      )}
    </>
  );
}
