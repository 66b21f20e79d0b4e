/**
 * The service worker: wires caching and downloads to the worker's events. A new version waits
 * until the page says SKIP_WAITING (the reader accepted the update, or moved on from a reader
 * screen), so it never takes a chapter away from under someone reading it — unless the worker in
 * charge routes by another list of the server's paths: then it takes over at once, since the old
 * one would keep answering some of them (the cashier) with the app. Pages of the old build are not
 * reloaded by it; they load the new build at their next navigation off a reading screen.
 */

import * as v from 'valibot';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { AUTO_DOWNLOAD_SYNC_TAG } from '../src/core/offline/auto-download';
import { ToWorker } from '../src/core/offline/messages';
import { checkNewChapters } from './auto-download/check';
import { autoDeps } from './auto-download/worker-deps';
import {
  archiveRunningAssets,
  deleteOldCaches,
  recordServerPaths,
  registerArchivedAssets,
  registerDownloadedMedia,
  registerImages,
  registerNavigation,
  runningWorkerKnowsServerPaths,
} from './caching';
import { BACKGROUND_FETCH_PREFIX } from './downloads/background-fetch';
import { DownloadEngine } from './downloads/engine';
import { keepResponse, workerDeps } from './downloads/worker-deps';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const manifest = self.__WB_MANIFEST;

async function takeOverIfRoutedByAnotherList(): Promise<void> {
  if (!(await runningWorkerKnowsServerPaths())) await self.skipWaiting();
}

self.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([takeOverIfRoutedByAnotherList(), archiveRunningAssets(manifest)])),
);
precacheAndRoute(manifest);
cleanupOutdatedCaches();
registerNavigation();
registerImages();
registerDownloadedMedia();
registerArchivedAssets();
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([deleteOldCaches(), recordServerPaths()])));
clientsClaim();

const engine = new DownloadEngine(workerDeps);
const auto = autoDeps(engine);

/** New chapters of followed works into the queue, then the queue worked through. A failed check waits for the next. */
async function downloadNewChapters(): Promise<void> {
  await checkNewChapters(auto).catch(() => undefined);
  await engine.run();
}

async function handle(message: ToWorker): Promise<unknown> {
  switch (message.type) {
    case 'SKIP_WAITING':
      return self.skipWaiting();
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
    case 'auto-download:check':
      return downloadNewChapters();
  }
  // The message event keeps the worker alive while the queue runs (pages kick again while they wait).
  return engine.run();
}

self.addEventListener('message', (event) => {
  const parsed = v.safeParse(ToWorker, event.data);
  if (parsed.success) event.waitUntil(handle(parsed.output));
});

// Background Fetch finished a file while no download was waiting for it (the worker had stopped):
// kept now, so that the engine finds it when it next runs (the page kicks it at the next open).
self.addEventListener('backgroundfetchsuccess', (event: Event) => {
  const fetched = event as ExtendableEvent & {
    registration: { id: string; matchAll(): Promise<{ request: Request; responseReady: Promise<Response> }[]> };
    updateUI(options: { title: string }): Promise<void>;
  };
  if (!fetched.registration.id.startsWith(BACKGROUND_FETCH_PREFIX)) return;
  fetched.waitUntil(
    (async () => {
      for (const record of await fetched.registration.matchAll()) {
        await keepResponse(record.request.url, await record.responseReady);
      }
      await engine.run();
    })(),
  );
});
self.addEventListener('backgroundfetchclick', (event: Event) => {
  const clicked = event as ExtendableEvent;
  clicked.waitUntil(self.clients.openWindow('/personal/downloads'));
});

// An installed app the browser lets sync now and then (Chromium): new chapters arrive with the app closed.
self.addEventListener('periodicsync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === AUTO_DOWNLOAD_SYNC_TAG) sync.waitUntil(downloadNewChapters());
});
