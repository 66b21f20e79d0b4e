/**
 * Buying a chapter with gold (contract: src/core/contract/reading.ts), for the purchase sheet of
 * every reader. Quiet: the sheet shows its own states. A reader opens the chapter again with a
 * fresh fetch once it is bought (its kept copy of a locked chapter is never reused).
 */
import { ApiError, call } from '../api';
import { user } from '../state/session';

export type BuyResult =
  | { ok: true; charged: boolean; balance: number }
  | { ok: false; shortOfGold: boolean; error: ApiError };

/** Buys a chapter with gold. 402 means the balance is too small (the sheet offers a top-up). */
export async function buyChapter(chapterId: number, autoBuy: boolean): Promise<BuyResult> {
  try {
    const answer = await call('buyChapter', { chapter_id: chapterId, auto_buy: autoBuy }, { quiet: true });
    // The "my" screen shows the balance: keep it true without another userInfo call.
    if (user.info) user.info = { ...user.info, money: answer.balance };
    return { ok: true, charged: answer.charged, balance: answer.balance };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, shortOfGold: error.status === 402, error };
  }
}
