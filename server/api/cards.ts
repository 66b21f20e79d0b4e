/**
 * Works as the answers show them: cards (WorkCard) for lists, chapters with their access as of
 * now, and paged lists with an exact total. Cards never carry chapter lists, so lists stay small.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Chapter, WorkCard, WorkPage } from '../../src/core/contract/content';
import { mediaUrl } from '../content/media-store';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The columns a card needs (never the description or the chapters). */
export const CARD_COLUMNS = [
  'works.id',
  'works.kind',
  'works.title',
  'works.cover',
  'works.author',
  'works.status',
  'works.chapter_count',
  'works.latest_title',
  'works.intro',
  'works.views',
  'works.score',
  'works.free_until',
] as const;

export type CardRow = Pick<
  Database['works'],
  | 'kind'
  | 'title'
  | 'cover'
  | 'author'
  | 'status'
  | 'chapter_count'
  | 'latest_title'
  | 'intro'
  | 'views'
  | 'score'
  | 'free_until'
> & { id: number };

/** A window that has ended is no window: the contract says null. */
export const openWindow = (until: number | null, now: number): number | null =>
  until !== null && until > now ? until : null;

export async function toCards(db: Db, rows: readonly CardRow[], origin: string, now: number): Promise<WorkCard[]> {
  return (await toCardGroups(db, [rows], origin, now))[0] ?? [];
}

/** Several lists of cards at once, with one query for all their tags (the home has seven lists). */
export async function toCardGroups(
  db: Db,
  groups: readonly (readonly CardRow[])[],
  origin: string,
  now: number,
): Promise<WorkCard[][]> {
  const ids = [...new Set(groups.flatMap((rows) => rows.map((r) => r.id)))];
  const tagRows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('work_tags')
          .innerJoin('tags', 'tags.id', 'work_tags.tag_id')
          .select(['work_tags.work_id', 'tags.name'])
          .where('work_tags.work_id', 'in', ids)
          .orderBy('tags.id')
          .execute();
  const tags = new Map<number, string[]>();
  for (const { work_id, name } of tagRows) tags.set(work_id, [...(tags.get(work_id) ?? []), name]);
  return groups.map((rows) =>
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      cover: mediaUrl(origin, row.cover),
      author: row.author,
      tags: tags.get(row.id) ?? [],
      status: row.status,
      chapter_count: row.chapter_count,
      latest_title: row.latest_title,
      intro: row.intro,
      views: row.views,
      score: row.score,
      free_until: openWindow(row.free_until, now),
    })),
  );
}

export interface ChapterRow {
  id: number;
  idx: number;
  title: string;
  access: 'free' | 'vip' | 'gold';
  price: number;
  free_until: number | null;
  size: number;
  published_at: number;
}

/**
 * A chapter's access now: a paid chapter is limited_free (price 0) while its own window or its
 * work's is open, and free_until says until when; otherwise its lasting rule.
 */
export function toChapter(row: ChapterRow, workFreeUntil: number | null, now: number): Chapter {
  const window = Math.max(openWindow(row.free_until, now) ?? 0, openWindow(workFreeUntil, now) ?? 0);
  const base = { id: row.id, index: row.idx, title: row.title, size: row.size, published_at: row.published_at };
  if (row.access !== 'free' && window > 0) return { ...base, access: 'limited_free', price: 0, free_until: window };
  return { ...base, access: row.access, price: row.access === 'gold' ? row.price : 0, free_until: null };
}

export type WorkQuery = SelectQueryBuilder<Database, 'works', object>;
type CardQuery = SelectQueryBuilder<Database, 'works', CardRow>;

export interface Paging {
  page: number;
  page_size: number;
}

/** One page of cards matching `filter`, in `order`, with the exact total. */
export async function pageOfCards(
  db: Db,
  filter: (query: WorkQuery) => WorkQuery,
  order: (query: CardQuery) => CardQuery,
  { page, page_size }: Paging,
  origin: string,
  now: number,
): Promise<WorkPage> {
  const { total } = await filter(db.selectFrom('works'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const offset = (page - 1) * page_size;
  const rows =
    offset < total
      ? await order(filter(db.selectFrom('works')).select(CARD_COLUMNS))
          .limit(page_size)
          .offset(offset)
          .execute()
      : [];
  const list = await toCards(db, rows, origin, now);
  return { list, page, page_size, total: Number(total), has_more: offset + list.length < total };
}
