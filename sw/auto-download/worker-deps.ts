/** The auto-downloader's hands inside the service worker: its IndexedDB, the API, the connection and the storage. */
import { createStore, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { FavoriteUpdatesAnswer } from '../../src/core/contract/reading';
import { AUTO_DOWNLOAD_KEYS, AutoDownloadSettings, DEFAULT_AUTO_DOWNLOAD } from '../../src/core/offline/auto-download';
import { IDB } from '../../src/core/storage-keys';
import type { DownloadEngine } from '../downloads/engine';
import { callApi } from '../downloads/worker-deps';
import type { AutoDeps } from './check';

declare const self: ServiceWorkerGlobalScope;

const store = createStore(IDB.autoDownload.db, IDB.autoDownload.store);
const Ids = v.array(v.number());

export const autoDeps = (engine: DownloadEngine): AutoDeps => ({
  async settings() {
    const parsed = v.safeParse(AutoDownloadSettings, await get(AUTO_DOWNLOAD_KEYS.settings, store));
    return parsed.success ? parsed.output : DEFAULT_AUTO_DOWNLOAD;
  },
  async queued() {
    const parsed = v.safeParse(Ids, await get(AUTO_DOWNLOAD_KEYS.queued, store));
    return new Set(parsed.success ? parsed.output : []);
  },
  setQueued: (ids) => set(AUTO_DOWNLOAD_KEYS.queued, [...ids], store),
  updates: (auth) => callApi(auth, 'favoriteUpdates', {}, FavoriteUpdatesAnswer),
  connectionType: () => (self.navigator as WorkerNavigator & { connection?: { type?: string } }).connection?.type,
  async estimate() {
    try {
      return (await self.navigator.storage?.estimate()) ?? null;
    } catch {
      return null;
    }
  },
  async add(auth, items) {
    engine.setAuth(auth);
    await engine.add(items);
  },
});
