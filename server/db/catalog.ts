/**
 * Writing the catalogue: the demo seed, operators' imports and the console add and change works
 * with their chapters and media rows through these, inside one write transaction of theirs. A
 * work's chapter_count and latest_title count all its chapters (the console's view); what readers
 * see is counted as they ask (visibility.ts). A work written here gets its search keys (pinyin,
 * initials, folded Simplified: db/search.ts) in the same transaction.
 */
import { type Insertable, sql, type Updateable } from 'kysely';
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';
import type {
  AppsTable,
  BannersTable,
  ChaptersTable,
  ComicPagesTable,
  NovelTextsTable,
  PackagesTable,
  VideoSourcesTable,
  WorkKind,
  WorksTable,
} from './schema';
import { SEARCHED_COLUMNS, writeSearchKeys } from './search';

const DAY = 86400;

/** Inserts rows in slices, under the engines' limits on bound parameters. */
async function insertMany<T>(rows: T[], size: number, insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export const hasWorks = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('works').select('id').limit(1).executeTakeFirst()) !== undefined;

export const insertClass = async (trx: Db, kind: WorkKind, name: string, sort: number): Promise<number> =>
  (await trx.insertInto('classes').values({ kind, name, sort }).returning('id').executeTakeFirstOrThrow()).id;

/** The class named, or the kind's first class, or a new 其他 class when the kind has none. */
/** The class named; else the first hint that names one of the kind; else the kind's first class, or a new 其他. */
export async function classForImport(
  trx: Db,
  kind: WorkKind,
  name: string | undefined,
  hints: readonly string[] = [],
): Promise<number> {
  if (name === undefined && hints.length > 0) {
    const named = await trx
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('kind', '=', kind)
      .where('name', 'in', hints)
      .execute();
    const hinted = hints.map((hint) => named.find((row) => row.name === hint)).find((row) => row !== undefined);
    if (hinted) return hinted.id;
  }
  const existing = await trx
    .selectFrom('classes')
    .select('id')
    .where('kind', '=', kind)
    .$if(name !== undefined, (q) => q.where('name', '=', name as string))
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const { sort } = await trx
    .selectFrom('classes')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(-1)).as('sort'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return insertClass(trx, kind, name ?? '其他', Number(sort) + 1);
}

/** The tag named, created when it does not exist yet. */
export const tagNamed = async (trx: Db, name: string): Promise<number> =>
  (await trx.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirst())?.id ?? insertTag(trx, name);

export const insertTag = async (trx: Db, name: string): Promise<number> =>
  (await trx.insertInto('tags').values({ name }).returning('id').executeTakeFirstOrThrow()).id;

export async function tagWork(trx: Db, workId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  await trx
    .insertInto('work_tags')
    .values(tagIds.map((tag_id) => ({ work_id: workId, tag_id })))
    .execute();
}

/** Works with their search keys (db/search.ts); answers their ids (in no promised order). */
export async function insertWorks(trx: Db, works: Insertable<WorksTable>[]): Promise<number[]> {
  const ids: number[] = [];
  await insertMany(works, 500, async (slice) => {
    const rows = await trx.insertInto('works').values(slice).returning(SEARCHED_COLUMNS).execute();
    await writeSearchKeys(trx, rows);
    ids.push(...rows.map((row) => row.id));
  });
  return ids;
}

/** A work's one-line intro for list rows: its description's first sentence, at most 60 characters. */
export function introOf(description: string): string {
  const end = description.search(/[。！？!?]/);
  return (end >= 0 ? description.slice(0, end + 1) : description).slice(0, 60);
}

export const insertWork = async (trx: Db, work: Insertable<WorksTable>): Promise<number> =>
  (await insertWorks(trx, [work]))[0] as number;

export type WorkChanges = Omit<Updateable<WorksTable>, 'id' | 'kind' | 'created_at' | 'source'>;

