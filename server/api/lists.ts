/** The list endpoints: by class, topics (the wire's collections), daily updates, limited-free. */
import type { WorkCard } from '../../src/core/contract/content';
import { storedTagName } from '../db/content';
import {
  earliestFreeEnd,
  pageOfTopics,
  pageOfWorks,
  topicById,
  topicSizes,
  topicWorks,
  type WorkFilter,
  worksOnWeekday,
} from '../db/lists';
import { pageAnswer } from '../db/paging';
import { refuse } from '../http/failure';
import { mediaUrl } from '../media/media-store';
import { nowSeconds } from '../time/china-time';
import { cardPage, toCards } from './cards';
import type { ApiContext } from './context';
import type { Handlers } from './handler';

/** Works a topic shows in the list of topics; asked for by id, it shows them all. */
const TOPIC_PREVIEW = 6;
/** Enough for any day of a real schedule, and a bound on the answer's size. */
const DAILY_LIMIT = 200;

/** The cards of each topic in its order, the first `limit` of each (all when null). */
async function topicCards(ctx: ApiContext, topicIds: number[], limit: number | null, now: number) {
  const rows = await topicWorks(ctx.db, topicIds, limit, now);
  const cards = await toCards(ctx.db, rows, ctx.media, now);
  const byTopic = new Map<number, WorkCard[]>();
  rows.forEach((row, i) => {
    const card = cards[i];
    if (card) byTopic.set(row.collection_id, [...(byTopic.get(row.collection_id) ?? []), card]);
  });
  return byTopic;
}

export const listHandlers: Handlers<'getListByClassV3' | 'get_colletion' | 'getDailyUpdate' | 'limitedFree'> = {
  async getListByClassV3(body, ctx) {
    const tag = body.tag === undefined ? undefined : await storedTagName(ctx.db, body.tag);
    const filter = { kind: body.kind, classId: body.class_id, status: body.status, tag };
    const now = nowSeconds();
    return cardPage(ctx.db, await pageOfWorks(ctx.db, filter, body.sort, body, now), body, ctx.media, now);
  },

  async get_colletion(body, ctx) {
    const now = nowSeconds();
    if (body.id !== undefined) {
      const row = (await topicById(ctx.db, body.id)) ?? refuse(404, 'notFound');
      const works = (await topicCards(ctx, [row.id], null, now)).get(row.id) ?? [];
      const topic = { ...row, cover: mediaUrl(ctx.media, row.cover), works, work_count: works.length };
      return pageAnswer(body.page === 1 ? [topic] : [], body, 1);
    }
    const { rows, total } = await pageOfTopics(ctx.db, body);
    const ids = rows.map((r) => r.id);
    const [works, workCounts] = await Promise.all([
      topicCards(ctx, ids, TOPIC_PREVIEW, now),
      topicSizes(ctx.db, ids, now),
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
};
