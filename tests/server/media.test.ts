/** GET /media/*: types, validators, caching, byte ranges, and paths that try to leave the folder. */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES_DIR } from '../../server/media/media-store';
import { parseRange } from '../../src/core/contract/byte-range';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let coverPath: string;
const mp4 = readFileSync(join(SAMPLES_DIR, 'clip-aurora.mp4'));
const MP4_URL = '/media/samples/clip-aurora.mp4';

beforeAll(async () => {
  s = await startTestServer();
  const home = await s.post<{ banners: { image: string }[]; sections: { items: { cover: string }[] }[] }>('home');
  coverPath = home.data?.sections[0]?.items[0]?.cover ?? '';
});
afterAll(() => s.close());

/** A GET with the path sent exactly as written (fetch would normalise `..` and `%2e%2e`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('images', () => {
  it('serves a generated cover as WebP, cached for a year (content-addressed), with validators', async () => {
    expect(coverPath).toMatch(/^\/media\/demo\/cover\/[0-9a-f]{16}\.webp$/);
    const response = await s.raw(coverPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    // Shown by an app that may live on another site than the API.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
    const first = await s.raw(coverPath);
    const etag = first.headers.get('etag') ?? '';
    const revalidated = await s.raw(coverPath, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    const since = await s.raw(coverPath, {
      headers: { 'if-modified-since': first.headers.get('last-modified') ?? '' },
    });
    expect(since.status).toBe(304);
    expect((await s.raw(coverPath, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('serves comic pages at their true size', async () => {
    const page = await s.db.selectFrom('comic_pages').selectAll().executeTakeFirstOrThrow();
    const response = await s.raw(`/media/${page.path}`);
    expect(response.status).toBe(200);
    const sharp = (await import('sharp')).default;
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([page.width, page.height]);
  });
});

describe('video and byte ranges', () => {
  it('serves the whole MP4 with Accept-Ranges, revalidated daily (a sample, not content-addressed)', async () => {
    const response = await s.raw(MP4_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=5000-', 5000, mp4.length - 1],
    ['bytes=-500', mp4.length - 500, mp4.length - 1],
    [`bytes=100-${mp4.length + 1000}`, 100, mp4.length - 1],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await s.raw(MP4_URL, { headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${mp4.length}`);
    expect(Number(response.headers.get('content-length'))).toBe(end - start + 1);
    expect(Buffer.from(await response.arrayBuffer()).equals(mp4.subarray(start, end + 1))).toBe(true);
  });

  it.each([`bytes=${mp4.length}-`, 'bytes=500-100', 'bytes=-0', 'bytes=abc', 'bytes=-'])(
    'answers %s with 416 and the size',
    async (range) => {
      const response = await s.raw(MP4_URL, { headers: { range } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
    },
  );

  it('sends the whole file for several ranges, another unit, or a stale If-Range', async () => {
    expect((await s.raw(MP4_URL, { headers: { range: 'bytes=0-1,5-6' } })).status).toBe(200);
    expect((await s.raw(MP4_URL, { headers: { range: 'items=0-1' } })).status).toBe(200);
    const stale = await s.raw(MP4_URL, { headers: { range: 'bytes=0-1', 'if-range': '"stale"' } });
    expect(stale.status).toBe(200);
    const etag = stale.headers.get('etag') ?? '';
    expect((await s.raw(MP4_URL, { headers: { range: 'bytes=0-1', 'if-range': etag } })).status).toBe(206);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await s.raw(MP4_URL, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(mp4.length);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves the HLS playlist and its segments with their types', async () => {
    const hls = await s.db
      .selectFrom('video_sources')
      .select('path')
      .where('format', '=', 'hls')
      .executeTakeFirstOrThrow();
    const playlist = await s.raw(`/media/${hls.path}`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXTM3U');
    const segment = text.split('\n').find((line) => line && !line.startsWith('#')) ?? '';
    const base = hls.path.slice(0, hls.path.lastIndexOf('/') + 1);
    const response = await s.raw(`/media/${base}${segment}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47.
    expect(new Uint8Array(await response.arrayBuffer())[0]).toBe(0x47);
  });
});

describe('paths', () => {
  it.each([
    '/media/..%2f..%2fpackage.json',
    '/media/samples/..%2f..%2f..%2fpackage.json',
    '/media/demo/..%5c..%5cpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/../../package.json',
    '/media/demo//cover',
    '/media/%00.webp',
    '/media/%E0%A4%A.webp',
  ])('refuses %s without serving anything outside the media folders', async (path) => {
    const { status, body } = await rawGet(path);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('"name": "manyue"');
  });

  it('serves only media types: not the samples script, not a temp file, not a folder', async () => {
    for (const path of ['/media/samples/make-samples.sh', '/media/demo/cover', '/media/demo/cover/x.webp.1-ab.tmp']) {
      expect((await s.raw(path)).status, path).toBe(404);
    }
  });

  it('answers 404 for a missing file, never the app shell', async () => {
    const response = await s.raw('/media/demo/cover/0000000000000000.webp');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });
});

describe('parseRange', () => {
  it('reads one range, ignores what it may ignore, and refuses the impossible', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=2-4', 10)).toEqual({ kind: 'part', start: 2, end: 4 });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'part', start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseRange('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('pages=1-2', 10)).toEqual({ kind: 'whole' });
  });
});

describe('MEDIA_BASE_URL', () => {
  it('points every media address of the answers at the CDN instead of this server', async () => {
    const cdn = await startTestServer({ MEDIA_BASE_URL: 'https://cdn.example.test/manyue/' });
    try {
      const home = await cdn.post<{ banners: { image: string }[]; sections: { items: { cover: string }[] }[] }>(
        'home',
        { channel: 'comic' },
      );
      const urls = [
        ...(home.data?.banners.map((b) => b.image) ?? []),
        ...(home.data?.sections.flatMap((section) => section.items.map((item) => item.cover)) ?? []),
      ];
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls)
        expect(url).toMatch(/^https:\/\/cdn\.example\.test\/manyue\/demo\/[a-z]+\/[0-9a-f]{16}\.webp$/);
      // This server still serves the same paths, for the copy the CDN pulls from.
      const path = new URL(urls[0] as string).pathname.replace('/manyue', '/media');
      expect((await cdn.raw(path)).status).toBe(200);
    } finally {
      await cdn.close();
    }
  });
});
