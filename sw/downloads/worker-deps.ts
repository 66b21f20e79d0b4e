/**
 * The download engine's hands inside the service worker: records and content answers in
 * IndexedDB, pages and episodes' files in Cache Storage, API calls (chapterContent) through the
 * shared cipher and contract.
 */
import { createStore, del, get, set, values } from 'idb-keyval';
import * as v from 'valibot';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';
import type { EndpointName } from '../../src/core/contract/answers';
import { CODE, WireAnswer } from '../../src/core/contract/envelope';
import { endpointPath } from '../../src/core/contract/paths';
import { DownloadedChapter, DownloadRecord, downloadKey } from '../../src/core/offline/downloads';
import type { FromWorker, WorkerAuth } from '../../src/core/offline/messages';
import { CACHE_NAMES, IDB } from '../../src/core/storage-keys';
import { type BackgroundFetchManager, backgroundFetched } from './background-fetch';
import { ContentError, type EngineDeps, type OnBytes } from './engine-deps';
import { fetchResumable, type PartialFile, type PartStore, ResumeError, type Whole } from './resumable';

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

const partStore = createStore(IDB.partialFiles.db, IDB.partialFiles.store);

/** The parts of large files not yet whole (resumable.ts), by address. */
const parts: PartStore = {
  get: async (url) => (await get(url, partStore)) as PartialFile | undefined,
  put: (url, partial) => set(url, partial, partStore),
  delete: (url) => del(url, partStore),
};

/** A file's length as the server says it (HEAD), or null. */
async function headSize(url: string): Promise<number | null> {
  const head = await fetch(url, { method: 'HEAD', credentials: 'omit' }).catch(() => null);
  const length = Number(head?.headers.get('content-length'));
  return head?.ok && Number.isFinite(length) && length > 0 ? length : null;
}

/** Keeps a whole response under its address; resolves with its size. */
export async function keepResponse(url: string, response: Response): Promise<number> {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.delete('vary');
  headers.delete('content-encoding');
  headers.set('content-length', String(body.size));
  await (await pagesCache()).put(url, new Response(body, { status: 200, headers }));
  return body.size;
}

/**
 * A large file (an episode): through Background Fetch where there is one (background-fetch.ts), else resumed from its last byte after a cut (resumable.ts), counted on its
 * way, and put in the cache only once whole.
 */
async function putResumed(url: string, signal: AbortSignal, onBytes: OnBytes, label: string): Promise<number> {
  // A large file not begun goes to Background Fetch where there is one: it goes on with the app closed.
  if (!(await parts.get(url))) {
    const manager = (self.registration as ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManager })
      .backgroundFetch;
    const fetched = await backgroundFetched(manager, url, label, signal, onBytes, headSize);
    if (fetched) return keepResponse(url, fetched);
  }
  let whole: Whole;
  try {
    whole = await fetchResumable(url, {
      // Called as a method of the options, the worker's own fetch would throw (Illegal invocation).
      fetch: (input, init) => fetch(input, init),
      parts,
      signal,
      onBytes,
      headers: { accept: IMAGE_ACCEPT },
    });
  } catch (error) {
    if (error instanceof ResumeError) {
      throw new ContentError(
        error.status >= 500 || error.status === 206 || error.status === 416 ? 'network' : 'server',
      );
    }
    if (error instanceof Error && error.message === 'file cut short') throw new ContentError('network');
    throw error;
  }
  await (await pagesCache()).put(url, new Response(whole.body, { status: 200, headers: whole.headers }));
  return whole.body.size;
}

/**
 * An API call as this reader from inside the worker, decrypted and checked against `schema`;
 * throws ContentError: 'network' when the server could not be reached or failed, else 'server'.
 */
export async function callApi<S extends v.GenericSchema>(
  auth: WorkerAuth,
  name: EndpointName,
  body: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  const base = auth.apiBase || self.location.origin;
  let response: Response;
  try {
    response = await fetch(base + endpointPath(name), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, access_token: auth.token }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ContentError('network');
  }
  if (response.status >= 500) throw new ContentError('network');
  const wire = v.safeParse(WireAnswer, await response.json().catch(() => null));
  if (!response.ok || !wire.success || wire.output.code !== CODE.ok) throw new ContentError('server');
  try {
    return v.parse(schema, await cipher.decryptJson(wire.output.data ?? ''));
  } catch {
    throw new ContentError('server');
  }
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
    async fetchAndPut(url, signal, onBytes, label = '') {
      if (onBytes) return putResumed(url, signal, onBytes, label);
      const response = await fetch(url, { signal, credentials: 'omit', headers: { accept: IMAGE_ACCEPT } });
      if (!response.ok) throw new ContentError(response.status >= 500 ? 'network' : 'server');
      const headers = new Headers(response.headers);
      // Kept under its address alone: an <img> asking with its own Accept header must find it.
      headers.delete('vary');
      // The whole body first: a connection cut half-way rejects here, before anything is kept.
      const body = await response.blob();
      headers.set('content-length', String(body.size));
      await (await pagesCache()).put(url, new Response(body, { status: 200, headers }));
      return body.size;
    },
    delete: async (url) => {
      await (await pagesCache()).delete(url);
      await parts.delete(url);
    },
  },
  fetchContent: (auth, chapterId, signal) =>
    callApi(auth, 'chapterContent', { chapter_id: chapterId, download: true }, DownloadedChapter, signal),
  broadcast: (records) => void post({ type: 'downloads:changed', records }),
  broadcastRemoved: (keys) => void post({ type: 'downloads:removed', keys }),
  now: () => Math.floor(Date.now() / 1000),
};
