/**
 * Boot: in-app-browser guard → i18n → persisted state → theme → router → render. Nothing here
 * waits for the network but the language catalog: the API base and the session load behind the
 * first paint.
 */
import './features/install/install-prompt.state';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isMessagingWebView } from './app/in-app-browser';
import { router } from './app/router';
import { wireNavigation } from './app/startup';
import { startTheme } from './app/theme.state';
import { OpenInBrowser } from './features/common/OpenInBrowser';
import { activateLocale, i18n, loadAllMessages, storedLocale } from './i18n/i18n';
import { restoreSiteConfig } from './state/site';
import './ui/global.css';

async function boot() {
  // Opened on another screen than the home: its messages come with the first screen's.
  if (location.pathname !== '/') void loadAllMessages();
  // The kept site settings (site name in the title) are read while the catalog loads.
  await Promise.all([activateLocale(storedLocale()), restoreSiteConfig()]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  if (isMessagingWebView(navigator.userAgent)) {
    root.render(
      <I18nProvider i18n={i18n}>
        <OpenInBrowser />
      </I18nProvider>,
    );
    return;
  }
  startTheme();
  wireNavigation(router);
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  // The worker (offline, downloads, updates) after the first screen, in its own chunk.
  if (import.meta.env.PROD) {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker(router));
  }
}

boot();
