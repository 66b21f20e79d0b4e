/**
 * Chapter purchases (chapters bought with gold; money paid for packages is payment-orders.ts), and
 * the reader's auto-buy choice.
 */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';

export async function readAutoBuy(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('reading_prefs').select('auto_buy').where('user_id', '=', userId).executeTakeFirst();
  return row?.auto_buy === 1;
}

export async function storeAutoBuy(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .insertInto('reading_prefs')
    .values({ user_id: userId, auto_buy: on ? 1 : 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ auto_buy: on ? 1 : 0 }))
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
