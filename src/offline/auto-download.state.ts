/**
 * The reader's side of new chapters that download themselves: the choices (the default for every
 * favourite, each work's own switch, Wi-Fi only) kept in IndexedDB, where the service worker reads
 * them, and the check the app asks of the worker each time it opens — and, where the browser
 * allows it for an installed app, through a periodic background sync with the app closed.
 */
import { get, set } from 'idb-keyval';
import * as v from 'valibot';
import { proxy } from 'valtio';
import {
  AUTO_DOWNLOAD_KEYS,
  AUTO_DOWNLOAD_SYNC_MS,
  AUTO_DOWNLOAD_SYNC_TAG,
  AutoDownloadSettings,
  DEFAULT_AUTO_DOWNLOAD,
} from '../core/offline/auto-download';
import { app } from '../state/app';
import { pageWidth } from '../state/page-images.state';
import { idbStore } from '../storage/idb';
import { downloadsSupported, post, workerAuth } from './downloads.client';

type Choices = Pick<AutoDownloadSettings, 'byDefault' | 'works' | 'wifiOnly'>;

export const autoDownload = proxy<Choices & { loaded: boolean }>({
  byDefault: DEFAULT_AUTO_DOWNLOAD.byDefault,
  works: {},
  wifiOnly: DEFAULT_AUTO_DOWNLOAD.wifiOnly,
  loaded: false,
});

let loading: Promise<void> | null = null;

/** Reads the kept choices once. */
export function loadAutoDownload(): Promise<void> {
  loading ??= (async () => {
    try {
      const parsed = v.safeParse(
        AutoDownloadSettings,
        await get(AUTO_DOWNLOAD_KEYS.settings, idbStore('autoDownload')),
      );
      if (parsed.success) {
        autoDownload.byDefault = parsed.output.byDefault;
        autoDownload.works = parsed.output.works;
        autoDownload.wifiOnly = parsed.output.wifiOnly;
      }
    } catch {
      // No IndexedDB (private mode): the choices last this visit.
    }
    autoDownload.loaded = true;
  })();
  return loading;
}

/** Writes the choices, with the reader the worker downloads for and the size pages are kept at. */
async function keep(): Promise<void> {
  const settings: AutoDownloadSettings = {
    byDefault: autoDownload.byDefault,
    works: { ...autoDownload.works },
    wifiOnly: autoDownload.wifiOnly,
    auth: app.accessToken ? await workerAuth() : null,
    page_width: pageWidth(),
  };
  try {
    await set(AUTO_DOWNLOAD_KEYS.settings, settings, idbStore('autoDownload'));
  } catch {
    // Not kept: the worker finds nothing to do.
  }
}

async function change(apply: () => void): Promise<void> {
  await loadAutoDownload();
  apply();
  await keep();
  void registerPeriodicSync();
}

export const setWorkAutoDownload = (workId: number, on: boolean) =>
  change(() => {
    autoDownload.works = { ...autoDownload.works, [workId]: on };
  });

export const setAutoDownloadDefault = (on: boolean) =>
  change(() => {
    autoDownload.byDefault = on;
  });

export const setWifiOnly = (on: boolean) =>
  change(() => {
    autoDownload.wifiOnly = on;
  });

/** Whether the browser tells the connection's type (else Wi-Fi only could not be kept to). */
export const connectionTypeKnown = (): boolean =>
  typeof (navigator as Navigator & { connection?: { type?: string } }).connection?.type === 'string';

const anyOn = () => autoDownload.byDefault || Object.values(autoDownload.works).some(Boolean);

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/** Asks for a periodic background sync where the browser has one and allows it (an installed app). */
async function registerPeriodicSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const periodic = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager })?.periodicSync;
    if (!periodic || !anyOn()) return;
    const state = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (state.state === 'granted')
      await periodic.register(AUTO_DOWNLOAD_SYNC_TAG, { minInterval: AUTO_DOWNLOAD_SYNC_MS });
  } catch {
    // Not allowed here: the check on each app open does the work.
  }
}

/** At app open: the worker looks for new chapters to download (the page does not wait for it). */
export async function checkNewChapters(): Promise<void> {
  if (!downloadsSupported()) return;
  await loadAutoDownload();
  if (!anyOn()) return;
  await keep();
  await post({ type: 'auto-download:check' }, true);
  void registerPeriodicSync();
}
