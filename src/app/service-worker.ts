/**
 * Registers the service worker (sw/) and carries new versions in. A new worker takes over as soon
 * as it is installed (sw/sw.ts), so the server's paths are always routed by the newest rules; a
 * page still running the previous build is not reloaded under the reader: the update is announced
 * (state/update.ts) and applied — a reload into the new build — when the reader says so or at the
 * next navigation that does not land on a reading screen, never by reloading a chapter, a novel or
 * a video being watched. Updates are looked for every hour and when the app comes back to the
 * foreground.
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

  onApplyUpdate(() => {
    if (update.waiting) location.reload();
  });
  // The first worker taking over a page that had none is no update (workbox's isUpdate is fixed at
  // register time, so a page first controlled by a claim would never see an update as one).
  let controlled = !!navigator.serviceWorker.controller;
  workbox.addEventListener('controlling', () => {
    if (controlled) {
      update.waiting = true;
      update.dismissed = false;
    }
    controlled = true;
  });
  router.subscribe('onResolved', ({ toLocation }) => {
    if (update.waiting && !READING.has(toLocation.pathname)) location.reload();
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
