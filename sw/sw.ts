/**
 * The service worker: wires caching and downloads to the worker's events. A new version takes
 * over as soon as it is installed, never waiting: a waiting worker leaves the old one answering
 * navigations, and an old worker may not know a path the server has since taken (one that did not
 * know the cashier's sent every returning reader's payment to the app's 404). Taking over reloads
 * nothing: pages running the previous build keep running it (their lazy chunks come from the
 * kept assets, caching.ts) until the reader accepts the update or leaves a reading screen
 * (src/app/service-worker.ts), so a chapter is never taken away from under someone reading it.
 */

import * as v from 'valibot';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { ToWorker } from '../src/core/offline/messages';
import {
  archiveRunningAssets,
  deleteOldCaches,
  registerArchivedAssets,
  registerDownloadedMedia,
  registerImages,
  registerNavigation,
} from './caching';
import { DownloadEngine } from './downloads/engine';
import { workerDeps } from './downloads/worker-deps';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const manifest = self.__WB_MANIFEST;

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(archiveRunningAssets(manifest));
});
precacheAndRoute(manifest);
cleanupOutdatedCaches();
registerNavigation();
registerImages();
registerDownloadedMedia();
registerArchivedAssets();
self.addEventListener('activate', (event) => event.waitUntil(deleteOldCaches()));
clientsClaim();

const engine = new DownloadEngine(workerDeps);

async function handle(message: ToWorker): Promise<unknown> {
  switch (message.type) {
    case 'downloads:add':
      engine.setAuth(message.auth);
      await engine.add(message.items);
      break;
    case 'downloads:pause':
      return engine.pause(message.keys);
    case 'downloads:resume':
      engine.setAuth(message.auth);
      await engine.resume(message.keys);
      break;
    case 'downloads:remove':
      return engine.remove(message.keys);
    case 'downloads:kick':
      engine.setAuth(message.auth);
      await engine.kick();
      break;
  }
  // The message event keeps the worker alive while the queue runs (pages kick again while they wait).
  return engine.run();
}

self.addEventListener('message', (event) => {
  const parsed = v.safeParse(ToWorker, event.data);
  if (parsed.success) event.waitUntil(handle(parsed.output));
});
