/** The list endpoints: by class, collections (topics), daily updates, limited-free, search. */
import { sql } from 'kysely';
import type { WorkCard } from '../../src/core/contract/content';
import { nowSeconds } from '../content/china-time';
import { mediaUrl } from '../content/media-store';
import { refuse } from '../http/failure';
import { CARD_COLUMNS, pageOfCards, toCards, type WorkQuery } from './cards';
import type { ApiContext } from './context';
import type { Handlers } from './handler';

/** Works a collection shows in the list of collections; asked for by id, it shows them all. */
const COLLECTION_PREVIEW = 6;
/** Enough for any day of a real schedule, and a bound on the answer's size. */
const DAILY_LIMIT = 200;

/** `%` and `_` in the reader's words are matched literally (escaped with a backslash). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The cards of each collection in its order, the first `limit` of each (all when null). */
async function collectionWorks(ctx: ApiContext, collectionIds: number[], limit: number | null, now: number) {
  if (collectionIds.length === 0) return new Map<number, WorkCard[]>();
  const ranked = ctx.db
    .selectFrom('collection_works')
    .innerJoin('works', 'works.id', 'collection_works.work_id')
    .select([
      ...CARD_COLUMNS,
      'collection_works.collection_id',
      (eb) =>
        eb.fn
          .agg<number>('row_number')
          .over((ob) =>
            ob
              .partitionBy('collection_works.collection_id')
              .orderBy('collection_works.sort')
              .orderBy('collection_works.work_id'),
          )
          .as('position'),
    ])
    .where('collection_works.collection_id', 'in', collectionIds);
  const rows = await ctx.db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .$if(limit !== null, (q) => q.where('position', '<=', limit as number))
    .orderBy('collection_id')
    .orderBy('position')
    .execute();
  const cards = await toCards(ctx.db, rows, ctx.origin, now);
  const byCollection = new Map<number, WorkCard[]>();
  rows.forEach((row, i) => {
    const card = cards[i];
    if (card) byCollection.set(row.collection_id, [...(byCollection.get(row.collection_id) ?? []), card]);
  });
  return byCollection;
}

/** How many works each collection holds. */
async function collectionSizes(ctx: ApiContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('collection_works')
    .select(['collection_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('collection_id', 'in', ids)
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((r) => [r.collection_id, Number(r.count)]));
}

export const listHandlers: Handlers<
  'getListByClassV3' | 'get_colletion' | 'getDailyUpdate' | 'limitedFree' | 'search'
> = {
  async getListByClassV3(body, ctx) {
    const order = { hot: 'works.views', new: 'works.updated_at', score: 'works.score' } as const;
    return pageOfCards(
      ctx.db,
      (q) =>
        q
          .where('works.kind', '=', body.kind)
          .$if(body.class_id !== undefined, (w) => w.where('works.class_id', '=', body.class_id as number))
          .$if(body.status !== undefined, (w) => w.where('works.status', '=', body.status as 'ongoing'))
          .$if(body.tag !== undefined, (w) =>
            w.where('works.id', 'in', (eb) =>
              eb
                .selectFrom('work_tags')
                .innerJoin('tags', 'tags.id', 'work_tags.tag_id')
                .select('work_tags.work_id')
                .where('tags.name', '=', body.tag as string),
            ),
          ),
      (q) => q.orderBy(order[body.sort], 'desc').orderBy('works.id'),
      body,
      ctx.origin,
      nowSeconds(),
    );
  },

  async get_colletion(body, ctx) {
    const now = nowSeconds();
    const query = ctx.db.selectFrom('collections').select(['id', 'title', 'description', 'cover']);
    if (body.id !== undefined) {
      const row = (await query.where('id', '=', body.id).executeTakeFirst()) ?? refuse(404, 'notFound');
      const works = (await collectionWorks(ctx, [row.id], null, now)).get(row.id) ?? [];
      const collection = { ...row, cover: mediaUrl(ctx.origin, row.cover), works, work_count: works.length };
      const list = body.page === 1 ? [collection] : [];
      return { list, page: body.page, page_size: body.page_size, total: 1, has_more: false };
    }
    const { total } = await ctx.db
      .selectFrom('collections')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const offset = (body.page - 1) * body.page_size;
    const rows = await query.orderBy('sort').orderBy('id').limit(body.page_size).offset(offset).execute();
    const ids = rows.map((r) => r.id);
    const [works, workCounts] = await Promise.all([
      collectionWorks(ctx, ids, COLLECTION_PREVIEW, now),
      collectionSizes(ctx, ids),
    ]);
    const list = rows.map((row) => ({
      ...row,
      cover: mediaUrl(ctx.origin, row.cover),
      works: works.get(row.id) ?? [],
      work_count: workCounts.get(row.id) ?? 0,
    }));
    return {
      list,
      page: body.page,
      page_size: body.page_size,
      total: Number(total),
      has_more: offset + list.length < total,
    };
  },

  async getDailyUpdate(body, ctx) {
    const rows = await ctx.db
      .selectFrom('works')
      .select(CARD_COLUMNS)
      .where('update_weekday', '=', body.weekday)
      .$if(body.kind !== undefined, (q) => q.where('kind', '=', body.kind as 'comic'))
      .orderBy('views', 'desc')
      .orderBy('id')
      .limit(DAILY_LIMIT)
      .execute();
    return { weekday: body.weekday, list: await toCards(ctx.db, rows, ctx.origin, nowSeconds()) };
  },

  async limitedFree(body, ctx) {
    const now = nowSeconds();
    const filter = (q: WorkQuery) =>
      q
        .where('works.free_until', '>', now)
        .$if(body.kind !== undefined, (w) => w.where('works.kind', '=', body.kind as 'comic'));
    const page = await pageOfCards(
      ctx.db,
      filter,
      (q) => q.orderBy('works.free_until').orderBy('works.views', 'desc').orderBy('works.id'),
      body,
      ctx.origin,
      now,
    );
    const { ends_at } = await filter(ctx.db.selectFrom('works'))
      .select((eb) => eb.fn.min<number | null>('works.free_until').as('ends_at'))
      .executeTakeFirstOrThrow();
    return { ...page, ends_at: ends_at ?? 0 };
  },

  async search(body, ctx) {
    const keyword = likeEscape(body.keyword.toLowerCase());
    const anywhere = `%${keyword}%`;
    return pageOfCards(
      ctx.db,
      (q) =>
        q
          .where((eb) =>
            eb.or([
              eb(sql`lower(works.title)`, 'like', sql`${anywhere} escape '\\'`),
              eb(sql`lower(works.author)`, 'like', sql`${anywhere} escape '\\'`),
            ]),
          )
          .$if(body.kind !== undefined, (w) => w.where('works.kind', '=', body.kind as 'comic')),
      // Titles that start with the words first, then the most read.
      (q) =>
        q
          .orderBy(sql`case when lower(works.title) like ${`${keyword}%`} escape '\\' then 0 else 1 end`)
          .orderBy('works.views', 'desc')
          .orderBy('works.id'),
      body,
      ctx.origin,
      nowSeconds(),
    );
  },
};
