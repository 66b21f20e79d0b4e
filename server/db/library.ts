/**
 * The reader's shelf: favourites (with the works' favourite counters kept in step) and footprints,
 * the position reached in each work. Within one second, rows are ordered by `seq`: one more than
 * the reader's latest.
 */
import { nowSeconds } from '../time/china-time';
import { cardColumns } from './content';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';
import type { WorkKind } from './schema';
import { chapterPublished, workVisible } from './visibility';

const nextSeq = (db: Db, table: 'favorites' | 'footprints', userId: number) =>
  db
    .selectFrom(table)
    .select((eb) => eb(eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)), '+', 1).as('seq'))
    .where('user_id', '=', userId);

/**
 * Marks or unmarks a favourite; the work's counter moves only when the row does, so repeating a
 * toggle changes nothing. Answers the work's favourite count after.
 */
export async function setFavorite(trx: Db, userId: number, workId: number, on: boolean): Promise<number> {
  if (on) {
    const added = await trx
      .insertInto('favorites')
      .values({
        user_id: userId,
        work_id: workId,
        created_at: nowSeconds(),
        seq: nextSeq(trx, 'favorites', userId),
      })
      .onConflict((oc) => oc.columns(['user_id', 'work_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable('works')
        .set((eb) => ({ favorites: eb('favorites', '+', 1) }))
        .where('id', '=', workId)
        .execute();
    }
  } else {
    const removed = await trx
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('work_id', '=', workId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await trx
        .updateTable('works')
        .set((eb) => ({ favorites: eb('favorites', '-', 1) }))
        .where('id', '=', workId)
        .where('favorites', '>', 0)
        .execute();
    }
  }
  const { favorites } = await trx
    .selectFrom('works')
    .select('favorites')
    .where('id', '=', workId)
    .executeTakeFirstOrThrow();
  return favorites;
}

export const isFavorite = async (db: Db, userId: number, workId: number): Promise<boolean> =>
  (await db
    .selectFrom('favorites')
    .select('work_id')
    .where('user_id', '=', userId)
    .where('work_id', '=', workId)
    .executeTakeFirst()) !== undefined;

/**
 * The reader's favourites, each with since when its chapters count as new to the reader: the later
 * of its favouriting and the reader's last reading of the work.
 */
const favoritesSeen = (db: Db, userId: number) =>
  db
    .selectFrom('favorites')
    .leftJoin('footprints', (join) =>
      join.onRef('footprints.user_id', '=', 'favorites.user_id').onRef('footprints.work_id', '=', 'favorites.work_id'),
    )
    .where('favorites.user_id', '=', userId)
    .select((eb) =>
      eb
        .case()
        .when('footprints.updated_at', '>', eb.ref('favorites.created_at'))
        .then(eb.ref('footprints.updated_at'))
        .else(eb.ref('favorites.created_at'))
        .end()
        .$notNull()
        .as('seen'),
    )
    .select(['favorites.work_id', 'favorites.created_at', 'favorites.seq']);

/** Each favourite with how many of its chapters came out (for readers, by `now`) since the reader last saw the work. */
const favoritesWithNews = (db: Db, userId: number, now: number) =>
  db.selectFrom(favoritesSeen(db, userId).as('f')).select((eb) => [
    'f.work_id',
    'f.created_at',
    'f.seq',
    'f.seen',
    eb
      .selectFrom('chapters')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('chapters.work_id', '=', 'f.work_id')
      .whereRef('chapters.published_at', '>', 'f.seen')
      .where((c) => chapterPublished(c as never, now))
      .$asScalar()
      .$notNull()
      .as('new_chapters'),
  ]);

/**
 * A page of the reader's favourites: those with new chapters first, then newest first, with the
 * exact total and how many have new chapters.
 */
export async function pageOfFavorites(db: Db, userId: number, paging: Paging, now: number) {
  const mine = db
    .selectFrom(favoritesWithNews(db, userId, now).as('fav'))
    .innerJoin('works', 'works.id', 'fav.work_id')
    .where((eb) => workVisible(eb as never, now));
  const { total, updated } = await mine
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('fav.new_chapters', '>', 0).then(1).else(0).end()).as('updated'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await mine
    .select([...cardColumns(now), 'fav.created_at as favorited_at', 'fav.new_chapters'])
    .orderBy((eb) => eb.case().when('fav.new_chapters', '>', 0).then(1).else(0).end(), 'desc')
    .orderBy('fav.created_at', 'desc')
    .orderBy('fav.seq', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total), updated: Number(updated ?? 0) };
}

/** Favourites with new chapters (at most `limit`), each with since when, most recently favourited first. */
export const favoritesWithNewChapters = (db: Db, userId: number, limit: number, now: number) =>
  db
    .selectFrom(favoritesWithNews(db, userId, now).as('fav'))
    .innerJoin('works', 'works.id', 'fav.work_id')
    .where((eb) => workVisible(eb as never, now))
    .select(['fav.work_id', 'fav.seen'])
    .where('fav.new_chapters', '>', 0)
    .orderBy('fav.created_at', 'desc')
    .orderBy('fav.seq', 'desc')
    .limit(limit)
    .execute();

export interface Footprint {
  workId: number;
  chapterId: number;
  position: number;
}

/** Where the reader stopped in a work (one row per work, replaced each time). */
export async function saveFootprint(db: Db, userId: number, { workId, chapterId, position }: Footprint) {
  await db
    .insertInto('footprints')
    .values({
      user_id: userId,
      work_id: workId,
      chapter_id: chapterId,
      position,
      updated_at: nowSeconds(),
      seq: nextSeq(db, 'footprints', userId),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'work_id']).doUpdateSet((eb) => ({
        chapter_id: eb.ref('excluded.chapter_id'),
        position: eb.ref('excluded.position'),
        updated_at: eb.ref('excluded.updated_at'),
        seq: eb.ref('excluded.seq'),
      })),
    )
    .execute();
}

export const footprintOf = (db: Db, userId: number, workId: number) =>
  db
    .selectFrom('footprints')
    .select(['chapter_id', 'position', 'updated_at'])
    .where('user_id', '=', userId)
    .where('work_id', '=', workId)
    .executeTakeFirst();

/**
 * A page of the reader's footprints in works readers may see at `now` (of one kind, when given),
 * most recent first, with the exact total.
 */
export async function pageOfFootprints(
  db: Db,
  userId: number,
  kind: WorkKind | undefined,
  paging: Paging,
  now: number,
) {
  const mine = db
    .selectFrom('footprints')
    .innerJoin('works', 'works.id', 'footprints.work_id')
    .where('footprints.user_id', '=', userId)
    .where((eb) => workVisible(eb as never, now))
    .$if(kind !== undefined, (q) => q.where('works.kind', '=', kind as WorkKind));
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await mine
    .innerJoin('chapters', 'chapters.id', 'footprints.chapter_id')
    .select([
      ...cardColumns(now),
      'footprints.chapter_id',
      'chapters.title as chapter_title',
      'footprints.position',
      'footprints.updated_at',
    ])
    .orderBy('footprints.updated_at', 'desc')
    .orderBy('footprints.seq', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total) };
}
