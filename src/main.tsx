/**
 * Boot: in-app-browser guard → i18n → persisted state → theme → router → render. Nothing here
 * waits for the network: the API base and the session load behind the first paint.
 */
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isMessagingWebView } from './app/in-app-browser';
import { activateLocale, i18n, storedLocale } from './i18n/i18n';
import './ui/global.css';

async function boot() {
  await activateLocale(storedLocale());
  const root = createRoot(document.getElementById('root') as HTMLElement);

  if (isMessagingWebView(navigator.userAgent)) {
    const { OpenInBrowser } = await import('./features/common/OpenInBrowser');
    root.render(
      <I18nProvider i18n={i18n}>
        <OpenInBrowser />
      </I18nProvider>,
    );
    return;
  }

  const [{ router }, { wireNavigation }, { startTheme }] = await Promise.all([
    import('./app/router'),
    import('./app/startup'),
    import('./app/theme'),
  ]);
  startTheme();
  wireNavigation(router);
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

boot();
