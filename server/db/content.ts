/**
 * Reading the catalogue as readers see it at a time `now` (visibility.ts: nothing hidden, nothing
 * scheduled for later): works as cards and details, their chapters and what a chapter holds,
 * classes, tags and packages. The lists the app pages through are in lists.ts. Answers rows;
 * server/api shapes them into the contract's answers.
 */
import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely';
import { foldText } from '../search/fold';
import type { Db } from './engine';
import type { ChaptersTable, Database, WorkKind, WorksTable } from './schema';
import { chapterPublished, latestPublishedTitle, publishedCount, workVisible } from './visibility';

/**
 * The columns a card needs (never the description or the chapters): the chapter count and latest
 * title are those of the chapters readers may see at `now`.
 */
export const cardColumns = (now: number) =>
  [
    'works.id',
    'works.kind',
    'works.title',
    'works.cover',
    'works.author',
    'works.status',
    (eb: ExpressionBuilder<Database, 'works'>) => publishedCount(eb, now).as('chapter_count'),
    (eb: ExpressionBuilder<Database, 'works'>) => latestPublishedTitle(eb, now).as('latest_title'),
    'works.intro',
    'works.views',
    'works.score',
    'works.free_until',
  ] as const;

export type CardRow = Pick<
  Selectable<WorksTable>,
  | 'id'
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
>;

export type ChapterRow = Pick<
  Selectable<ChaptersTable>,
  'id' | 'idx' | 'title' | 'access' | 'price' | 'free_until' | 'size' | 'published_at'
>;

/** A chapter with its work and the work's limited-free window. */
export interface StoredChapter extends ChapterRow {
  work_id: number;
  work_free_until: number | null;
}

export type WorkQuery = SelectQueryBuilder<Database, 'works', object>;
/** The works readers may see at `now`, as cards. */
export const cards = (db: Db, now: number) =>
  db
    .selectFrom('works')
    .select(cardColumns(now))
    .where((eb) => workVisible(eb, now));

/** The tags of each work, in tag order. */
export async function tagsOfWorks(db: Db, workIds: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (workIds.length === 0) return tags;
  const rows = await db
    .selectFrom('work_tags')
    .innerJoin('tags', 'tags.id', 'work_tags.tag_id')
    .select(['work_tags.work_id', 'tags.name'])
    .where('work_tags.work_id', 'in', workIds)
    .orderBy('tags.id')
    .execute();
  for (const { work_id, name } of rows) tags.set(work_id, [...(tags.get(work_id) ?? []), name]);
  return tags;
}

/** The work is one readers may see at `now`. */
export const workExists = async (db: Db, workId: number, now: number): Promise<boolean> =>
  (await db
    .selectFrom('works')
    .select('works.id')
    .where('works.id', '=', workId)
    .where((eb) => workVisible(eb, now))
    .executeTakeFirst()) !== undefined;

export const cardById = (db: Db, workId: number, now: number): Promise<CardRow | undefined> =>
  cards(db, now).where('works.id', '=', workId).executeTakeFirst();

/** A work with what its detail screen shows besides the card. */
export const workDetailRow = (db: Db, workId: number, now: number) =>
  cards(db, now)
    .select(['works.description', 'works.favorites', 'works.updated_at', 'works.class_id'])
    .where('works.id', '=', workId)
    .executeTakeFirst();

/** The chapters of a work readers may see at `now`, in order. */
export const chaptersOfWork = (db: Db, workId: number, now: number): Promise<ChapterRow[]> =>
  db
    .selectFrom('chapters')
    .select([
      'chapters.id',
      'chapters.idx',
      'chapters.title',
      'chapters.access',
      'chapters.price',
      'chapters.free_until',
      'chapters.size',
      'chapters.published_at',
    ])
    .where('chapters.work_id', '=', workId)
    .where((eb) => chapterPublished(eb, now))
    .orderBy('chapters.idx')
    .execute();

/**
 * Works to read next: same class first, then works of the kind that share a tag, then the most
 * read of the kind (a class may hold fewer than `limit` works).
 */
export const relatedWorks = (
  db: Db,
  work: { id: number; kind: WorkKind; class_id: number },
  limit: number,
  now: number,
): Promise<CardRow[]> =>
  cards(db, now)
    .where('works.kind', '=', work.kind)
    .where('works.id', '!=', work.id)
    .orderBy((eb) => eb.case().when('works.class_id', '=', work.class_id).then(0).else(1).end())
    .orderBy((eb) =>
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('work_tags as theirs')
              .innerJoin('work_tags as ours', 'ours.tag_id', 'theirs.tag_id')
              .select('theirs.tag_id')
              .whereRef('theirs.work_id', '=', 'works.id')
              .where('ours.work_id', '=', work.id),
          ),
        )
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('works.views', 'desc')
    .orderBy('works.id')
    .limit(limit)
    .execute();

