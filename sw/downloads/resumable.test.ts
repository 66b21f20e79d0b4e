import { describe, expect, it } from 'vitest';
import { contentRange, fetchResumable, PART_BYTES, type PartialFile, type PartStore, ResumeError } from './resumable';

const FILE = new Uint8Array(3 * PART_BYTES + 12345).map((_, i) => i % 251);
const ETAG = '"v1"';

function memoryParts(): PartStore & { map: Map<string, PartialFile> } {
  const map = new Map<string, PartialFile>();
  return {
    map,
    get: async (url) => map.get(url),
    put: async (url, partial) => void map.set(url, { ...partial, parts: [...partial.parts] }),
    delete: async (url) => void map.delete(url),
  };
}

/** A body of `bytes` in chunks of 64 KB that errors (a cut connection) after `cutAt` bytes. */
function body(bytes: Uint8Array, cutAt = Number.POSITIVE_INFINITY): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= cutAt) return controller.error(new TypeError('network error'));
      if (at >= bytes.length) return controller.close();
      const end = Math.min(bytes.length, at + 65536, cutAt);
      controller.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
}

/** A server that honours Range and If-Range as ours does, cutting the first answer at `cutAt`. */
function server(options: { cutAt?: number; etag?: string; ignoreRange?: boolean } = {}) {
  const asked: Array<Record<string, string>> = [];
  let cutAt = options.cutAt;
  const fake = (async (_url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    asked.push(headers);
    const etag = options.etag ?? ETAG;
    const range = /^bytes=(\d+)-$/.exec(headers.range ?? '');
    const useRange = range && !options.ignoreRange && (!headers['if-range'] || headers['if-range'] === etag);
    const cut = cutAt;
    cutAt = undefined;
    if (useRange) {
      const start = Number(range[1]);
      return new Response(body(FILE.slice(start), cut), {
        status: 206,
        headers: {
          'content-type': 'video/mp4',
          etag,
          'content-range': `bytes ${start}-${FILE.length - 1}/${FILE.length}`,
          'content-length': String(FILE.length - start),
        },
      });
    }
    return new Response(body(FILE, cut), {
      status: 200,
      headers: { 'content-type': 'video/mp4', etag, 'content-length': String(FILE.length) },
    });
  }) as typeof fetch;
  return { fetch: fake, asked };
}

/** Whether the blob holds exactly FILE (a loop: a deep equal of megabytes is slow). */
async function isFile(blob: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes.length !== FILE.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== FILE[i]) return false;
  return true;
}

describe('fetchResumable', () => {
  it('fetches a file whole and keeps nothing aside', async () => {
    const parts = memoryParts();
    const net = server();
    const whole = await fetchResumable('/a.mp4', { fetch: net.fetch, parts, signal: new AbortController().signal });
    expect(await isFile(whole.body)).toBe(true);
    expect(whole.headers.get('content-length')).toBe(String(FILE.length));
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(net.asked[0]?.range).toBeUndefined();
    expect(parts.map.size).toBe(0);
  });

  it('after a cut, asks for the rest from the last byte kept and puts the file together', async () => {
    const parts = memoryParts();
    const net = server({ cutAt: Math.floor(FILE.length / 2) });
    const signal = new AbortController().signal;
    await expect(fetchResumable('/a.mp4', { fetch: net.fetch, parts, signal })).rejects.toThrow('network error');
    const kept = parts.map.get('/a.mp4');
    const keptBytes = kept?.parts.reduce((sum, part) => sum + part.size, 0) ?? 0;
    // Everything that arrived is kept, not only whole parts.
    expect(keptBytes).toBe(Math.floor(FILE.length / 2));

    const seen: number[] = [];
    const whole = await fetchResumable('/a.mp4', {
      fetch: net.fetch,
      parts,
      signal,
      onBytes: (received) => seen.push(received),
    });
    expect(net.asked[1]).toMatchObject({ range: `bytes=${keptBytes}-`, 'if-range': ETAG });
    expect(seen[0]).toBe(keptBytes);
    expect(seen.at(-1)).toBe(FILE.length);
    expect(await isFile(whole.body)).toBe(true);
    expect(parts.map.size).toBe(0);
  });

  it('starts over when the server sends the whole file (it changed, or ignores ranges)', async () => {
    const parts = memoryParts();
    const signal = new AbortController().signal;
    await expect(
      fetchResumable('/a.mp4', { fetch: server({ cutAt: PART_BYTES * 2 }).fetch, parts, signal }),
    ).rejects.toThrow();
    const changed = server({ etag: '"v2"' });
    const whole = await fetchResumable('/a.mp4', { fetch: changed.fetch, parts, signal });
    expect(changed.asked[0]?.range).toBe(`bytes=${PART_BYTES * 2}-`);
    expect(await isFile(whole.body)).toBe(true);
  });

  it('forgets the kept part when the server answers a range that does not follow it', async () => {
    const parts = memoryParts();
    parts.map.set('/a.mp4', {
      parts: [new Blob([FILE.slice(0, 10)])],
      validator: ETAG,
      length: FILE.length,
      headers: [],
    });
    const wrong = (async () =>
      new Response('x', { status: 206, headers: { 'content-range': `bytes 0-0/${FILE.length}` } })) as typeof fetch;
    await expect(
      fetchResumable('/a.mp4', { fetch: wrong, parts, signal: new AbortController().signal }),
    ).rejects.toBeInstanceOf(ResumeError);
    expect(parts.map.size).toBe(0);
  });
});

describe('contentRange', () => {
  it('reads the start and the whole length', () => {
    expect(contentRange('bytes 100-199/1000')).toEqual({ start: 100, length: 1000 });
    expect(contentRange('bytes 5-9/*')).toEqual({ start: 5, length: null });
    expect(contentRange(null)).toBeNull();
  });
});
