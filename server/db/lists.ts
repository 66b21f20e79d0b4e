/**
 * The lists readers page through, as they see them at a time `now`: works by filter and order, by
 * weekday, topics (the `collections` table) and their works, the home's shelves and banners.
 * Answers rows; server/api shapes them into the contract's answers.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { type CardRow, cardColumns, cards, type WorkQuery } from './content';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';
import type { Database, WorkKind } from './schema';
import { workVisible } from './visibility';

/** Which works a list shows; every field narrows it. */
export interface WorkFilter {
  kind?: WorkKind;
  classId?: number;
  status?: 'ongoing' | 'completed';
  tag?: string;
  /** In a limited-free window still open at this time. */
  freeAt?: number;
}

export type WorkOrder = 'hot' | 'new' | 'score' | 'freeEnding';

/** The works readers may see at `now` that the filter keeps. */
function filtered(query: WorkQuery, f: WorkFilter, now: number): WorkQuery {
  return query
    .where((eb) => workVisible(eb, now))
    .$if(f.kind !== undefined, (q) => q.where('works.kind', '=', f.kind as WorkKind))
    .$if(f.classId !== undefined, (q) => q.where('works.class_id', '=', f.classId as number))
    .$if(f.status !== undefined, (q) => q.where('works.status', '=', f.status as 'ongoing'))
    .$if(f.tag !== undefined, (q) =>
      q.where('works.id', 'in', (eb) =>
        eb
          .selectFrom('work_tags')
          .innerJoin('tags', 'tags.id', 'work_tags.tag_id')
          .select('work_tags.work_id')
          .where('tags.name', '=', f.tag as string),
      ),
    )
    .$if(f.freeAt !== undefined, (q) => q.where('works.free_until', '>', f.freeAt as number));
}

function ordered<Q extends SelectQueryBuilder<Database, 'works', CardRow>>(query: Q, order: WorkOrder) {
  switch (order) {
    case 'hot':
      return query.orderBy('works.views', 'desc').orderBy('works.id');
    case 'new':
      return query.orderBy('works.updated_at', 'desc').orderBy('works.id');
    case 'score':
      return query.orderBy('works.score', 'desc').orderBy('works.id');
    case 'freeEnding':
      return query.orderBy('works.free_until').orderBy('works.views', 'desc').orderBy('works.id');
  }
}

/** One page of the works `filter` keeps, in `order`, with the exact total. */
export async function pageOfWorks(
  db: Db,
  filter: WorkFilter,
  order: WorkOrder,
  paging: Paging,
  now: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const { total } = await filtered(db.selectFrom('works'), filter, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const offset = offsetOf(paging);
  const rows =
    offset < Number(total)
      ? await ordered(filtered(db.selectFrom('works'), filter, now).select(cardColumns(now)), order)
          .limit(paging.page_size)
          .offset(offset)
          .execute()
      : [];
  return { rows, total: Number(total) };
}

/** The earliest end of a limited-free window among the works `filter` keeps. */
export async function earliestFreeEnd(db: Db, filter: WorkFilter, now: number): Promise<number | null> {
  const { ends_at } = await filtered(db.selectFrom('works'), filter, now)
    .select((eb) => eb.fn.min<number | null>('works.free_until').as('ends_at'))
    .executeTakeFirstOrThrow();
  return ends_at;
}

/** Works with new chapters on an ISO weekday, the most read first. */
export const worksOnWeekday = (db: Db, weekday: number, kind: WorkKind | undefined, limit: number, now: number) =>
  filtered(db.selectFrom('works'), { kind }, now)
    .select(cardColumns(now))
    .where('works.update_weekday', '=', weekday)
    .orderBy('works.views', 'desc')
    .orderBy('works.id')
    .limit(limit)
    .execute();

const TOPIC_COLUMNS = ['id', 'title', 'description', 'cover'] as const;

export const topicById = (db: Db, id: number) =>
  db.selectFrom('collections').select(TOPIC_COLUMNS).where('id', '=', id).executeTakeFirst();

/** One page of topics in their order, with the exact total. */
export async function pageOfTopics(db: Db, paging: Paging) {
  const { total } = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('collections')
    .select(TOPIC_COLUMNS)
    .orderBy('sort')
    .orderBy('id')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total) };
}

