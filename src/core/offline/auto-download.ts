/**
 * Auto-download of new chapters as page and service worker both see it. The page writes the
 * reader's choices to IndexedDB (IDB.autoDownload): the default for every favourite, each work's
 * own switch, Wi-Fi only, and what the worker needs to ask the API and size pages. The worker reads
 * them when the app opens (the page asks it) and on a periodic background sync, and keeps there the
 * chapters it has queued, so that a chapter the reader deleted does not come back.
 */
import * as v from 'valibot';
import { WorkerAuth } from './messages';

export const AUTO_DOWNLOAD_KEYS = { settings: 'settings', queued: 'queued' } as const;

/** The periodic background sync the page registers where the browser allows it (an installed app). */
export const AUTO_DOWNLOAD_SYNC_TAG = 'auto-download';
/** How often it asks to run: the browser decides, never more often (Chromium: by how much the app is used). */
export const AUTO_DOWNLOAD_SYNC_MS = 6 * 60 * 60 * 1000;

export const AutoDownloadSettings = v.object({
  /** For favourites without a switch of their own. */
  byDefault: v.boolean(),
  /** Each work's own switch, by work id. */
  works: v.record(v.string(), v.boolean()),
  wifiOnly: v.boolean(),
  /** The reader the worker downloads for (the last page that wrote it); null before any login. */
  auth: v.nullable(WorkerAuth),
  /** The width comic pages are kept at (the reader's, see DownloadRequest.page_width). */
  page_width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type AutoDownloadSettings = v.InferOutput<typeof AutoDownloadSettings>;

export const DEFAULT_AUTO_DOWNLOAD: AutoDownloadSettings = { byDefault: false, works: {}, wifiOnly: false, auth: null };

/** Whether a work's new chapters download by themselves. */
export const autoDownloadOn = (settings: Pick<AutoDownloadSettings, 'byDefault' | 'works'>, workId: number): boolean =>
  settings.works[String(workId)] ?? settings.byDefault;

/**
 * Whether the connection allows it now: always, unless Wi-Fi only is on and the browser says the
 * connection is another kind (where it says nothing, as most desktop browsers, it is let through).
 */
export function connectionAllows(wifiOnly: boolean, type: string | undefined): boolean {
  if (!wifiOnly || type === undefined || type === 'unknown') return true;
  return type === 'wifi' || type === 'ethernet';
}

/** Room kept free of auto-downloads: a tenth of what the browser grants us, and at least this much. */
export const AUTO_DOWNLOAD_RESERVE_BYTES = 200 * 1024 * 1024;

/** Whether the site's storage leaves room for more downloads the reader did not ask for. */
export function roomForMore(estimate: { usage?: number; quota?: number } | null): boolean {
  if (!estimate?.quota) return true;
  const reserve = Math.max(AUTO_DOWNLOAD_RESERVE_BYTES, estimate.quota / 10);
  return (estimate.usage ?? 0) + reserve <= estimate.quota;
}
