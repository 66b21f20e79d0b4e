/**
 * What the worker answers from its caches: the precached shell (any navigation gets index.html,
 * but never /api2, media or files), images (downloaded pages first, then a bounded runtime cache),
 * downloaded episodes (by byte range, see media-range.ts), and hashed assets of earlier versions,
 * kept at each update so a page still running one of them keeps loading its lazy chunks after a
 * deploy.
 */
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES, CACHE_PREFIX } from '../src/core/storage-keys';
import { answerRange } from './media-range';

/** Runtime image cache: covers and pages seen online. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 };
/** Assets of earlier versions kept for pages still running them. */
const ARCHIVE_LIMIT = 600;

/** Navigations that are not the app's: they go to the network as they are (the operator console's too). */
export const NOT_THE_APP = [/^\/api2\//, /^\/media\//, /^\/assets\//, /^\/admin(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i];

export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }));
}

const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
});

export function registerImages(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.pathname.startsWith('/media/'),
    async (options) => {
      const downloaded = await (await caches.open(CACHE_NAMES.downloads)).match(options.request.url);
      return downloaded ?? images.handle(options);
    },
  );
}

const isMediaFile = (request: Request, url: URL) =>
  url.pathname.startsWith('/media/') &&
  (request.destination === 'video' || request.destination === 'audio' || /\.(mp4|m4v)$/i.test(url.pathname));

/**
 * Video files: a downloaded episode's MP4 is answered from the downloads cache, by range (online
 * too: it is the same file); any other goes to the network as it is.
 */
export function registerDownloadedMedia(): void {
  registerRoute(
    ({ request, url }) => isMediaFile(request, url),
    async ({ request }) => {
      const kept = await (await caches.open(CACHE_NAMES.downloads)).match(request.url);
      return kept ? answerRange(request.headers.get('range'), kept) : fetch(request);
    },
  );
}

export function registerArchivedAssets(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    async ({ request }) => (await (await caches.open(CACHE_NAMES.assets)).match(request.url)) ?? fetch(request),
  );
}

/** The address an entry is kept under, without workbox's revision parameter. */
const plainUrl = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete('__WB_REVISION__');
  return url.href;
};

/**
 * At install, before the new precache replaces the old one: the running version's hashed assets
 * go to the archive (the newest ARCHIVE_LIMIT kept).
 */
export async function archiveRunningAssets(manifest: Array<PrecacheEntry | string>): Promise<void> {
  const next = new Set(
    manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, location.href).href),
  );
  const precache = await caches.open(cacheNames.precache);
  const archive = await caches.open(CACHE_NAMES.assets);
  for (const request of await precache.keys()) {
    const url = plainUrl(request);
    if (!new URL(url).pathname.startsWith('/assets/') || next.has(url)) continue;
    const response = await precache.match(request);
    if (response) await archive.put(url, response);
  }
  const kept = await archive.keys();
  for (const request of kept.slice(0, Math.max(0, kept.length - ARCHIVE_LIMIT))) await archive.delete(request);
}

/** At activation: caches of ours that this version does not name are dropped. */
export async function deleteOldCaches(): Promise<void> {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
  }
}
