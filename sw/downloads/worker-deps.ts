/**
 * The download engine's hands inside the service worker: records and content answers in
 * IndexedDB, pages and episodes' files in Cache Storage, chapterContent through the shared cipher
 * and contract.
 */
import { createStore, del, get, set, values } from 'idb-keyval';
import * as v from 'valibot';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';
import { CODE, WireAnswer } from '../../src/core/contract/envelope';
import { endpointPath } from '../../src/core/contract/paths';
import { DownloadedChapter, DownloadRecord, downloadKey } from '../../src/core/offline/downloads';
import type { FromWorker } from '../../src/core/offline/messages';
import { CACHE_NAMES, IDB } from '../../src/core/storage-keys';
import { ContentError, type EngineDeps, type OnBytes } from './engine';

declare const self: ServiceWorkerGlobalScope;

const recordStore = createStore(IDB.downloads.db, IDB.downloads.store);
const contentStore = createStore(IDB.downloadedChapters.db, IDB.downloadedChapters.store);
const cipher = createEnvelopeCipher(keyFromSecret(__API_SECRET__));

const pagesCache = () => caches.open(CACHE_NAMES.downloads);

/**
 * What a page variant is asked in (the server answers `?w=` by Accept): what browsers able to run
 * this worker decode, as their <img> would ask. A video file ignores it.
 */
const IMAGE_ACCEPT = 'image/avif,image/webp,*/*;q=0.8';

async function post(message: FromWorker): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    client.postMessage(message);
  }
}

/**
 * A large file (an episode) goes into the cache as it arrives, counted on its way, never whole in
 * memory. The cache keeps it only if the body ends well: a cut or a full disk rejects the put and
 * leaves nothing behind.
 */
async function putCounted(url: string, body: ReadableStream<Uint8Array>, headers: Headers, onBytes: OnBytes) {
  // The body arrives decoded: a length or an encoding of the encoded bytes would not describe it.
  const encoded = headers.has('content-encoding');
  headers.delete('content-encoding');
  const length = Number(headers.get('content-length'));
  const expected = !encoded && Number.isFinite(length) && length > 0 ? length : null;
  if (expected === null) headers.delete('content-length');
  let received = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        onBytes(received, expected);
        controller.enqueue(chunk);
      },
    }),
  );
  const cache = await pagesCache();
  await cache.put(url, new Response(counted, { status: 200, headers }));
  if (expected !== null && received !== expected) {
    // Shorter than announced: not the file.
    await cache.delete(url);
    throw new ContentError('network');
  }
  return received;
}

export const workerDeps: EngineDeps = {
  records: {
    async all() {
      return (await values(recordStore)).flatMap((raw) => {
        const parsed = v.safeParse(DownloadRecord, raw);
        return parsed.success ? [parsed.output] : [];
      });
    },
    async get(key) {
      const parsed = v.safeParse(DownloadRecord, await get(key, recordStore));
      return parsed.success ? parsed.output : undefined;
    },
    put: (record) => set(downloadKey(record.kind, record.chapter.id), record, recordStore),
    delete: (key) => del(key, recordStore),
    putContent: (key, answer) => set(key, answer, contentStore),
    deleteContent: (key) => del(key, contentStore),
  },
  pages: {
    async size(url) {
      const kept = await (await pagesCache()).match(url);
      if (!kept) return null;
      const length = Number(kept.headers.get('content-length'));
      return Number.isFinite(length) && length > 0 ? length : (await kept.blob()).size;
    },
    async fetchAndPut(url, signal, onBytes) {
      const response = await fetch(url, { signal, credentials: 'omit', headers: { accept: IMAGE_ACCEPT } });
      if (!response.ok) throw new ContentError(response.status >= 500 ? 'network' : 'server');
      const headers = new Headers(response.headers);
      // Kept under its address alone: an <img> asking with its own Accept header must find it.
      headers.delete('vary');
      if (onBytes && response.body) return putCounted(url, response.body, headers, onBytes);
      // The whole body first: a connection cut half-way rejects here, before anything is kept.
      const body = await response.blob();
      headers.set('content-length', String(body.size));
      await (await pagesCache()).put(url, new Response(body, { status: 200, headers }));
      return body.size;
    },
    delete: async (url) => {
      await (await pagesCache()).delete(url);
    },
  },
  async fetchContent(auth, chapterId, signal) {
    const base = auth.apiBase || self.location.origin;
    let response: Response;
    try {
      response = await fetch(base + endpointPath('chapterContent'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chapter_id: chapterId, access_token: auth.token }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ContentError('network');
    }
    if (response.status >= 500) throw new ContentError('network');
    const wire = v.safeParse(WireAnswer, await response.json().catch(() => null));
    if (!response.ok || !wire.success || wire.output.code !== CODE.ok) throw new ContentError('server');
    try {
      return v.parse(DownloadedChapter, await cipher.decryptJson(wire.output.data ?? ''));
    } catch {
      throw new ContentError('server');
    }
  },
  broadcast: (records) => void post({ type: 'downloads:changed', records }),
  broadcastRemoved: (keys) => void post({ type: 'downloads:removed', keys }),
  now: () => Math.floor(Date.now() / 1000),
};
