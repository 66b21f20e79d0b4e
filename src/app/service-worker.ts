/**
 * Registers the service worker (sw/) and carries new versions in: a waiting version is announced
 * (state/update.ts), and applied when the reader says so or at the next navigation that does not
 * land on a reading screen — never by reloading a chapter, a novel or a video being watched.
 * Updates are looked for every hour and when the app comes back to the foreground.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { Workbox } from 'workbox-window';
import { onApplyUpdate, onCheckForUpdate, update } from '../state/update';

const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Screens where a reload would take the reader out of what they read or watch. */
const READING = new Set(['/manga/manga_content', '/novel/novel_content', '/video_index']);

export function registerServiceWorker(router: AnyRouter): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  /** This tab asked the new version to take over: the reload that follows is expected. */
  let accepted = false;
  /** Another tab let a new version take over: this one runs the old code until it moves on. */
  let outdated = false;

  const apply = () => {
    if (outdated) return location.reload();
    if (!update.waiting) return;
    accepted = true;
    workbox.messageSkipWaiting();
  };
  onApplyUpdate(apply);

  workbox.addEventListener('waiting', () => {
    update.waiting = true;
    update.dismissed = false;
  });
  // The first worker taking over a page that had none is no update (workbox's isUpdate is fixed at
  // register time, so a page first controlled by a claim would never see an update as one).
  let controlled = !!navigator.serviceWorker.controller;
  workbox.addEventListener('controlling', () => {
    update.waiting = false;
    const wasUpdate = controlled;
    controlled = true;
    if (!wasUpdate) return;
    if (accepted) location.reload();
    else outdated = true;
  });
  router.subscribe('onResolved', ({ toLocation }) => {
    if ((update.waiting || outdated) && !READING.has(toLocation.pathname)) apply();
  });

  const registered = workbox.register();
  onCheckForUpdate(async () => {
    const registration = await registered;
    if (!registration) return 'latest';
    try {
      await registration.update();
    } catch {
      return 'failed';
    }
    return registration.installing || registration.waiting ? 'found' : 'latest';
  });
  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    void workbox.update();
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > CHECK_EVERY_MS / 6) check();
  });
}
