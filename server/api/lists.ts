/** The list endpoints: by class, collections (topics), daily updates, limited-free, search. */
import type { WorkCard } from '../../src/core/contract/content';
import { nowSeconds } from '../content/china-time';
import { mediaUrl } from '../content/media-store';
import {
  collectionById,
  collectionSizes,
  collectionWorks,
  earliestFreeEnd,
  pageOfCollections,
  pageOfWorks,
  type WorkFilter,
  worksOnWeekday,
} from '../db/content';
import { pageAnswer } from '../db/paging';
import { refuse } from '../http/failure';
import { cardPage, toCards } from './cards';
import type { ApiContext } from './context';
import type { Handlers } from './handler';

/** Works a collection shows in the list of collections; asked for by id, it shows them all. */
const COLLECTION_PREVIEW = 6;
/** Enough for any day of a real schedule, and a bound on the answer's size. */
const DAILY_LIMIT = 200;

/** The cards of each collection in its order, the first `limit` of each (all when null). */
async function collectionCards(ctx: ApiContext, collectionIds: number[], limit: number | null, now: number) {
  const rows = await collectionWorks(ctx.db, collectionIds, limit, now);
  const cards = await toCards(ctx.db, rows, ctx.media, now);
  const byCollection = new Map<number, WorkCard[]>();
  rows.forEach((row, i) => {
    const card = cards[i];
    if (card) byCollection.set(row.collection_id, [...(byCollection.get(row.collection_id) ?? []), card]);
  });
  return byCollection;
}

export const listHandlers: Handlers<
  'getListByClassV3' | 'get_colletion' | 'getDailyUpdate' | 'limitedFree' | 'search'
> = {
  async getListByClassV3(body, ctx) {
    const filter = { kind: body.kind, classId: body.class_id, status: body.status, tag: body.tag };
    const now = nowSeconds();
    return cardPage(ctx.db, await pageOfWorks(ctx.db, filter, body.sort, body, now), body, ctx.media, now);
  },

  async get_colletion(body, ctx) {
    const now = nowSeconds();
    if (body.id !== undefined) {
      const row = (await collectionById(ctx.db, body.id)) ?? refuse(404, 'notFound');
      const works = (await collectionCards(ctx, [row.id], null, now)).get(row.id) ?? [];
      const collection = { ...row, cover: mediaUrl(ctx.media, row.cover), works, work_count: works.length };
      return pageAnswer(body.page === 1 ? [collection] : [], body, 1);
    }
    const { rows, total } = await pageOfCollections(ctx.db, body);
    const ids = rows.map((r) => r.id);
    const [works, workCounts] = await Promise.all([
      collectionCards(ctx, ids, COLLECTION_PREVIEW, now),
      collectionSizes(ctx.db, ids, now),
    ]);
    const list = rows.map((row) => ({
      ...row,
      cover: mediaUrl(ctx.media, row.cover),
      works: works.get(row.id) ?? [],
      work_count: workCounts.get(row.id) ?? 0,
    }));
    return pageAnswer(list, body, total);
  },

  async getDailyUpdate(body, ctx) {
    const now = nowSeconds();
    const rows = await worksOnWeekday(ctx.db, body.weekday, body.kind, DAILY_LIMIT, now);
    return { weekday: body.weekday, list: await toCards(ctx.db, rows, ctx.media, now) };
  },

  async limitedFree(body, ctx) {
    const now = nowSeconds();
    const filter: WorkFilter = { freeAt: now, kind: body.kind };
    const rows = await pageOfWorks(ctx.db, filter, 'freeEnding', body, now);
    const page = await cardPage(ctx.db, rows, body, ctx.media, now);
    return { ...page, ends_at: (await earliestFreeEnd(ctx.db, filter, now)) ?? 0 };
  },

  async search(body, ctx) {
    const filter: WorkFilter = { keyword: body.keyword.toLowerCase(), kind: body.kind };
    const now = nowSeconds();
    return cardPage(ctx.db, await pageOfWorks(ctx.db, filter, 'keyword', body, now), body, ctx.media, now);
  },
};
