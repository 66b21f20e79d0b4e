/** The content endpoints over the seeded demo catalogue; every answer is checked against its schema. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentChanged } from '../../server/db/content-version';
import { chinaWeekday } from '../../server/time/china-time';
import { answers, type EndpointName } from '../../src/core/contract/answers';
import { MORE_PATHS, type WorkCard } from '../../src/core/contract/content';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Posts, expects 200, and validates the decrypted answer against the contract's schema. */
async function ok<N extends EndpointName>(name: N, body: Record<string, unknown> = {}) {
  const answer = await s.post(name, body);
  expect(answer, `${name} ${JSON.stringify(body)}: ${answer.msg}`).toMatchObject({ status: 200, code: 200 });
  return v.parse(answers[name].answer, answer.data) as v.InferOutput<(typeof answers)[N]['answer']>;
}

const now = () => Math.floor(Date.now() / 1000);

describe('home', () => {
  it.each(['comic', 'novel', 'video'] as const)(
    'answers the %s channel: menus, 4–6 banners, sections',
    async (channel) => {
      const home = await ok('home', { channel });
      expect(home.top_menu_home.slice(0, 3).map((m) => m.name)).toEqual(['漫画', '小说', '视频']);
      expect(home.top_menu_home.length).toBeGreaterThan(3);
      for (const tab of home.top_menu_home.slice(3))
        expect(tab).toMatchObject({ kind: channel, class_id: expect.any(Number) });
      expect(home.top_menu_video.map((m) => m.name)).toEqual(['推荐', '动画', '纪录', '短剧', '音乐']);
      expect(home.banners.length).toBeGreaterThanOrEqual(4);
      expect(home.banners.length).toBeLessThanOrEqual(6);
      for (const banner of home.banners) {
        expect(banner.kind).toBe(channel);
        expect(banner.image).toMatch(/^\/media\/.+\.webp$/);
      }
      const ids = home.sections.map((section) => section.id);
      expect(ids).toEqual(expect.arrayContaining(['editor', 'rank', 'new', 'today', 'topics']));
      for (const section of home.sections) {
        expect(section.items.length, section.id).toBeGreaterThan(0);
        for (const item of section.items) expect(item.kind).toBe(channel);
        if (section.more) expect(MORE_PATHS).toContain(section.more.path);
      }
    },
  );

  it('ranks the top 10 by views, lists new works by 6 and today’s updates by the China weekday', async () => {
    const home = await ok('home', { channel: 'comic' });
    const section = (id: string) => home.sections.find((x) => x.id === id);
    const rank = section('rank')?.items ?? [];
    expect(rank).toHaveLength(10);
    expect(rank.map((w) => w.views)).toEqual([...rank.map((w) => w.views)].sort((a, b) => b - a));
    expect(section('new')?.items).toHaveLength(6);
    expect(section('new')?.style).toBe('grid');
    expect(section('completed')?.more).toEqual({ path: '/special_column/end_list', query: { kind: 'comic' } });
    expect(section('free')?.more?.path).toBe('/special_column/free_list');
    expect(section('topics')?.more?.path).toBe('/special_column/special_list');
    const today = section('today');
    expect(today?.more).toEqual({
      path: '/special_column/today_list',
      query: { kind: 'comic', weekday: String(chinaWeekday(now())) },
    });
    const daily = await ok('getDailyUpdate', { weekday: chinaWeekday(now()), kind: 'comic' });
    expect(today?.items.map((w) => w.id)).toEqual(daily.list.slice(0, 10).map((w) => w.id));
  });

  it('defaults to the comic channel and refuses another', async () => {
    expect((await ok('home')).banners[0]?.kind).toBe('comic');
    expect(await s.post('home', { channel: 'music' })).toMatchObject({ status: 400, msg: '参数错误：channel' });
  });

  it('is kept per channel: a change made elsewhere waits, one this server made shows at once', async () => {
    const before = await ok('home', { channel: 'novel' });
    const banner = before.banners[0];
    if (!banner) throw new Error('no banner');
    // The answer numbers banners by position: the row is found by its title.
    const stored = await s.db
      .selectFrom('banners')
      .select('id')
      .where('title', '=', banner.title)
      .executeTakeFirstOrThrow();
    await s.db.updateTable('banners').set({ title: '改过的横幅' }).where('id', '=', stored.id).execute();
    try {
      // Another process's write (the import command's): the kept answer stands for up to HOME_FRESH_MS.
      expect((await ok('home', { channel: 'novel' })).banners[0]?.title).toBe(banner.title);
      contentChanged();
      expect((await ok('home', { channel: 'novel' })).banners[0]?.title).toBe('改过的横幅');
    } finally {
      await s.db.updateTable('banners').set({ title: banner.title }).where('id', '=', stored.id).execute();
      contentChanged();
    }
  });
});

