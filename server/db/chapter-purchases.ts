/**
 * Chapter purchases (chapters bought with gold; money paid for packages is payment-orders.ts), and
 * the reader's auto-buy choice for each work.
 */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';

export async function readAutoBuy(db: Db, userId: number, workId: number): Promise<boolean> {
  const row = await db
    .selectFrom('auto_buy_works')
    .select('work_id')
    .where('user_id', '=', userId)
    .where('work_id', '=', workId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function storeAutoBuy(db: Db, userId: number, workId: number, on: boolean): Promise<void> {
  if (!on) {
    await db.deleteFrom('auto_buy_works').where('user_id', '=', userId).where('work_id', '=', workId).execute();
    return;
  }
  await db
    .insertInto('auto_buy_works')
    .values({ user_id: userId, work_id: workId })
    .onConflict((oc) => oc.columns(['user_id', 'work_id']).doNothing())
    .execute();
}

export const hasPurchased = async (db: Db, userId: number, chapterId: number): Promise<boolean> =>
  (await db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('chapter_id', '=', chapterId)
    .executeTakeFirst()) !== undefined;

/**
 * Records the purchase at `price`; answers false (nothing written) when the pair is there already:
 * the unique (user, chapter) pair is the last line of defence against paying twice.
 */
export async function insertChapterPurchase(
  trx: Db,
  userId: number,
  chapterId: number,
  price: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('purchases')
    .values({ user_id: userId, chapter_id: chapterId, price, created_at: nowSeconds() })
    .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The chapters of a work the reader bought, in the work's order. */
export async function purchasedInWork(db: Db, userId: number, workId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('chapters', 'chapters.id', 'purchases.chapter_id')
    .select('purchases.chapter_id')
    .where('purchases.user_id', '=', userId)
    .where('chapters.work_id', '=', workId)
    .orderBy('chapters.idx')
    .execute();
  return rows.map((r) => r.chapter_id);
}