/** The chapter with its work's window, or undefined when readers have no such chapter at `now`. */
export const findChapter = (db: Db, chapterId: number, now: number): Promise<StoredChapter | undefined> =>
  db
    .selectFrom('chapters')
    .innerJoin('works', 'works.id', 'chapters.work_id')
    .select([
      'chapters.id',
      'chapters.work_id',
      'chapters.idx',
      'chapters.title',
      'chapters.access',
      'chapters.price',
      'chapters.free_until',
      'chapters.size',
      'chapters.published_at',
      'works.free_until as work_free_until',
    ])
    .where('chapters.id', '=', chapterId)
    .where((eb) => chapterPublished(eb, now))
    .where('works.hidden', '=', 0)
    .executeTakeFirst();

/** The work a chapter readers may see at `now` belongs to, or undefined when there is none. */
export const workOfChapter = async (db: Db, chapterId: number, now: number): Promise<number | undefined> =>
  (await findChapter(db, chapterId, now))?.work_id;

/** The chapters readers may see at `now` before and after this one in the work's order. */
export async function neighbours(db: Db, chapter: Pick<StoredChapter, 'work_id' | 'idx'>, now: number) {
  const inWork = db
    .selectFrom('chapters')
    .select('chapters.id')
    .where('chapters.work_id', '=', chapter.work_id)
    .where((eb) => chapterPublished(eb, now))
    .limit(1);
  const [prev, next] = await Promise.all([
    inWork.where('chapters.idx', '<', chapter.idx).orderBy('chapters.idx', 'desc').executeTakeFirst(),
    inWork.where('chapters.idx', '>', chapter.idx).orderBy('chapters.idx').executeTakeFirst(),
  ]);
  return { prev_id: prev?.id ?? null, next_id: next?.id ?? null };
}

export const comicPages = (db: Db, chapterId: number) =>
  db
    .selectFrom('comic_pages')
    .select(['path', 'width', 'height'])
    .where('chapter_id', '=', chapterId)
    .orderBy('idx')
    .execute();

export const novelText = async (db: Db, chapterId: number): Promise<string> =>
  (await db.selectFrom('novel_texts').select('text').where('chapter_id', '=', chapterId).executeTakeFirst())?.text ??
  '';

/** A video chapter's sources, MP4 first: every browser plays it; HLS is for players that prefer it. */
export const videoSources = (db: Db, chapterId: number) =>
  db
    .selectFrom('video_sources')
    .select(['format', 'path'])
    .where('chapter_id', '=', chapterId)
    .orderBy((eb) => eb.case().when('format', '=', 'mp4').then(0).else(1).end())
    .orderBy('id')
    .execute();

/** The classes of a kind with how many works readers may see at `now` each holds. */
export async function classesWithCounts(db: Db, kind: WorkKind, now: number) {
  const rows = await db
    .selectFrom('classes')
    .leftJoin('works', (join) =>
      join.onRef('works.class_id', '=', 'classes.id').on((eb) => workVisible(eb as never, now)),
    )
    .select(['classes.id', 'classes.name', 'classes.kind', (eb) => eb.fn.count<number>('works.id').as('count')])
    .where('classes.kind', '=', kind)
    .groupBy('classes.id')
    .orderBy('classes.sort')
    .orderBy('classes.id')
    .execute();
  return rows.map((c) => ({ ...c, count: Number(c.count) }));
}

/** The classes of some kinds, in their order. */
export const classesOf = (db: Db, kinds: WorkKind[]) =>
  db
    .selectFrom('classes')
    .select(['id', 'name', 'kind'])
    .where('kind', 'in', kinds)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/**
 * The stored name of the tag `name` stands for, in any script or case (劇情 for 剧情: a zh-Hant
 * reader's app shows tags converted and asks with what it shows); `name` itself when none matches.
 */
export async function storedTagName(db: Db, name: string): Promise<string> {
  const wanted = foldText(name);
  const tags = await db.selectFrom('tags').select('name').execute();
  return tags.find((tag) => tag.name === name)?.name ?? tags.find((tag) => foldText(tag.name) === wanted)?.name ?? name;
}

/** The tags used by works of a kind readers may see at `now`, the most used first. */
export async function tagsOfKind(db: Db, kind: WorkKind, limit: number, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tags')
    .innerJoin('work_tags', 'work_tags.tag_id', 'tags.id')
    .innerJoin('works', 'works.id', 'work_tags.work_id')
    .select('tags.name')
    .where('works.kind', '=', kind)
    .where((eb) => workVisible(eb as never, now))
    .groupBy('tags.id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('tags.id')
    .limit(limit)
    .execute();
  return rows.map((t) => t.name);
}

/** The packs and plans on offer (finance switches one off with `enabled`). */
export const packages = (db: Db) =>
  db.selectFrom('packages').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();

/** Titles of the most read works readers may see at `now`. */
export const mostReadTitles = async (db: Db, limit: number, now: number): Promise<string[]> =>
  (
    await db
      .selectFrom('works')
      .select('works.title')
      .where((eb) => workVisible(eb, now))
      .orderBy('works.views', 'desc')
      .orderBy('works.id')
      .limit(limit)
      .execute()
  ).map((r) => r.title);

/** `%` and `_` in an operator's words are matched literally (escaped with a backslash). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
