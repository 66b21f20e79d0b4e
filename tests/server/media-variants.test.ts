/**
 * GET /media/<image>?w=<width>: width variants drawn with sharp, AVIF or WebP by the
 * Accept header, validators and caching, the fixed set of widths, and the on-disk cache that
 * draws each variant once.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importComic } from '../../server/content/importers/comic';
import { AVIF_MAX_PIXELS, chooseFormat, VariantStore } from '../../server/media/media-variants';
import { IMAGE_WIDTHS } from '../../src/core/media-variants';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let coverPath: string;
let bannerPath: string;
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*';

beforeAll(async () => {
  s = await startTestServer();
  const home = await s.post<{ banners: { image: string }[]; sections: { items: { cover: string }[] }[] }>('home');
  coverPath = home.data?.sections[0]?.items[0]?.cover ?? '';
  bannerPath = home.data?.banners[0]?.image ?? '';
});
afterAll(() => s.close());

const dimensions = async (response: Response) => {
  const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
};

describe('width variants', () => {
  it('draws a cover at the width asked, keeping its 3:4 shape, as AVIF for a browser that takes it', async () => {
    const response = await s.raw(`${coverPath}?w=240`, { headers: { accept: CHROME_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const length = Number(response.headers.get('content-length'));
    expect(await dimensions(response)).toEqual({ width: 240, height: 320, format: 'heif' });
    const original = await s.raw(coverPath);
    expect(length).toBeLessThan(Number(original.headers.get('content-length')) / 2);
  });

  it('answers WebP to a client that takes WebP but not AVIF, and the original format to one that takes neither', async () => {
    const webp = await s.raw(`${bannerPath}?w=360`, { headers: { accept: WEBP_ONLY } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await dimensions(webp)).width).toBe(360);
    const plain = await s.raw(`${bannerPath}?w=360`, { headers: { accept: '*/*' } });
    // The demo art is WebP: its own format is what such a client gets.
    expect(plain.headers.get('content-type')).toBe('image/webp');
    expect(chooseFormat('image/png,*/*', '.jpg', 1000)).toBe('jpeg');
    expect(chooseFormat('image/avif;q=0, image/webp', '.png', 1000)).toBe('webp');
    // AVIF only up to a size it draws quickly; a long strip goes as WebP.
    expect(chooseFormat(CHROME_ACCEPT, '.png', AVIF_MAX_PIXELS)).toBe('avif');
    expect(chooseFormat(CHROME_ACCEPT, '.png', AVIF_MAX_PIXELS + 1)).toBe('webp');
  });

  it('never enlarges: a width above the original sends it at its own size, as it is when nothing would change', async () => {
    const response = await s.raw(`${coverPath}?w=1280`, { headers: { accept: WEBP_ONLY } });
    const original = Buffer.from(await (await s.raw(coverPath)).arrayBuffer());
    expect(response.headers.get('vary')).toBe('Accept');
    expect(Buffer.from(await response.clone().arrayBuffer()).equals(original)).toBe(true);
    expect(await dimensions(response)).toMatchObject({ width: 600, height: 800 });
    const avif = await s.raw(`${coverPath}?w=1280`, { headers: { accept: CHROME_ACCEPT } });
    expect(await dimensions(avif)).toEqual({ width: 600, height: 800, format: 'heif' });
  });

  it('gives each representation its own ETag, revalidated with 304 without drawing', async () => {
    const avif = await s.raw(`${coverPath}?w=120`, { headers: { accept: CHROME_ACCEPT } });
    const webp = await s.raw(`${coverPath}?w=120`, { headers: { accept: WEBP_ONLY } });
    const original = await s.raw(coverPath);
    const tags = [avif, webp, original].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    const again = await s.raw(`${coverPath}?w=120`, {
      headers: { accept: CHROME_ACCEPT, 'if-none-match': tags[0] ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept');
  });

  it('keeps variants on disk beside the media folder and serves them again without redrawing', async () => {
    const url = `${coverPath}?w=360`;
    await s.raw(url, { headers: { accept: CHROME_ACCEPT } });
    const file = join(s.config.mediaVariantDir, 'w360', `${coverPath.slice('/media/'.length)}.avif`);
    expect(existsSync(file)).toBe(true);
    const written = statSync(file).mtimeMs;
    const second = await s.raw(url, { headers: { accept: CHROME_ACCEPT } });
    expect(second.status).toBe(200);
    expect(statSync(file).mtimeMs).toBe(written);
    expect(s.config.mediaVariantDir).toBe(`${s.config.mediaDir}-variants`);
  });

  it('refuses a width outside the fixed set, so no one can make it draw any width', async () => {
    for (const w of ['100', '241', '0', '-240', '240.0', 'abc', '99999', '']) {
      const response = await s.raw(`${coverPath}?w=${w}`);
      expect(response.status, w).toBe(400);
      expect(await response.text()).toContain(IMAGE_WIDTHS.join(', '));
    }
  });

  it('ignores a width asked of a video: the file is sent whole, ranges and all', async () => {
    const response = await s.raw('/media/samples/clip-aurora.mp4?w=240', { headers: { range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  it('draws the pages of a demo comic, and of an imported one (a PNG page, its cover too)', async () => {
    const demo = await s.db.selectFrom('comic_pages').selectAll().executeTakeFirstOrThrow();
    const folder = join(s.dir, 'import', '导入的漫画', '第1话');
    mkdirSync(folder, { recursive: true });
    await sharp({ create: { width: 1000, height: 1400, channels: 3, background: '#36a' } })
      .png()
      .toFile(join(folder, '1.png'));
    const id = await importComic(s.db, s.config.mediaDir, join(s.dir, 'import', '导入的漫画'));
    const imported = await s.db
      .selectFrom('comic_pages')
      .innerJoin('chapters', 'chapters.id', 'comic_pages.chapter_id')
      .select(['comic_pages.path', 'comic_pages.width', 'comic_pages.height'])
      .where('chapters.work_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(imported.path).toMatch(/\.png$/);
    for (const page of [demo, imported]) {
      const response = await s.raw(`/media/${page.path}?w=480`, { headers: { accept: CHROME_ACCEPT } });
      const size = await dimensions(response);
      expect(size.width).toBe(480);
      expect(size.height).toBe(Math.round((page.height * 480) / page.width));
      expect(size.format).toBe(480 * size.height <= AVIF_MAX_PIXELS ? 'heif' : 'webp');
    }
    const cover = await s.db.selectFrom('works').select('cover').where('id', '=', id).executeTakeFirstOrThrow();
    const response = await s.raw(`/media/${cover.cover}?w=240`, { headers: { accept: WEBP_ONLY } });
    expect(await dimensions(response)).toMatchObject({ width: 240, format: 'webp' });
  });
});

describe('VariantStore', () => {
  it('draws a variant once for concurrent requests, and again only when its original changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'manyue-variants-'));
    try {
      const media = join(dir, 'media');
      const source = join(media, 'x', 'a.png');
      mkdirSync(join(media, 'x'), { recursive: true });
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
        .png()
        .toFile(source);
      const store = new VariantStore(media, join(dir, 'variants'));
      const mtime = statSync(source).mtimeMs;
      const files = await Promise.all(Array.from({ length: 6 }, () => store.get(source, mtime, 240, 'webp')));
      expect(new Set(files).size).toBe(1);
      expect(store.drawn).toBe(1);
      expect(readdirSync(join(dir, 'variants', 'w240', 'x'))).toEqual(['a.png.webp']);
      await store.get(source, mtime, 240, 'webp');
      expect(store.drawn).toBe(1);
      // A newer original: the kept variant is stale and drawn again.
      const later = new Date(Date.now() + 60_000);
      utimesSync(source, later, later);
      await store.get(source, statSync(source).mtimeMs, 240, 'webp');
      expect(store.drawn).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
