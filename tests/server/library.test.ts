/** Favourites (toggle, counter, list) and footprints (upsert, list, validation). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { now, reader } from './reading-fixtures';

let s: TestServer;
let works: { id: number; kind: string }[];
beforeAll(async () => {
  s = await startTestServer();
  works = await s.db.selectFrom('works').select(['id', 'kind']).orderBy('id').execute();
});
afterAll(() => s.close());

const counter = async (workId: number) =>
  (await s.db.selectFrom('works').select('favorites').where('id', '=', workId).executeTakeFirstOrThrow()).favorites;
const firstChapter = async (workId: number) =>
  await s.db
    .selectFrom('chapters')
    .select(['id', 'title'])
    .where('work_id', '=', workId)
    .orderBy('idx')
    .executeTakeFirstOrThrow();

describe('needs a user', () => {
  it.each([
    ['favorite', { work_id: 1, on: true }],
    ['favoriteList', {}],
    ['footprint', { work_id: 1, chapter_id: 1, position: 0 }],
    ['footprintList', {}],
  ])('%s answers 401 without a token', async (name, body) => {
    expect(await s.post(name, body)).toMatchObject({ status: 401, code: 401, msg: '登录已过期' });
  });
});

describe('favorite', () => {
  it('toggles idempotently and keeps the work’s counter in step', async () => {
    const r = await reader(s);
    const work = works[0]?.id as number;
    const start = await counter(work);
    expect(await r.ok('favorite', { work_id: work, on: true })).toEqual({
      work_id: work,
      favorited: true,
      favorites: start + 1,
    });
    expect(await r.ok('favorite', { work_id: work, on: true })).toMatchObject({ favorites: start + 1 });
    const other = await reader(s);
    expect(await other.ok('favorite', { work_id: work, on: true })).toMatchObject({ favorites: start + 2 });
    expect(await r.ok('favorite', { work_id: work, on: false })).toEqual({
      work_id: work,
      favorited: false,
      favorites: start + 1,
    });
    expect(await r.ok('favorite', { work_id: work, on: false })).toMatchObject({ favorites: start + 1 });
    expect(await counter(work)).toBe(start + 1);
    expect((await s.post('workDetail', { id: work })).data).toMatchObject({ work: { favorites: start + 1 } });
  });

  it('refuses an unknown work with 404 and writes nothing', async () => {
    const r = await reader(s);
    expect(await r.post('favorite', { work_id: 9_999_999, on: true })).toMatchObject({
      status: 404,
      msg: '内容不存在',
    });
    expect(await s.db.selectFrom('favorites').selectAll().where('user_id', '=', r.id).execute()).toEqual([]);
  });
});

describe('favoriteList', () => {
  it('pages the favourites newest first, each with its card and time', async () => {
    const r = await reader(s);
    const picked = works.slice(3, 10).map((w) => w.id);
    for (const id of picked) await r.ok('favorite', { work_id: id, on: true });
    await r.ok('favorite', { work_id: picked[2] as number, on: false });
    const expected = picked.filter((id) => id !== picked[2]).reverse();
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await r.ok('favoriteList', { page, page_size: 2 });
      expect(answer).toMatchObject({ page, page_size: 2, total: 6, has_more: page < 3 });
      for (const item of answer.list) {
        expect(item.work.cover).toMatch(/^\/media\//);
        expect(Math.abs(item.favorited_at - now())).toBeLessThan(5);
      }
      seen.push(...answer.list.map((item) => item.work.id));
    }
    expect(seen).toEqual(expected);
    expect(await r.ok('favoriteList', { page: 4, page_size: 2 })).toMatchObject({ list: [], has_more: false });
    // Another reader's shelf is their own.
    expect(await (await reader(s)).ok('favoriteList')).toMatchObject({ list: [], total: 0, has_more: false });
  });
});

describe('footprint', () => {
  it('keeps one position per work, updated in place', async () => {
    const r = await reader(s);
    const work = works[0]?.id as number;
    const chapters = await s.db
      .selectFrom('chapters')
      .select('id')
      .where('work_id', '=', work)
      .orderBy('idx')
      .execute();
    expect(await r.ok('footprint', { work_id: work, chapter_id: chapters[0]?.id, position: 3 })).toEqual({});
    await r.ok('footprint', { work_id: work, chapter_id: chapters[1]?.id, position: 5 });
    const rows = await s.db
      .selectFrom('footprints')
      .select(['user_id', 'work_id', 'chapter_id', 'position', 'updated_at'])
      .where('user_id', '=', r.id)
      .execute();
    expect(rows).toEqual([
      { user_id: r.id, work_id: work, chapter_id: chapters[1]?.id, position: 5, updated_at: expect.any(Number) },
    ]);
  });

  it('refuses a chapter of another work (400), an unknown work (404) and a bad position (400)', async () => {
    const r = await reader(s);
    const [a, b] = [works[0]?.id as number, works[1]?.id as number];
    const ofB = await firstChapter(b);
    expect(await r.post('footprint', { work_id: a, chapter_id: ofB.id, position: 1 })).toMatchObject({
      status: 400,
      code: 400,
      msg: '章节不属于该作品',
    });
    expect(await r.post('footprint', { work_id: a, chapter_id: 9_999_999, position: 1 })).toMatchObject({
      status: 400,
      msg: '章节不属于该作品',
    });
    expect(await r.post('footprint', { work_id: 9_999_999, chapter_id: ofB.id, position: 1 })).toMatchObject({
      status: 404,
    });
    expect(await r.post('footprint', { work_id: b, chapter_id: ofB.id, position: -1 })).toMatchObject({
      status: 400,
      msg: '参数错误：position',
    });
    expect(await s.db.selectFrom('footprints').selectAll().where('user_id', '=', r.id).execute()).toEqual([]);
  });
});

describe('footprintList', () => {
  it('lists the works read, the latest first, with chapter title and position; filters by kind', async () => {
    const r = await reader(s);
    const comic = works.filter((w) => w.kind === 'comic').map((w) => w.id);
    const novel = works.filter((w) => w.kind === 'novel').map((w) => w.id);
    const order = [comic[0], novel[0], comic[1], novel[1], comic[2]] as number[];
    for (const [i, id] of order.entries()) {
      await r.ok('footprint', { work_id: id, chapter_id: (await firstChapter(id)).id, position: i });
    }
    // Reading the first again brings it to the top.
    await r.ok('footprint', {
      work_id: comic[0],
      chapter_id: (await firstChapter(comic[0] as number)).id,
      position: 9,
    });
    const all = await r.ok('footprintList', { page_size: 50 });
    expect(all.total).toBe(5);
    expect(all.list.map((item) => item.work.id)).toEqual([comic[0], comic[2], novel[1], comic[1], novel[0]]);
    const top = all.list[0];
    const chapter = await firstChapter(comic[0] as number);
    expect(top).toMatchObject({ chapter_id: chapter.id, chapter_title: chapter.title, position: 9 });
    expect(Math.abs((top?.updated_at ?? 0) - now())).toBeLessThan(5);

    const novels = await r.ok('footprintList', { kind: 'novel' });
    expect(novels).toMatchObject({ total: 2, has_more: false });
    expect(novels.list.map((item) => item.work.id)).toEqual([novel[1], novel[0]]);
    const paged = await r.ok('footprintList', { kind: 'comic', page: 2, page_size: 2 });
    expect(paged).toMatchObject({ total: 3, has_more: false });
    expect(paged.list.map((item) => item.work.id)).toEqual([comic[1]]);
  });

  it('orders by time before insertion order', async () => {
    const r = await reader(s);
    const [a, b] = [works[5]?.id as number, works[6]?.id as number];
    await r.ok('footprint', { work_id: a, chapter_id: (await firstChapter(a)).id, position: 1 });
    await r.ok('footprint', { work_id: b, chapter_id: (await firstChapter(b)).id, position: 1 });
    await s.db
      .updateTable('footprints')
      .set({ updated_at: now() + 100 })
      .where('user_id', '=', r.id)
      .where('work_id', '=', a)
      .execute();
    expect((await r.ok('footprintList')).list.map((item) => item.work.id)).toEqual([a, b]);
  });
});

describe('new chapters of favourites', () => {
  /** Publishes a chapter of `workId` now (the operator's import does the same rows), free unless told. */
  async function publish(workId: number, access: 'free' | 'vip' | 'gold' = 'free', price = 0) {
    const last = await s.db
      .selectFrom('chapters')
      .select((eb) => eb.fn.max('idx').as('idx'))
      .where('work_id', '=', workId)
      .executeTakeFirstOrThrow();
    const idx = Number(last.idx ?? 0) + 1;
    const row = await s.db
      .insertInto('chapters')
      .values({
        work_id: workId,
        idx,
        title: `新章 ${idx}`,
        access,
        price,
        free_until: null,
        size: 1,
        published_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /** Makes the reader's favourite of `workId` a minute old: chapters published now are new to them. */
  const favouritedBefore = (userId: number, workId: number) =>
    s.db
      .updateTable('favorites')
      .set({ created_at: now() - 60 })
      .where('user_id', '=', userId)
      .where('work_id', '=', workId)
      .execute();

  it('counts them, lists those favourites first, and answers the chapters with what decides downloading', async () => {
    const r = await reader(s);
    const comics = works.filter((w) => w.kind === 'comic');
    const quiet = comics[20]?.id as number;
    const updated = comics[21]?.id as number;
    await r.ok('favorite', { work_id: updated, on: true });
    await r.ok('favorite', { work_id: quiet, on: true });
    await favouritedBefore(r.id, updated);
    const none = await r.ok('favoriteList', {});
    expect(none.updated).toBe(0);
    expect(none.list.map((item) => item.work.id)).toEqual([quiet, updated]);

    const free = await publish(updated);
    const gold = await publish(updated, 'gold', 30);
    const answer = await r.ok('favoriteList', {});
    expect(answer.updated).toBe(1);
    expect(answer.list[0]).toMatchObject({ work: { id: updated }, new_chapters: 2 });
    expect(answer.list[1]).toMatchObject({ new_chapters: 0 });

    const updates = await r.ok('favoriteUpdates', {});
    expect(updates).toMatchObject({ is_vip: false, works: [{ work: { id: updated }, auto_buy: false }] });
    expect(updates.works).toHaveLength(1);
    expect(updates.works[0]?.chapters.map((c) => [c.id, c.access, c.price, c.purchased])).toEqual([
      [free, 'free', 0, false],
      [gold, 'gold', 30, false],
    ]);

    // Reading the work afterwards: nothing is new any more.
    await s.db
      .updateTable('chapters')
      .set({ published_at: now() - 30 })
      .where('id', 'in', [free, gold])
      .execute();
    await r.ok('footprint', { work_id: updated, chapter_id: free, position: 0 });
    expect((await r.ok('favoriteList', {})).updated).toBe(0);
    expect((await r.ok('favoriteUpdates', {})).works).toEqual([]);
  });

  it('needs a user', async () => {
    expect(await s.post('favoriteUpdates', {})).toMatchObject({ status: 401, code: 401 });
  });
});
