/**
 * Every movement of gold: the balance and an append-only ledger row (the database refuses to
 * change or remove one) written together, inside the caller's write transaction. A user's balance
 * is always the sum of their ledger.
 */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';

export interface Movement {
  /** welcome, purchase, … */
  reason: string;
  /** What the gold moved for, e.g. `chapter:12`. */
  ref?: string | null;
  /** An operator's reason (adjustments). */
  note?: string | null;
}

async function record(trx: Db, userId: number, delta: number, { reason, ref = null, note = null }: Movement) {
  await trx
    .insertInto('gold_ledger')
    .values({ user_id: userId, delta, reason, ref, note, created_at: nowSeconds() })
    .execute();
}

/** Adds `amount` to the balance; answers the new balance. */
export async function credit(trx: Db, userId: number, amount: number, movement: Movement): Promise<number> {
  const { gold } = await trx
    .updateTable('users')
    .set((eb) => ({ gold: eb('gold', '+', amount) }))
    .where('id', '=', userId)
    .returning('gold')
    .executeTakeFirstOrThrow();
  await record(trx, userId, amount, movement);
  return gold;
}

/**
 * Takes `amount` from the balance unless that would go below zero; answers the new balance, or
 * null (and nothing written) when the balance is short, whatever the caller read before.
 */
export async function debit(trx: Db, userId: number, amount: number, movement: Movement): Promise<number | null> {
  const debited = await trx
    .updateTable('users')
    .set((eb) => ({ gold: eb('gold', '-', amount) }))
    .where('id', '=', userId)
    .where('gold', '>=', amount)
    .returning('gold')
    .executeTakeFirst();
  if (!debited) return null;
  await record(trx, userId, -amount, movement);
  return debited.gold;
}

export const balanceOf = async (db: Db, userId: number): Promise<number> =>
  (await db.selectFrom('users').select('gold').where('id', '=', userId).executeTakeFirstOrThrow()).gold;
