/** The demo catalogue an empty database gets at first start, and the art it is drawn with. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artSvg } from '../../server/content/art/generate-art';
import { prepareContent, refreshDemoWindows } from '../../server/content/demo-seed';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CJK = /[\u4e00-\u9fff]/;

describe('catalogue', () => {
  it('holds 30 comics (≥ 20 chapters), 20 novels (≥ 50 chapters) and 20 videos, titled in Chinese', async () => {
    const works = await s.db.selectFrom('works').selectAll().execute();
    const of = (kind: string) => works.filter((w) => w.kind === kind);
    expect(of('comic')).toHaveLength(30);
    expect(of('novel')).toHaveLength(20);
    expect(of('video')).toHaveLength(20);
    for (const w of of('comic')) expect(w.chapter_count).toBeGreaterThanOrEqual(20);
    for (const w of of('novel')) expect(w.chapter_count).toBeGreaterThanOrEqual(50);
    expect(new Set(works.map((w) => w.title)).size).toBe(works.length);
    for (const w of works) {
      expect(w.title).toMatch(CJK);
      expect(w.author).toMatch(CJK);
      expect(w.description).toMatch(CJK);
      expect(w.score).toBeGreaterThan(0);
      expect(w.score).toBeLessThanOrEqual(10);
    }
    expect(works.some((w) => w.status === 'completed')).toBe(true);
    expect(works.filter((w) => w.status === 'ongoing').every((w) => w.update_weekday !== null)).toBe(true);
    const chapters = await s.db.selectFrom('chapters').select(['work_id']).execute();
    for (const w of works) expect(chapters.filter((c) => c.work_id === w.id)).toHaveLength(w.chapter_count);
  });

  it('gives comics pages with their true sizes: tall strips and paged manga', async () => {
    const pages = await s.db.selectFrom('comic_pages').select(['path', 'width', 'height']).distinct().execute();
    expect(pages.some((p) => p.width === 800 && p.height >= 2400 && p.height <= 3600)).toBe(true);
    expect(pages.some((p) => p.width === 900 && p.height === 1280)).toBe(true);
    const chaptersWithoutPages = await s.db
      .selectFrom('chapters')
      .innerJoin('works', 'works.id', 'chapters.work_id')
      .leftJoin('comic_pages', 'comic_pages.chapter_id', 'chapters.id')
      .select('chapters.id')
      .where('works.kind', '=', 'comic')
      .where('comic_pages.chapter_id', 'is', null)
      .execute();
    expect(chaptersWithoutPages).toEqual([]);
  });

  it('writes novel chapters of 1500–3000 Chinese characters', async () => {
    const texts = await s.db
      .selectFrom('novel_texts')
      .innerJoin('chapters', 'chapters.id', 'novel_texts.chapter_id')
      .select(['novel_texts.text', 'chapters.size'])
      .execute();
    expect(texts.length).toBeGreaterThanOrEqual(20 * 50);
    for (const { text, size } of texts) {
      expect(size).toBeGreaterThanOrEqual(1500);
      expect(size).toBeLessThanOrEqual(3000);
      expect(text.replace(/\s/g, '')).toHaveLength(size);
    }
    const sample = texts[0]?.text ?? '';
    const cjk = [...sample].filter((ch) => CJK.test(ch)).length;
    expect(cjk / sample.replace(/\s/g, '').length).toBeGreaterThan(0.8);
    expect(sample).toMatch(/。/);
  });

  it('plays every episode from an MP4, some from HLS as well', async () => {
    const sources = await s.db
      .selectFrom('video_sources')
      .innerJoin('chapters', 'chapters.id', 'video_sources.chapter_id')
      .select(['video_sources.format', 'video_sources.path', 'chapters.id'])
      .execute();
    const episodes = await s.db
      .selectFrom('chapters')
      .innerJoin('works', 'works.id', 'chapters.work_id')
      .select('chapters.id')
      .where('works.kind', '=', 'video')
      .execute();
    for (const { id } of episodes) expect(sources.some((x) => x.id === id && x.format === 'mp4')).toBe(true);
    expect(sources.some((x) => x.format === 'hls')).toBe(true);
    for (const path of new Set(sources.map((x) => x.path))) expect((await s.raw(`/media/${path}`)).status).toBe(200);
  });

  it('opens chapters 1…N free, then VIP or gold at 10–60', async () => {
    const chapters = await s.db
      .selectFrom('chapters')
      .select(['work_id', 'idx', 'access', 'price'])
      .orderBy('idx')
      .execute();
    for (const c of chapters.filter((x) => x.idx === 1)) expect(c.access).toBe('free');
    const gold = chapters.filter((c) => c.access === 'gold');
    expect(gold.length).toBeGreaterThan(0);
    expect(chapters.some((c) => c.access === 'vip')).toBe(true);
    for (const c of gold) expect(c.price).toBeGreaterThanOrEqual(10);
    for (const c of gold) expect(c.price).toBeLessThanOrEqual(60);
    // Free chapters come first: no free chapter after a paid one in the same work.
    const firstPaid = new Map<number, number>();
    for (const c of chapters) if (c.access !== 'free' && !firstPaid.has(c.work_id)) firstPaid.set(c.work_id, c.idx);
    for (const c of chapters) if (c.access === 'free') expect(c.idx).toBeLessThan(firstPaid.get(c.work_id) ?? Infinity);
  });

  it('fills the other tables: 6+ topics, banners, packages, apps with icons', async () => {
    const count = async (table: 'collections' | 'banners' | 'packages' | 'apps') =>
      Number(
        (
          await s.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('collections')).toBeGreaterThanOrEqual(6);
    expect(await count('banners')).toBeGreaterThanOrEqual(12);
    expect(await count('packages')).toBe(7);
    expect(await count('apps')).toBeGreaterThanOrEqual(4);
    const app = await s.db.selectFrom('apps').selectAll().executeTakeFirstOrThrow();
    expect(app.name).toMatch(CJK);
    expect((await s.raw(`/media/${app.icon}`)).headers.get('content-type')).toBe('image/webp');
  });
});

describe('seeding', () => {
  it('is idempotent: a second start adds nothing', async () => {
    const before = await s.db.selectFrom('works').select('id').execute();
    expect(await prepareContent(s.db, s.config)).toBe(false);
    expect(await s.db.selectFrom('works').select('id').execute()).toEqual(before);
  });

  it('moves demo limited-free windows into the next few days at every start', async () => {
    await s.db.updateTable('works').set({ free_until: 1 }).where('free_until', 'is not', null).execute();
    await s.db.updateTable('chapters').set({ free_until: 1 }).where('free_until', 'is not', null).execute();
    await refreshDemoWindows(s.db);
    const now = Math.floor(Date.now() / 1000);
    const windows = [
      ...(await s.db.selectFrom('works').select('free_until').where('free_until', 'is not', null).execute()),
      ...(await s.db.selectFrom('chapters').select('free_until').where('free_until', 'is not', null).execute()),
    ].map((r) => r.free_until as number);
    expect(windows.length).toBeGreaterThan(5);
    for (const end of windows) {
      expect(end).toBeGreaterThan(now);
      expect(end).toBeLessThan(now + 4 * 86400);
    }
  });
});

describe('art', () => {
  it.each([
    ['cover', 600, 800],
    ['banner', 1200, 600],
    ['manga', 900, 1280],
    ['webtoon', 800, 3000],
    ['icon', 256, 256],
  ] as const)('draws a %s of %i×%i as a real raster with no text', async (kind, width, height) => {
    const svg = artSvg({ kind, width, height, seed: 'test', theme: '热血', page: 12 });
    expect(svg).not.toMatch(/<text/);
    expect(artSvg({ kind, width, height, seed: 'test', theme: '热血', page: 12 })).toBe(svg);
    const image = sharp(Buffer.from(svg));
    const meta = await image.metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
    const { channels } = await image.stats();
    // Not a blank canvas: the picture has contrast.
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(10);
  });
});
