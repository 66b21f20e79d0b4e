/**
 * Buying chapters with gold. A purchase is one write transaction: the purchase row, a ledger row
 * and the balance change together or not at all, and buying again never charges again.
 */

import { forSale } from '../../src/core/rules/chapters';
import { hasPurchased, insertChapterPurchase, storeAutoBuy } from '../db/chapter-purchases';
import { findChapter } from '../db/content';
import { type Db, writeTransaction } from '../db/engine';
import { balanceOf, debit } from '../db/gold';
import { refuse } from '../http/failure';
import { nowSeconds } from '../time/china-time';
import { chapterNow } from './access';
import { requireUser } from './context';
import type { Handlers } from './handler';

export interface PurchaseResult {
  chapter_id: number;
  /** True when this call bought it; false when it had been bought before. */
  charged: boolean;
  balance: number;
}

/**
 * Buys `chapterId` for `userId`, or answers that it was bought already (charged: false, no debit).
 * Refusals roll everything back, the auto_buy choice included: 404 unknown chapter, 400 notForSale
 * (not gold-priced, or readable for free now), 402 notEnoughGold.
 */
export function purchaseChapter(db: Db, userId: number, chapterId: number, autoBuy?: boolean): Promise<PurchaseResult> {
  return writeTransaction(db, async (trx) => {
    const now = nowSeconds();
    const chapter = (await findChapter(trx, chapterId, now)) ?? refuse(404, 'notFound');
    if (autoBuy !== undefined) await storeAutoBuy(trx, userId, chapter.work_id, autoBuy);
    const bought = async () => ({ chapter_id: chapterId, charged: false, balance: await balanceOf(trx, userId) });
    if (await hasPurchased(trx, userId, chapterId)) return bought();

    const view = chapterNow(chapter, now);
    if (!forSale(view)) return refuse(400, 'notForSale');
    const price = view.price;
    if ((await balanceOf(trx, userId)) < price) return refuse(402, 'notEnoughGold');
    if (!(await insertChapterPurchase(trx, userId, chapterId, price))) return bought();
    const balance = await debit(trx, userId, price, { reason: 'purchase', ref: `chapter:${chapterId}` });
    // The debit is guarded too: the balance is never taken below zero, whatever was read above.
    if (balance === null) return refuse(402, 'notEnoughGold');
    return { chapter_id: chapterId, charged: true, balance };
  });
}

export const chapterPurchaseHandlers: Handlers<'buyChapter'> = {
  async buyChapter(body, ctx) {
    const user = await requireUser(ctx);
    return purchaseChapter(ctx.db, user.id, body.chapter_id, body.auto_buy);
  },
};
