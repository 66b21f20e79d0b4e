/**
 * What the worker answers from its caches: the precached shell (any navigation gets index.html,
 * but never one to the server's own paths — the API, the cashier, media… — or to a file), images (downloaded pages first, then a bounded runtime cache),
 * downloaded episodes (by byte range, see media-range.ts), and hashed assets of earlier versions,
 * kept at each update so a page still running one of them keeps loading its lazy chunks after a
 * deploy, with the chunks the precache leaves out, kept once a reader has loaded them.
 */
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_PREFIX, isServerPath, MEDIA_PREFIX, SERVER_PREFIXES } from '../src/core/contract/paths';
import { CACHE_NAMES, CACHE_PREFIX } from '../src/core/storage-keys';
import { answerRange } from './media-range';

/** Runtime image cache: covers and pages seen online. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 };
/** Assets of earlier versions kept for pages still running them. */
const ARCHIVE_LIMIT = 600;

/** Navigations to the app's screens get the shell; one to the server's own paths goes to the network as it is. */
export function registerNavigation(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && !isServerPath(url.pathname),
    createHandlerBoundToURL('/index.html'),
  );
}

/** Where the worker in charge keeps the list of the server's paths it routes navigations by. */
const ROUTED_BY = '/server-paths';
const OWN_LIST = JSON.stringify(SERVER_PREFIXES);

/** At activation: this worker's list, for the next version to compare. */
export async function recordServerPaths(): Promise<void> {
  await (await caches.open(CACHE_NAMES.worker)).put(ROUTED_BY, new Response(OWN_LIST));
}

/**
 * At install: whether the worker in charge routes by the same list. One that does not (or keeps no
 * list: every worker before the list was kept) answers some server path with the app's shell —
 * it sent every returning reader's payment to the app's 404 — so the new one must not wait.
 */
export async function runningWorkerKnowsServerPaths(): Promise<boolean> {
  const kept = await (await caches.open(CACHE_NAMES.worker)).match(ROUTED_BY);
  return (await kept?.text()) === OWN_LIST;
}

const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
});

export function registerImages(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.pathname.startsWith(`${MEDIA_PREFIX}/`),
    async (options) => {
      const downloaded = await (await caches.open(CACHE_NAMES.downloads)).match(options.request.url);
      return downloaded ?? images.handle(options);
    },
  );
}

const isMediaFile = (request: Request, url: URL) =>
  url.pathname.startsWith(`${MEDIA_PREFIX}/`) &&
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

/** Chunks the precache leaves out (vite.config.ts): OpenCC's dictionaries, which only zh-Hant readers load. */
const ON_DEMAND = new RegExp(`^${ASSETS_PREFIX}/opencc-[^/]+\\.js$`);

export function registerArchivedAssets(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${ASSETS_PREFIX}/`),
    async ({ request, url }) => {
      const archive = await caches.open(CACHE_NAMES.assets);
      const kept = await archive.match(request.url);
      if (kept) return kept;
      const response = await fetch(request);
      // Kept once fetched, so that a zh-Hant reader's app converts works offline too.
      if (response.ok && ON_DEMAND.test(url.pathname)) await archive.put(request.url, response.clone());
      return response;
    },
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
    if (!new URL(url).pathname.startsWith(`${ASSETS_PREFIX}/`) || next.has(url)) continue;
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