/** Changes a work's fields; a new title, author or view count gets new search keys. */
export async function updateWork(trx: Db, id: number, changes: WorkChanges): Promise<void> {
  await trx.updateTable('works').set(changes).where('id', '=', id).execute();
  if (SEARCHED_COLUMNS.every((column) => (changes as Updateable<WorksTable>)[column] === undefined)) return;
  const work = await trx.selectFrom('works').select(SEARCHED_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (work) await writeSearchKeys(trx, [work]);
}

/** Replaces a work's tags with these names (created when new), in this order. */
export async function setWorkTags(trx: Db, workId: number, names: readonly string[]): Promise<void> {
  await trx.deleteFrom('work_tags').where('work_id', '=', workId).execute();
  const ids: number[] = [];
  for (const name of [...new Set(names)]) ids.push(await tagNamed(trx, name));
  await tagWork(trx, workId, ids);
}

export const workKindOf = async (db: Db, workId: number): Promise<WorkKind | undefined> =>
  (await db.selectFrom('works').select('kind').where('id', '=', workId).executeTakeFirst())?.kind;

/** Whether any reader has bought a chapter of the work: such a work is never deleted. */
export const workHasPurchases = async (db: Db, workId: number): Promise<boolean> =>
  (await db
    .selectFrom('purchases')
    .innerJoin('chapters', 'chapters.id', 'purchases.chapter_id')
    .select('purchases.id')
    .where('chapters.work_id', '=', workId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Deletes a work and what hangs on it (chapters, pages, texts, banners, shelves); never one with purchases. */
export async function deleteWork(trx: Db, workId: number): Promise<boolean> {
  if (await workHasPurchases(trx, workId)) return false;
  await trx.deleteFrom('collection_works').where('work_id', '=', workId).execute();
  const { numDeletedRows } = await trx.deleteFrom('works').where('id', '=', workId).executeTakeFirst();
  return Number(numDeletedRows) > 0;
}

/** The place of a work's last chapter (0 without chapters). */
export const lastChapterIdx = async (db: Db, workId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('chapters')
        .select((eb) => eb.fn.coalesce(eb.fn.max('idx'), eb.lit(0)).as('last'))
        .where('work_id', '=', workId)
        .executeTakeFirstOrThrow()
    ).last,
  );

/** Keeps a work's chapter count and latest title in step with its chapters. */
export async function refreshWorkSummary(trx: Db, workId: number): Promise<void> {
  const chapters = await trx
    .selectFrom('chapters')
    .select(['title'])
    .where('work_id', '=', workId)
    .orderBy('idx', 'desc')
    .execute();
  await updateWork(trx, workId, {
    chapter_count: chapters.length,
    latest_title: chapters[0]?.title ?? '',
  });
}

/** Adds chapters after a work's last one; answers their ids in order. */
export async function appendChapters(
  trx: Db,
  workId: number,
  chapters: Omit<Insertable<ChaptersTable>, 'work_id' | 'idx'>[],
): Promise<number[]> {
  const last = await lastChapterIdx(trx, workId);
  const rows = await insertChapters(
    trx,
    chapters.map((chapter, i) => ({ ...chapter, work_id: workId, idx: last + i + 1 })),
  );
  await refreshWorkSummary(trx, workId);
  // New chapters are what 最新 lists by (their publication, when scheduled, does not move it again).
  await updateWork(trx, workId, { updated_at: nowSeconds() });
  const byIdx = new Map(rows.map((row) => [row.idx, row.id]));
  return chapters.map((_, i) => byIdx.get(last + i + 1) as number);
}

export type ChapterChanges = Pick<Updateable<ChaptersTable>, 'title' | 'access' | 'price' | 'published_at' | 'hidden'>;

export const updateChapter = (trx: Db, chapterId: number, changes: ChapterChanges) =>
  trx.updateTable('chapters').set(changes).where('id', '=', chapterId).execute();

/**
 * Puts a work's chapters in this order (every chapter of the work, each once). The places are
 * moved out of the way first: (work_id, idx) is unique at every statement.
 */
export async function reorderChapters(trx: Db, workId: number, ids: readonly number[]): Promise<void> {
  await trx
    .updateTable('chapters')
    .set((eb) => ({ idx: eb.neg(eb.ref('idx')) }))
    .where('work_id', '=', workId)
    .execute();
  for (const [i, id] of ids.entries()) {
    await trx
      .updateTable('chapters')
      .set({ idx: i + 1 })
      .where('id', '=', id)
      .where('work_id', '=', workId)
      .execute();
  }
}

/** Deletes a chapter nobody has bought (its pages, text and sources go with it). */
export async function deleteChapter(trx: Db, chapterId: number): Promise<boolean> {
  const bought = await trx.selectFrom('purchases').select('id').where('chapter_id', '=', chapterId).executeTakeFirst();
  if (bought) return false;
  const { numDeletedRows } = await trx.deleteFrom('chapters').where('id', '=', chapterId).executeTakeFirst();
  return Number(numDeletedRows) > 0;
}

/** A work's chapters; answers their ids with their place in the work. */
export const insertChapters = (trx: Db, chapters: Insertable<ChaptersTable>[]) =>
  chapters.length === 0
    ? Promise.resolve([])
    : trx.insertInto('chapters').values(chapters).returning(['id', 'idx']).execute();

export const insertComicPages = (trx: Db, rows: ComicPagesTable[]) =>
  insertMany(rows, 1000, (slice) => trx.insertInto('comic_pages').values(slice).execute());

export const insertNovelTexts = (trx: Db, rows: NovelTextsTable[]) =>
  insertMany(rows, 50, (slice) => trx.insertInto('novel_texts').values(slice).execute());

export const insertVideoSources = (trx: Db, rows: Insertable<VideoSourcesTable>[]) =>
  insertMany(rows, 500, (slice) => trx.insertInto('video_sources').values(slice).execute());

export const insertBanners = (trx: Db, rows: Insertable<BannersTable>[]) =>
  insertMany(rows, 500, (slice) => trx.insertInto('banners').values(slice).execute());

/** A topic (a row of `collections`) with its works in this order. */
export async function insertTopic(
  trx: Db,
  topic: { title: string; description: string; cover: string; sort: number },
  workIds: number[],
): Promise<void> {
  const { id } = await trx.insertInto('collections').values(topic).returning('id').executeTakeFirstOrThrow();
  if (workIds.length === 0) return;
  await trx
    .insertInto('collection_works')
    .values(workIds.map((work_id, sort) => ({ collection_id: id, work_id, sort })))
    .execute();
}

export const insertPackages = (trx: Db, rows: Insertable<PackagesTable>[]) =>
  insertMany(rows, 500, (slice) => trx.insertInto('packages').values(slice).execute());

export const insertApps = (trx: Db, rows: Insertable<AppsTable>[]) =>
  insertMany(rows, 500, (slice) => trx.insertInto('apps').values(slice).execute());

/** A work's title and chapter count, for the import command's report. */
export const workSummary = (db: Db, id: number) =>
  db.selectFrom('works').select(['title', 'chapter_count']).where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Dates every limited-free window of the demo works afresh from `midnight`: whole works end in
 * 1–3 days, single chapters in 2–3 days. Operators' works are left alone.
 */
export async function redateDemoWindows(db: Db, midnight: number): Promise<void> {
  await db
    .updateTable('works')
    .set({ free_until: sql<number>`${sql.lit(midnight)} + (id % 3) * ${sql.lit(DAY)}` })
    .where('source', '=', 'demo')
    .where('free_until', 'is not', null)
    .execute();
  await db
    .updateTable('chapters')
    .set({ free_until: sql<number>`${sql.lit(midnight + DAY)} + (id % 2) * ${sql.lit(DAY)}` })
    .where('free_until', 'is not', null)
    .where('work_id', 'in', (eb) => eb.selectFrom('works').select('id').where('source', '=', 'demo'))
    .execute();
}
