/**
 * The reader's shelf: favourites (with the works' favourite counters kept in step) and footprints,
 * the position reached in each work, newest first.
 */
import { sql } from 'kysely';
import type { FootprintItem } from '../../src/core/contract/reading';
import { nowSeconds } from '../content/china-time';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import { refuse } from '../http/failure';
import { CARD_COLUMNS, type Paging, toCards } from './cards';
import { requireUser } from './context';
import type { Handlers } from './handler';

const workExists = async (db: Db, workId: number): Promise<boolean> =>
  (await db.selectFrom('works').select('id').where('id', '=', workId).executeTakeFirst()) !== undefined;

/** The paging fields of an answer, from the exact total and the items of this page. */
const pageOf = <T>(list: T[], { page, page_size }: Paging, total: number) => ({
  list,
  page,
  page_size,
  total,
  has_more: (page - 1) * page_size + list.length < total,
});

export const libraryHandlers: Handlers<'favorite' | 'favoriteList' | 'footprint' | 'footprintList'> = {
  async favorite(body, ctx) {
    const user = await requireUser(ctx);
    return writeTransaction(ctx.db, async (trx) => {
      if (!(await workExists(trx, body.work_id))) return refuse(404, 'notFound');
      // The counter moves only when the row does, so repeating a toggle changes nothing.
      if (body.on) {
        const added = await trx
          .insertInto('favorites')
          .values({ user_id: user.id, work_id: body.work_id, created_at: nowSeconds() })
          .onConflict((oc) => oc.columns(['user_id', 'work_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx
            .updateTable('works')
            .set((eb) => ({ favorites: eb('favorites', '+', 1) }))
            .where('id', '=', body.work_id)
            .execute();
        }
      } else {
        const removed = await trx
          .deleteFrom('favorites')
          .where('user_id', '=', user.id)
          .where('work_id', '=', body.work_id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) {
          await trx
            .updateTable('works')
            .set({ favorites: sql<number>`max(favorites - 1, 0)` })
            .where('id', '=', body.work_id)
            .execute();
        }
      }
      const { favorites } = await trx
        .selectFrom('works')
        .select('favorites')
        .where('id', '=', body.work_id)
        .executeTakeFirstOrThrow();
      return { work_id: body.work_id, favorited: body.on, favorites };
    });
  },

  async favoriteList(body, ctx) {
    const user = await requireUser(ctx);
    const mine = ctx.db.selectFrom('favorites').where('favorites.user_id', '=', user.id);
    const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await mine
      .innerJoin('works', 'works.id', 'favorites.work_id')
      .select([...CARD_COLUMNS, 'favorites.created_at as favorited_at'])
      // Same second: the later insert first (rowid grows with each insert).
      .orderBy('favorites.created_at', 'desc')
      .orderBy(sql`favorites.rowid`, 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute();
    const cards = await toCards(ctx.db, rows, ctx.origin, nowSeconds());
    const list = cards.map((work, i) => ({ work, favorited_at: rows[i]?.favorited_at ?? 0 }));
    return pageOf(list, body, Number(total));
  },

  async footprint(body, ctx) {
    const user = await requireUser(ctx);
    if (!(await workExists(ctx.db, body.work_id))) return refuse(404, 'notFound');
    const chapter = await ctx.db
      .selectFrom('chapters')
      .select('work_id')
      .where('id', '=', body.chapter_id)
      .executeTakeFirst();
    if (chapter?.work_id !== body.work_id) return refuse(400, 'chapterNotInWork');
    // REPLACE (delete + insert) rather than an update: the row gets a new rowid, which orders
    // footprints written within the same second.
    await ctx.db
      .replaceInto('footprints')
      .values({
        user_id: user.id,
        work_id: body.work_id,
        chapter_id: body.chapter_id,
        position: body.position,
        updated_at: nowSeconds(),
      })
      .execute();
    return {};
  },

  async footprintList(body, ctx) {
    const user = await requireUser(ctx);
    const mine = ctx.db
      .selectFrom('footprints')
      .innerJoin('works', 'works.id', 'footprints.work_id')
      .where('footprints.user_id', '=', user.id)
      .$if(body.kind !== undefined, (q) => q.where('works.kind', '=', body.kind as 'comic'));
    const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await mine
      .innerJoin('chapters', 'chapters.id', 'footprints.chapter_id')
      .select([
        ...CARD_COLUMNS,
        'footprints.chapter_id',
        'chapters.title as chapter_title',
        'footprints.position',
        'footprints.updated_at',
      ])
      .orderBy('footprints.updated_at', 'desc')
      .orderBy(sql`footprints.rowid`, 'desc')
      .limit(body.page_size)
      .offset((body.page - 1) * body.page_size)
      .execute();
    const cards = await toCards(ctx.db, rows, ctx.origin, nowSeconds());
    const list: FootprintItem[] = rows.flatMap((row, i) => {
      const work = cards[i];
      if (!work) return [];
      const { chapter_id, chapter_title, position, updated_at } = row;
      return [{ work, chapter_id, chapter_title, position, updated_at }];
    });
    return pageOf(list, body, Number(total));
  },
};
