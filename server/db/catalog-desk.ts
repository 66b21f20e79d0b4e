/**
 * The catalogue as the console sees it: every work and chapter, hidden and scheduled ones too,
 * with what an operator needs beside a reader's view (how many chapters readers see now and how
 * many are scheduled, purchases). Paged and filtered here, so that thousands of works stay fast.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { likeEscape } from './content';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';
import type { Database, WorkKind } from './schema';
import { publishedCount, workVisible } from './visibility';

type OnWorks = ExpressionBuilder<Database, 'works'>;

export interface DeskWorkFilter {
  /** In the title or author; a number also finds the work of that id. */
  q?: string;
  kind?: WorkKind;
  classId?: number;
  status?: 'ongoing' | 'completed';
  visibility?: 'shown' | 'hidden' | 'draft';
}

export type DeskWorkSort = 'updated' | 'created' | 'views' | 'title' | 'id';

const SORT_COLUMN = {
  updated: 'works.updated_at',
  created: 'works.created_at',
  views: 'works.views',
  title: 'works.title',
  id: 'works.id',
} as const;

const scheduledCount = (eb: OnWorks, now: number) =>
  eb.fn.coalesce(
    eb
      .selectFrom('chapters as later')
      .whereRef('later.work_id', '=', 'works.id')
      .where('later.hidden', '=', 0)
      .where('later.published_at', '>', now)
      .select((inner) => inner.fn.countAll<number>().as('count')),
    eb.lit(0),
  );

const deskWorks = (db: Db, now: number) =>
  db
    .selectFrom('works')
    .innerJoin('classes', 'classes.id', 'works.class_id')
    .select([
      'works.id',
      'works.kind',
      'works.title',
      'works.author',
      'works.cover',
      'works.class_id',
      'classes.name as class_name',
      'works.status',
      'works.hidden',
      'works.chapter_count',
      (eb) => publishedCount(eb as never, now).as('published_count'),
      (eb) => scheduledCount(eb as never, now).as('scheduled_count'),
      'works.views',
      'works.created_at',
      'works.updated_at',
    ]);

/** One page of the works the filter keeps, in the order asked, with the exact total. */
export async function pageOfDeskWorks(
  db: Db,
  filter: DeskWorkFilter,
  sort: DeskWorkSort,
  order: 'asc' | 'desc',
  paging: Paging,
  now: number,
) {
  const words = filter.q?.trim().toLowerCase();
  const anywhere = `%${likeEscape(words ?? '')}%`;
  const kept = <Q extends ReturnType<typeof deskWorks>>(query: Q) =>
    query
      .$if(!!words, (q) =>
        q.where((eb) =>
          eb.or([
            eb(sql`lower(works.title)`, 'like', sql`${anywhere} escape '\\'`),
            eb(sql`lower(works.author)`, 'like', sql`${anywhere} escape '\\'`),
            ...(/^\d{1,15}$/.test(words ?? '') ? [eb('works.id', '=', Number(words))] : []),
          ]),
        ),
      )
      .$if(filter.kind !== undefined, (q) => q.where('works.kind', '=', filter.kind as WorkKind))
      .$if(filter.classId !== undefined, (q) => q.where('works.class_id', '=', filter.classId as number))
      .$if(filter.status !== undefined, (q) => q.where('works.status', '=', filter.status as 'ongoing'))
      .$if(filter.visibility === 'shown', (q) => q.where((eb) => workVisible(eb as never, now)))
      .$if(filter.visibility === 'hidden', (q) => q.where('works.hidden', '=', 1))
      .$if(filter.visibility === 'draft', (q) =>
        q.where('works.hidden', '=', 0).where((eb) => eb.not(workVisible(eb as never, now))),
      ) as Q;
  const { total } = await kept(deskWorks(db, now))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await kept(deskWorks(db, now))
    .orderBy(SORT_COLUMN[sort], order)
    .orderBy('works.id', order)
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total) };
}

/** One work with everything its page in the console edits. */
export async function deskWork(db: Db, id: number, now: number) {
  const work = await deskWorks(db, now)
    .select(['works.description', 'works.free_until', 'works.update_weekday'])
    .where('works.id', '=', id)
    .executeTakeFirst();
  if (!work) return undefined;
  const [tags, bought] = await Promise.all([
    db
      .selectFrom('work_tags')
      .innerJoin('tags', 'tags.id', 'work_tags.tag_id')
      .select('tags.name')
      .where('work_tags.work_id', '=', id)
      .orderBy('tags.id')
      .execute(),
    db
      .selectFrom('purchases')
      .innerJoin('chapters', 'chapters.id', 'purchases.chapter_id')
      .select('purchases.id')
      .where('chapters.work_id', '=', id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { ...work, tags: tags.map((t) => t.name), has_purchases: bought !== undefined };
}

/** Every chapter of a work in order, with how many readers bought each. */
export const deskChapters = (db: Db, workId: number) =>
  db
    .selectFrom('chapters')
    .select([
      'chapters.id',
      'chapters.idx',
      'chapters.title',
      'chapters.access',
      'chapters.price',
      'chapters.size',
      'chapters.published_at',
      'chapters.hidden',
      (eb) =>
        eb.fn
          .coalesce(
            eb
              .selectFrom('purchases')
              .whereRef('purchases.chapter_id', '=', 'chapters.id')
              .select((inner) => inner.fn.countAll<number>().as('count')),
            eb.lit(0),
          )
          .as('purchases'),
    ])
    .where('chapters.work_id', '=', workId)
    .orderBy('chapters.idx')
    .execute();

/** A chapter as the console edits it, or undefined. */
export const deskChapter = (db: Db, chapterId: number) =>
  db
    .selectFrom('chapters')
    .select(['id', 'work_id', 'idx', 'title', 'access', 'price', 'published_at', 'hidden'])
    .where('id', '=', chapterId)
    .executeTakeFirst();

export const deskClasses = (db: Db, kind: WorkKind | undefined) =>
  db
    .selectFrom('classes')
    .select(['id', 'kind', 'name'])
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind as WorkKind))
    .orderBy('kind')
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const classOfKind = (db: Db, classId: number, kind: WorkKind) =>
  db.selectFrom('classes').select(['id', 'name']).where('id', '=', classId).where('kind', '=', kind).executeTakeFirst();
