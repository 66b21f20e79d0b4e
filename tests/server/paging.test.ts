/** Paging and body validation shared by the list endpoints. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface Page {
  list: { id: number }[];
  page: number;
  page_size: number;
  total: number;
  has_more: boolean;
}

const LISTS: [string, Record<string, unknown>][] = [
  ['getListByClassV3', { kind: 'comic' }],
  ['search', { keyword: '的' }],
  ['limitedFree', {}],
  ['get_colletion', {}],
];

describe.each(LISTS)('%s paging', (name, base) => {
  it('walks every item exactly once with exact totals and has_more', async () => {
    const first = await s.post<Page>(name, { ...base, page_size: 2 });
    expect(first.status).toBe(200);
    const total = first.data?.total ?? 0;
    expect(total).toBeGreaterThan(2);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const answer = await s.post<Page>(name, { ...base, page, page_size: 2 });
      expect(answer.data).toMatchObject({ page, page_size: 2, total, has_more: page * 2 < total });
      seen.push(...(answer.data?.list.map((w) => w.id) ?? []));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('answers an empty list, has_more false, past the end', async () => {
    const answer = await s.post<Page>(name, { ...base, page: 500, page_size: 50 });
    expect(answer.status).toBe(200);
    expect(answer.data?.list).toEqual([]);
    expect(answer.data?.has_more).toBe(false);
    expect(answer.data?.total).toBeGreaterThan(0);
  });

  it('accepts page_size 50 and refuses 51, 0, page 0 and non-integers', async () => {
    expect((await s.post(name, { ...base, page_size: 50 })).status).toBe(200);
    for (const bad of [{ page_size: 51 }, { page_size: 0 }, { page: 0 }, { page: 1.5 }, { page: '2' }]) {
      const field = Object.keys(bad)[0] as string;
      expect(await s.post(name, { ...base, ...bad }), JSON.stringify(bad)).toMatchObject({
        status: 400,
        msg: `参数错误：${field}`,
      });
    }
  });

  it('refuses an unknown field', async () => {
    expect(await s.post(name, { ...base, order: 'asc' })).toMatchObject({ status: 400, msg: '不支持的参数：order' });
  });
});

describe('bad list parameters', () => {
  it.each([
    ['getListByClassV3', { kind: 'manga' }, 'kind'],
    ['getListByClassV3', {}, 'kind'],
    ['getListByClassV3', { kind: 'comic', sort: 'random' }, 'sort'],
    ['getListByClassV3', { kind: 'comic', status: 'paused' }, 'status'],
    ['getListByClassV3', { kind: 'comic', class_id: 0 }, 'class_id'],
    ['getClassList', { kind: 'book' }, 'kind'],
    ['limitedFree', { kind: 'audio' }, 'kind'],
    ['search', { keyword: 'x', kind: 'audio' }, 'kind'],
    ['getDailyUpdate', { weekday: 8 }, 'weekday'],
    ['get_colletion', { id: -1 }, 'id'],
    ['workDetail', {}, 'id'],
  ])('%s %j → 400 naming %s', async (name, body, field) => {
    expect(await s.post(name, body)).toMatchObject({ status: 400, code: 400, msg: `参数错误：${field}` });
  });

  it('refuses unknown fields on endpoints without parameters', async () => {
    for (const name of ['packageList', 'searchHot']) {
      expect(await s.post(name, { kind: 'comic' })).toMatchObject({ status: 400, msg: '不支持的参数：kind' });
    }
  });

  it('answers an empty list for a class of another kind, and for an unknown tag', async () => {
    const comicClass = await s.db
      .selectFrom('classes')
      .select('id')
      .where('kind', '=', 'comic')
      .executeTakeFirstOrThrow();
    const other = await s.post<Page>('getListByClassV3', { kind: 'novel', class_id: comicClass.id });
    expect(other.data).toMatchObject({ list: [], total: 0, has_more: false });
    const tag = await s.post<Page>('getListByClassV3', { kind: 'comic', tag: '没有这个标签' });
    expect(tag.data).toMatchObject({ list: [], total: 0, has_more: false });
  });
});
