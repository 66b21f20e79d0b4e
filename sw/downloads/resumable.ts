/**
 * A large file (a video episode) fetched so that a cut costs nothing already received: what arrives
 * is written down in parts of about a megabyte (IndexedDB keeps Blobs on disk), and the next try asks
 * only for the rest, with a Range request from the last byte kept (`If-Range` naming the copy it
 * continues, so a file changed since is sent whole, and started over). Once the file is whole it is
 * one Blob of its parts, and the parts are forgotten.
 */

/** What is kept of a file not yet whole. */
export interface PartialFile {
  parts: Blob[];
  /** The ETag (else Last-Modified) of the copy the parts are of. */
  validator: string | null;
  /** Its whole length, once the server said it. */
  length: number | null;
  /** The headers the file is kept with once whole (its type, validators). */
  headers: [string, string][];
}

export interface PartStore {
  get(url: string): Promise<PartialFile | undefined>;
  put(url: string, partial: PartialFile): Promise<void>;
  delete(url: string): Promise<void>;
}

export interface Whole {
  body: Blob;
  headers: Headers;
}

/** Received bytes are written down in parts of this size (and what is left when the transfer stops). */
export const PART_BYTES = 1024 * 1024;

const KEPT_HEADERS = ['content-type', 'etag', 'last-modified', 'cache-control'];

const sizeOf = (parts: readonly Blob[]) => parts.reduce((sum, part) => sum + part.size, 0);

/** "bytes 100-199/1000" → its start and the whole length. */
export function contentRange(header: string | null): { start: number; length: number | null } | null {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1]), length: match[2] === '*' ? null : Number(match[2]) };
}

/**
 * Fetches `url` from where an earlier try stopped. `onBytes` follows the whole file's arrival (the
 * kept part included). Rejects as fetch does when cut (what arrived is kept for the next try).
 */
export async function fetchResumable(
  url: string,
  options: {
    fetch: typeof fetch;
    parts: PartStore;
    signal: AbortSignal;
    headers?: Record<string, string>;
    onBytes?: (received: number, expected: number | null) => void;
  },
): Promise<Whole> {
  const { parts: store, signal, onBytes } = options;
  let partial = await store.get(url);
  let have = partial ? sizeOf(partial.parts) : 0;
  const headers: Record<string, string> = { ...options.headers };
  if (partial && have > 0) {
    headers.range = `bytes=${have}-`;
    if (partial.validator) headers['if-range'] = partial.validator;
  }
  const response = await options.fetch(url, { signal, credentials: 'omit', headers });
  if (response.status === 416 && partial && partial.length === have) return finish(url, store, partial);
  const range = response.status === 206 ? contentRange(response.headers.get('content-range')) : null;
  const continues = partial !== undefined && range !== null && range.start === have;
  if (!response.ok || (response.status === 206 && !continues)) {
    // The kept part no longer fits what the server has: the next try starts over.
    if (partial) await store.delete(url);
    throw new ResumeError(response.status);
  }
  if (!continues || !partial) {
    const length = Number(response.headers.get('content-length'));
    const encoded = response.headers.has('content-encoding');
    partial = {
      parts: [],
      validator: response.headers.get('etag') ?? response.headers.get('last-modified'),
      length: !encoded && Number.isFinite(length) && length > 0 ? length : null,
      headers: KEPT_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
    };
    have = 0;
  } else if (range?.length) partial.length = range.length;
  const file: PartialFile = partial;
  onBytes?.(have, file.length);

  let buffered: Uint8Array[] = [];
  let bufferedBytes = 0;
  const flush = async () => {
    if (bufferedBytes === 0) return;
    file.parts.push(new Blob(buffered as BlobPart[]));
    buffered = [];
    bufferedBytes = 0;
    await store.put(url, file);
  };
  const reader = response.body?.getReader();
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      buffered.push(value);
      bufferedBytes += value.byteLength;
      have += value.byteLength;
      onBytes?.(have, file.length);
      if (bufferedBytes >= PART_BYTES) await flush();
    }
  } catch (error) {
    // Cut or stopped: what arrived stays for the next try.
    await flush().catch(() => {});
    throw error;
  }
  await flush();
  if (file.length !== null && have !== file.length) throw new TypeError('file cut short');
  return finish(url, store, file);
}

async function finish(url: string, store: PartStore, file: PartialFile): Promise<Whole> {
  const body = new Blob(file.parts, { type: file.headers.find(([name]) => name === 'content-type')?.[1] ?? '' });
  const headers = new Headers(file.headers);
  headers.set('content-length', String(body.size));
  await store.delete(url);
  return { body, headers };
}

/** The server answered neither the file nor the rest of it. */
export class ResumeError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
