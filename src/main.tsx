/**
 * Boot: in-app-browser guard → i18n → persisted state → theme → router → render. Nothing here
 * waits for the network but the language catalog: the home's answer is asked for first thing
 * (beside the catalog), and the home's first render (its shell and skeleton) does not wait for the
 * API layer that brings it; the start-up wiring (session, site settings), the overlay's data and the
 * other screens' routes load behind the home's first paint (another screen waits for its route
 * and the wiring, beside the catalog), and the service worker once the page has loaded.
 */
import './features/install/install-prompt.state';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAllRoutes, router } from './app/router';
import { isMessagingWebView } from './core/in-app-browser';
import { activateLocale, i18n, loadAllMessages, storedLocale } from './i18n/i18n';
import { decideNavBar } from './state/app';
import { startTheme } from './state/theme.state';
import { nextTask } from './ui/next-task';
import './ui/global.css';

async function boot() {
  const messaging = isMessagingWebView(navigator.userAgent);
  const home = location.pathname === '/';
  if (messaging) {
    // The refusal is all an in-app browser shows.
    const [{ OpenInBrowser }] = await Promise.all([
      import('./features/common/OpenInBrowser'),
      activateLocale(storedLocale()),
    ]);
    createRoot(document.getElementById('root') as HTMLElement).render(
      <I18nProvider i18n={i18n}>
        <OpenInBrowser />
      </I18nProvider>,
    );
    return;
  }
  // The home's answer (and then its first image) is asked for now, beside the catalog, by the home's
  // data layer (with the API client, in a chunk preloaded with the entry: scripts/build-plugins.ts); from the
  // reference server it is in the document already (api/document-boot.ts).
  if (home) void import('./features/home/home.cache').then(({ startHome }) => startHome('comic'));
  // Opened on another screen than the home: its messages come with the first screen's.
  else void loadAllMessages();
  // The start-up wiring (address parameters, session, site settings) loads beside the home's first
  // render; another screen waits for it and for its route (the home's is in the entry: app/router.ts).
  const startup = import('./app/startup').then(
    ({ wireNavigation }) => wireNavigation(router),
    () => {},
  );
  await Promise.all([
    activateLocale(storedLocale()),
    home ? null : Promise.all([startup, loadAllRoutes().catch(() => {})]),
  ]);
  // The first screen's route resolved first: the first render draws all of it, not a frame the
  // router fills in a render of its own. Each step in a task of its own: the modules' evaluation,
  // the route's loading and the first render are not one long task behind the first paint.
  await nextTask();
  await router.load();
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTheme();
  decideNavBar(location.search);
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
  // Once the page has loaded and its first screen is done: the other screens' routes, and the
  // worker (offline, downloads, updates), from a chunk of their own (app/background-start.ts).
  const afterLoad = () =>
    void import('./app/background-start').then(
      ({ startInBackground }) => startInBackground(router),
      () => {},
    );
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

boot();
