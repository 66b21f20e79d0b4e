/**
 * Buying chapters with gold. A purchase is one immediate transaction: the purchase row, a ledger
 * row and the balance change together or not at all, and buying again never charges again.
 */
import { nowSeconds } from '../content/china-time';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import { refuse } from '../http/failure';
import { chapterNow, findChapter, forSale } from './access';
import { requireUser } from './context';
import type { Handlers } from './handler';

export interface PurchaseResult {
  chapter_id: number;
  /** True when this call bought it; false when it had been bought before. */
  charged: boolean;
  balance: number;
}

/** The reader's auto-buy choice (off until they turn it on). */
export async function readAutoBuy(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('reading_prefs').select('auto_buy').where('user_id', '=', userId).executeTakeFirst();
  return row?.auto_buy === 1;
}

const storeAutoBuy = (trx: Db, userId: number, on: boolean) =>
  trx
    .insertInto('reading_prefs')
    .values({ user_id: userId, auto_buy: on ? 1 : 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ auto_buy: on ? 1 : 0 }))
    .execute();

const balanceOf = async (trx: Db, userId: number): Promise<number> =>
  (await trx.selectFrom('users').select('gold').where('id', '=', userId).executeTakeFirstOrThrow()).gold;

/**
 * Buys `chapterId` for `userId`, or answers that it was bought already (charged: false, no debit).
 * Refusals roll everything back, the auto_buy choice included: 404 unknown chapter, 400 notForSale
 * (not gold-priced, or readable for free now), 402 notEnoughGold.
 */
export function purchaseChapter(db: Db, userId: number, chapterId: number, autoBuy?: boolean): Promise<PurchaseResult> {
  return writeTransaction(db, async (trx) => {
    const chapter = (await findChapter(trx, chapterId)) ?? refuse(404, 'notFound');
    if (autoBuy !== undefined) await storeAutoBuy(trx, userId, autoBuy);
    const owned = await trx
      .selectFrom('purchases')
      .select('id')
      .where('user_id', '=', userId)
      .where('chapter_id', '=', chapterId)
      .executeTakeFirst();
    if (owned) return { chapter_id: chapterId, charged: false, balance: await balanceOf(trx, userId) };

    const now = nowSeconds();
    const view = chapterNow(chapter, now);
    if (!forSale(view)) return refuse(400, 'notForSale');
    const price = view.price;
    if ((await balanceOf(trx, userId)) < price) return refuse(402, 'notEnoughGold');

    // The unique (user, chapter) pair is the last line of defence: a conflicting insert does nothing,
    // and nothing is debited for it.
    const inserted = await trx
      .insertInto('purchases')
      .values({ user_id: userId, chapter_id: chapterId, price, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      return { chapter_id: chapterId, charged: false, balance: await balanceOf(trx, userId) };
    }
    // Guarded: the balance is never taken below zero, whatever was read above.
    const debited = await trx
      .updateTable('users')
      .set((eb) => ({ gold: eb('gold', '-', price) }))
      .where('id', '=', userId)
      .where('gold', '>=', price)
      .returning('gold')
      .executeTakeFirst();
    if (!debited) return refuse(402, 'notEnoughGold');
    await trx
      .insertInto('gold_ledger')
      .values({ user_id: userId, delta: -price, reason: 'purchase', ref: `chapter:${chapterId}`, created_at: now })
      .execute();
    return { chapter_id: chapterId, charged: true, balance: debited.gold };
  });
}

export const purchaseHandlers: Handlers<'buyChapter'> = {
  async buyChapter(body, ctx) {
    const user = await requireUser(ctx);
    return purchaseChapter(ctx.db, user.id, body.chapter_id, body.auto_buy);
  },
};
