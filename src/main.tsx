/**
 * Boot: in-app-browser guard → i18n → persisted state → theme → router → render. Nothing here
 * waits for the network but the language catalog: the home's answer is asked for first thing
 * (beside the catalog), the session and the overlay's data load behind the first paint, and the
 * service worker once the page has loaded.
 */
import './features/install/install-prompt.state';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isMessagingWebView } from './app/in-app-browser';
import { loadAllRoutes, router } from './app/router';
import { wireNavigation } from './app/startup';
import { startTheme } from './app/theme.state';
import { OpenInBrowser } from './features/common/OpenInBrowser';
import { startHome } from './features/home/home.cache';
import { activateLocale, i18n, loadAllMessages, storedLocale } from './i18n/i18n';
import { restoreSiteConfig } from './state/site';
import './ui/global.css';

async function boot() {
  const messaging = isMessagingWebView(navigator.userAgent);
  // The home's answer (and then its first image) is asked for now, beside the catalog and the site
  // settings; from the reference server it is in the document already (api/document-boot.ts).
  if (location.pathname === '/' && !messaging) startHome('comic');
  // Opened on another screen than the home: its messages come with the first screen's.
  else if (location.pathname !== '/') void loadAllMessages();
  // The kept site settings (site name in the title) are read while the catalog loads, and another
  // screen than the home gets its route (the home's is in the entry: app/router.ts).
  const home = location.pathname === '/';
  await Promise.all([
    activateLocale(storedLocale()),
    restoreSiteConfig(),
    home || messaging ? null : loadAllRoutes().catch(() => {}),
  ]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  if (messaging) {
    root.render(
      <I18nProvider i18n={i18n}>
        <OpenInBrowser />
      </I18nProvider>,
    );
    return;
  }
  startTheme();
  wireNavigation(router);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (input stays live, the preloaded banner decodes).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    ),
  );
  // Once the page has loaded: the other screens' routes, and the worker (offline, downloads,
  // updates) in its own chunk: neither their code nor the precache downloads stand in front of
  // the first screen.
  const afterLoad = () => {
    loadAllRoutes().catch(() => {});
    if (import.meta.env.PROD)
      void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker(router));
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

boot();