describe('getClassList', () => {
  it('lists the classes of a kind with their work counts, and tags', async () => {
    const { classes, tags } = await ok('getClassList', { kind: 'comic' });
    expect(classes.map((c) => c.name)).toEqual(['热血', '恋爱', '悬疑', '校园', '奇幻', '古风', '都市', '搞笑']);
    expect(classes.reduce((sum, c) => sum + c.count, 0)).toBe(30);
    expect(tags.length).toBeGreaterThan(5);
    const novels = await ok('getClassList', { kind: 'novel' });
    expect(novels.classes.map((c) => c.name)).toEqual(['玄幻', '都市', '仙侠', '历史', '科幻', '言情']);
    expect((await ok('getClassList', { kind: 'video' })).classes.map((c) => c.name)).toEqual([
      '动画',
      '纪录',
      '短剧',
      '音乐',
    ]);
  });
});

describe('getListByClassV3', () => {
  const ordered = (list: WorkCard[], key: (w: WorkCard) => number) =>
    list.every((w, i) => i === 0 || key(list[i - 1] as WorkCard) >= key(w));

  it('sorts by views (hot, the default), score, and update time (new), ties by id', async () => {
    const hot = await ok('getListByClassV3', { kind: 'comic', page_size: 50 });
    expect(hot.total).toBe(30);
    expect(hot.list).toHaveLength(30);
    expect(ordered(hot.list, (w) => w.views)).toBe(true);
    const score = await ok('getListByClassV3', { kind: 'novel', sort: 'score', page_size: 50 });
    expect(ordered(score.list, (w) => w.score)).toBe(true);
    for (let i = 1; i < score.list.length; i++) {
      const [a, b] = [score.list[i - 1] as WorkCard, score.list[i] as WorkCard];
      if (a.score === b.score) expect(a.id).toBeLessThan(b.id);
    }
    const fresh = await ok('getListByClassV3', { kind: 'video', sort: 'new', page_size: 50 });
    const updated = new Map(
      (await s.db.selectFrom('works').select(['id', 'updated_at']).execute()).map((w) => [w.id, w.updated_at]),
    );
    expect(ordered(fresh.list, (w) => updated.get(w.id) ?? 0)).toBe(true);
  });

  it('filters by class, tag and status; cards carry no chapter lists', async () => {
    const { classes } = await ok('getClassList', { kind: 'comic' });
    const hot = classes[0] as { id: number; count: number };
    const byClass = await ok('getListByClassV3', { kind: 'comic', class_id: hot.id });
    expect(byClass.total).toBe(hot.count);
    const tagged = await ok('getListByClassV3', { kind: 'comic', tag: '热血' });
    expect(tagged.total).toBeGreaterThan(0);
    for (const w of tagged.list) expect(w.tags).toContain('热血');
    const done = await ok('getListByClassV3', { kind: 'novel', status: 'completed', page_size: 50 });
    expect(done.total).toBeGreaterThan(0);
    for (const w of done.list) expect(w.status).toBe('completed');
    const raw = await s.post<{ list: Record<string, unknown>[] }>('getListByClassV3', { kind: 'comic' });
    expect(Object.keys(raw.data?.list[0] ?? {})).not.toContain('chapters');
    expect(JSON.stringify(raw.data).length).toBeLessThan(20_000);
  });
});

