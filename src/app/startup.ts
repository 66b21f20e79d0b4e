/**
 * What happens once at start and on every navigation: address parameters, site
 * settings, the delayed device init, and the login state (guest login, user info).
 */
import type { AnyRouter } from '@tanstack/react-router';
import { DEVICE_INIT_DELAY_MS } from '../core/config';
import { LOCAL_KEYS } from '../core/storage-keys';
import { loadAllMessages } from '../i18n/i18n';
import { app } from '../state/app';
import { captureInviteCode } from '../state/invite';
import { networkBack, networkLost } from '../state/network';
import { ensureSession, initSession, refreshUser, setToken } from '../state/session';
import { loadSiteConfig } from '../state/site.api';
import { mayHaveIdb } from '../storage/idb';
import { writeText } from '../storage/local';
import { finishProgress, startProgress } from '../ui/ProgressBar';
import { reportDevice } from './device.api';
import { keepScreensInAppOffline } from './route-code-offline';

/** Reads ?invite_code and ?uuid from the first address; returns true when the address changed. */
function takeAddressParameters(): void {
  const params = new URLSearchParams(location.search);
  app.inviteCode = captureInviteCode(params.get('invite_code'));
  const uuid = params.get('uuid');
  if (uuid) {
    // A native wrapper opened us with its session: remember we are in the app and use its token.
    writeText(LOCAL_KEYS.uuid, uuid);
    writeText(LOCAL_KEYS.isApp, '1');
    app.isApp = true;
    void setToken(uuid);
    params.delete('uuid');
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
}

function scheduleDeviceInit(): void {
  const code = app.inviteCode;
  if (!code) return;
  setTimeout(() => {
    reportDevice(code).catch(() => {});
  }, DEVICE_INIT_DELAY_MS);
}

/** Login state after each navigation: guest login when logged out, user info off the home page. */
async function syncSession(pathname: string): Promise<void> {
  if (!app.accessToken) await ensureSession();
  else if (pathname !== '/') await refreshUser();
}

let initialised = false;

function initOnce(): void {
  if (initialised) return;
  initialised = true;
  app.isInit = false;
  initSession();
  takeAddressParameters();
  // Logged out (a first visit): the guest login starts now, beside the first screen's render,
  // not once that screen has resolved (every navigation checks again); a reader's first
  // chapter waits for it.
  if (!app.accessToken) ensureSession().catch(() => {});
  loadSiteConfig().catch(() => {});
  scheduleDeviceInit();
  window.addEventListener('online', () => {
    networkBack();
  });
  window.addEventListener('offline', () => {
    networkLost();
  });
  keepScreensInAppOffline();
  // Footprints left unsent go out, and downloads left unfinished go on (the worker is woken up).
  // Where neither database exists (every first visit) there is nothing to resume: their code is
  // then loaded by the screens that use them.
  void mayHaveIdb('outbox').then(async (may) => {
    if (may) (await import('../offline/outbox')).startOutbox();
  });
  void mayHaveIdb('downloads').then(async (may) => {
    if (!may) return;
    // Downloads may speak up on any screen (out of room): in words of their own screens.
    loadAllMessages().catch(() => {});
    await (await import('../offline/downloads.client')).startDownloads();
  });
  // New chapters of followed works download themselves (only where the reader turned it on, which
  // made its database): the worker looks once the first screen has had its turn.
  void mayHaveIdb('autoDownload').then((may) => {
    if (may) afterFirstScreen(async () => (await import('../offline/auto-download.state')).checkNewChapters());
  });
  app.isInit = true;
}

/** Runs `task` when the browser is idle after the first screen (at the latest 3 s on). */
function afterFirstScreen(task: () => Promise<void>): void {
  const run = () => void task().catch(() => {});
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** Loaded beside the home's first render (main.tsx): a first navigation resolved by then is caught up with. */
export function wireNavigation(router: AnyRouter): void {
  initOnce();
  router.subscribe('onBeforeNavigate', startProgress);
  router.subscribe('onResolved', ({ toLocation }) => {
    finishProgress();
    syncSession(toLocation.pathname).catch(() => {});
  });
  const resolved = router.state.resolvedLocation;
  if (resolved) syncSession(resolved.pathname).catch(() => {});
}