/** The works readers may see of each topic in its order, the first `limit` of each (all when null). */
export async function topicWorks(db: Db, topicIds: number[], limit: number | null, now: number) {
  if (topicIds.length === 0) return [];
  const ranked = db
    .selectFrom('collection_works')
    .innerJoin('works', 'works.id', 'collection_works.work_id')
    .select([
      ...cardColumns(now),
      'collection_works.collection_id',
      (eb: ExpressionBuilder<Database, 'collection_works' | 'works'>) =>
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
    .where('collection_works.collection_id', 'in', topicIds)
    .where((eb) => workVisible(eb as never, now));
  return db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .$if(limit !== null, (q) => q.where('position', '<=', limit as number))
    .orderBy('collection_id')
    .orderBy('position')
    .execute();
}

/** How many works readers may see each topic holds. */
export async function topicSizes(db: Db, ids: number[], now: number): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection_works')
    .innerJoin('works', 'works.id', 'collection_works.work_id')
    .select(['collection_works.collection_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('collection_works.collection_id', 'in', ids)
    .where((eb) => workVisible(eb as never, now))
    .groupBy('collection_works.collection_id')
    .execute();
  return new Map(rows.map((r) => [r.collection_id, Number(r.count)]));
}

const HOME_LIST = 10;
const HOME_GRID = 6;

/** Where a home section draws its works from (src/core/home-layout.ts). */
export type ShelfSource = 'picks' | 'editor' | 'rank' | 'new' | 'completed' | 'free' | 'today' | 'topic';

export interface ShelfAsk {
  source: ShelfSource;
  /** The chosen works of a picks section, in order. */
  workIds: readonly number[];
  /** A topic section's topic; null: the first topic holding works of the kind. */
  topicId: number | null;
}

/** The first topic (in its order) holding works of `kind` readers may see. */
const firstTopic = async (db: Db, kind: WorkKind, now: number) =>
  (
    await db
      .selectFrom('collections')
      .select('collections.id')
      .where('collections.id', 'in', (eb) =>
        eb
          .selectFrom('collection_works')
          .innerJoin('works', 'works.id', 'collection_works.work_id')
          .select('collection_works.collection_id')
          .where('works.kind', '=', kind)
          .where((inner) => workVisible(inner as never, now)),
      )
      .orderBy('collections.sort')
      .orderBy('collections.id')
      .executeTakeFirst()
  )?.id;

/**
 * The works of one home section of a channel at `now` (one small query, ties in id order): chosen
 * ones, editor's picks, most read, newest, best completed, limited-free, updated on `weekday`, or
 * a topic's.
 */
export async function shelfRows(
  db: Db,
  kind: WorkKind,
  ask: ShelfAsk,
  now: number,
  weekday: number,
): Promise<CardRow[]> {
  const works = cards(db, now).where('works.kind', '=', kind);
  const firstTen = (rows: typeof works) => rows.orderBy('works.id').limit(HOME_LIST).execute();
  switch (ask.source) {
    case 'picks': {
      if (ask.workIds.length === 0) return [];
      const rows = await works.where('works.id', 'in', [...ask.workIds]).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ask.workIds.flatMap((id) => byId.get(id) ?? []);
    }
    case 'editor': {
      const picks = await firstTen(works.where('works.editor_pick', 'is not', null).orderBy('works.editor_pick'));
      // Without editor's picks (an operator's own catalogue), the best scored stand in.
      return picks.length > 0 ? picks : works.orderBy('works.score', 'desc').orderBy('works.id').limit(8).execute();
    }
    case 'rank':
      return firstTen(works.orderBy('works.views', 'desc'));
    case 'new':
      return works.orderBy('works.created_at', 'desc').orderBy('works.id').limit(HOME_GRID).execute();
    case 'completed':
      return works
        .where('works.status', '=', 'completed')
        .orderBy('works.score', 'desc')
        .orderBy('works.id')
        .limit(HOME_GRID)
        .execute();
    case 'free':
      return firstTen(works.where('works.free_until', '>', now).orderBy('works.free_until'));
    case 'today':
      return firstTen(works.where('works.update_weekday', '=', weekday).orderBy('works.views', 'desc'));
    case 'topic': {
      const topic = ask.topicId ?? (await firstTopic(db, kind, now));
      if (topic === undefined) return [];
      return works
        .innerJoin('collection_works', 'collection_works.work_id', 'works.id')
        .where('collection_works.collection_id', '=', topic)
        .orderBy('collection_works.sort')
        .limit(HOME_GRID)
        .execute();
    }
  }
}

/** The banners of a channel kept in the content tables, in order (the layout of a channel no editor has saved). */
export const storedBanners = (db: Db, kind: WorkKind) =>
  db
    .selectFrom('banners')
    .select(['id', 'image', 'title', 'subtitle', 'work_id'])
    .where('kind', '=', kind)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** Which of these works readers may see at `now`, with their kinds. */
export async function visibleKinds(db: Db, ids: readonly number[], now: number): Promise<Map<number, WorkKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('works')
    .select(['works.id', 'works.kind'])
    .where('works.id', 'in', [...ids])
    .where((eb) => workVisible(eb, now))
    .execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}