describe('packageList', () => {
  it('lists gold packs with bonus and VIP terms with prices in cents', async () => {
    const { gold, vip } = await ok('packageList');
    expect(gold.map((p) => p.gold)).toEqual([60, 300, 680, 1280]);
    for (const p of gold) expect(p.price_cents).toBeGreaterThan(0);
    expect(gold.some((p) => p.bonus > 0)).toBe(true);
    expect(vip.map((p) => p.days)).toEqual([30, 90, 365]);
  });
});

describe('get_colletion', () => {
  it('pages topics (6+), each with its first 6 works and its work count', async () => {
    const first = await ok('get_colletion', { page_size: 4 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.list).toHaveLength(4);
    expect(first.has_more).toBe(true);
    for (const c of first.list) {
      expect(c.works.length).toBe(Math.min(6, c.work_count));
      expect(c.cover).toMatch(/^\/media\//);
    }
    const all = await ok('get_colletion', { page_size: 50 });
    expect(all.list).toHaveLength(all.total);
    expect(all.has_more).toBe(false);
  });

  it('answers one topic with all its works by id, and 404 for an unknown id', async () => {
    const { list } = await ok('get_colletion', { page_size: 50 });
    const big = list.find((c) => c.work_count > 6) ?? (list[0] as (typeof list)[number]);
    const one = await ok('get_colletion', { id: big.id });
    expect(one).toMatchObject({ total: 1, has_more: false });
    expect(one.list[0]?.works).toHaveLength(big.work_count);
    expect(one.list[0]?.works.slice(0, 6).map((w) => w.id)).toEqual(big.works.map((w) => w.id));
    expect(await s.post('get_colletion', { id: 99999 })).toMatchObject({ status: 404, code: 404, msg: '内容不存在' });
  });
});

describe('getDailyUpdate', () => {
  it('lists the works updated on a weekday, of every kind or one', async () => {
    const weekdays = new Map(
      (await s.db.selectFrom('works').select(['id', 'update_weekday']).execute()).map((w) => [w.id, w.update_weekday]),
    );
    for (let weekday = 1; weekday <= 7; weekday++) {
      const day = await ok('getDailyUpdate', { weekday });
      expect(day.weekday).toBe(weekday);
      expect(new Set(day.list.map((w) => w.kind))).toEqual(new Set(['comic', 'novel', 'video']));
      for (const w of day.list) expect(weekdays.get(w.id)).toBe(weekday);
    }
    const novels = await ok('getDailyUpdate', { weekday: 2, kind: 'novel' });
    expect(novels.list.length).toBeGreaterThan(0);
    for (const w of novels.list) expect(w.kind).toBe('novel');
  });

  it('refuses weekday 0, 8 and a missing weekday', async () => {
    for (const body of [{ weekday: 0 }, { weekday: 8 }, { weekday: 1.5 }, {}]) {
      expect(await s.post('getDailyUpdate', body)).toMatchObject({ status: 400, msg: '参数错误：weekday' });
    }
  });
});

describe('limitedFree', () => {
  it('lists works whose window is open, all ending in the future, ends_at the earliest', async () => {
    const free = await ok('limitedFree');
    expect(free.total).toBeGreaterThan(0);
    const t = now();
    for (const w of free.list) expect(w.free_until).toBeGreaterThan(t);
    // "Within a few days": every demo window ends in under four days.
    for (const w of free.list) expect(w.free_until).toBeLessThan(t + 4 * 86400);
    expect(free.ends_at).toBe(Math.min(...free.list.map((w) => w.free_until ?? Number.POSITIVE_INFINITY)));
    const comics = await ok('limitedFree', { kind: 'comic' });
    for (const w of comics.list) expect(w.kind).toBe('comic');
    expect(comics.total).toBeLessThan(free.total);
  });

  it('drops a work whose window has ended', async () => {
    const free = await ok('limitedFree');
    const first = free.list[0] as WorkCard;
    await s.db
      .updateTable('works')
      .set({ free_until: now() - 10 })
      .where('id', '=', first.id)
      .execute();
    try {
      const after = await ok('limitedFree');
      expect(after.total).toBe(free.total - 1);
      expect(after.list.map((w) => w.id)).not.toContain(first.id);
      const detail = await ok('workDetail', { id: first.id });
      expect(detail.work.free_until).toBeNull();
    } finally {
      await s.db.updateTable('works').set({ free_until: first.free_until }).where('id', '=', first.id).execute();
    }
  });
});

describe('workDetail', () => {
  it('answers the work with all chapters (access, prices, sizes) and 6 related works of its class', async () => {
    const comic = await s.db
      .selectFrom('works')
      .select(['id', 'class_id', 'chapter_count'])
      .where('kind', '=', 'comic')
      .where('free_until', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const detail = await ok('workDetail', { id: comic.id });
    expect(detail.work).toMatchObject({ id: comic.id, kind: 'comic', chapter_count: comic.chapter_count });
    expect(detail.work.description.length).toBeGreaterThan(20);
    expect(detail.chapters).toHaveLength(comic.chapter_count);
    expect(detail.chapters.map((c) => c.index)).toEqual(detail.chapters.map((_, i) => i + 1));
    expect(detail.chapters[0]).toMatchObject({ access: 'free', price: 0, free_until: null });
    for (const c of detail.chapters) {
      expect(c.size).toBeGreaterThan(0);
      if (c.access === 'gold') expect(c.price).toBeGreaterThanOrEqual(10);
      if (c.access === 'gold') expect(c.price).toBeLessThanOrEqual(60);
      if (c.access !== 'gold') expect(c.price).toBe(0);
    }
    // Its class first (classes hold 3–4 comics), then other comics.
    expect(detail.related).toHaveLength(6);
    const sameClass = await s.db.selectFrom('works').select('id').where('class_id', '=', comic.class_id).execute();
    const inClass = sameClass.filter((w) => w.id !== comic.id).length;
    expect(
      detail.related
        .slice(0, inClass)
        .map((r) => r.id)
        .sort(),
    ).toEqual(
      sameClass
        .map((w) => w.id)
        .filter((id) => id !== comic.id)
        .sort(),
    );
    for (const r of detail.related) {
      expect(r.kind).toBe('comic');
      expect(r.id).not.toBe(comic.id);
    }
  });

  it('shows paid chapters of a limited-free work as limited_free until its window ends', async () => {
    const { list } = await ok('limitedFree');
    const work = list[0] as WorkCard;
    const detail = await ok('workDetail', { id: work.id });
    const paid = detail.chapters.filter((c) => c.access !== 'free');
    expect(paid.length).toBeGreaterThan(0);
    for (const c of paid) expect(c).toMatchObject({ access: 'limited_free', price: 0, free_until: work.free_until });
  });

  it('shows a chapter with its own open window as limited_free, and its lasting rule after', async () => {
    const chapter = await s.db
      .selectFrom('chapters')
      .innerJoin('works', 'works.id', 'chapters.work_id')
      .select(['chapters.id', 'chapters.work_id', 'chapters.access', 'chapters.price', 'chapters.free_until'])
      .where('chapters.free_until', 'is not', null)
      .where('works.free_until', 'is', null)
      .executeTakeFirstOrThrow();
    const find = async () =>
      (await ok('workDetail', { id: chapter.work_id })).chapters.find((c) => c.id === chapter.id);
    expect(await find()).toMatchObject({ access: 'limited_free', price: 0, free_until: chapter.free_until });
    await s.db
      .updateTable('chapters')
      .set({ free_until: now() - 1 })
      .where('id', '=', chapter.id)
      .execute();
    try {
      expect(await find()).toMatchObject({
        access: chapter.access,
        price: chapter.access === 'gold' ? chapter.price : 0,
        free_until: null,
      });
    } finally {
      await s.db.updateTable('chapters').set({ free_until: chapter.free_until }).where('id', '=', chapter.id).execute();
    }
  });

  it('answers 404 with a message, in the reader language, for an unknown work', async () => {
    expect(await s.post('workDetail', { id: 424242 })).toMatchObject({ status: 404, code: 404, msg: '内容不存在' });
    expect(await s.post('workDetail', { id: 424242 }, { 'accept-language': 'en' })).toMatchObject({
      msg: 'Content not found',
    });
    expect(await s.post('workDetail', { id: 'x' })).toMatchObject({ status: 400, msg: '参数错误：id' });
  });
});
