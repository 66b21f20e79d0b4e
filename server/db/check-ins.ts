/** Daily check-ins (the `sign_ins` table): one row per reader and China day, the primary key refusing a second. */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';

/** The reward of a streak's `streak`-th day in the week of `rewards` (money-settings.ts). */
export const rewardOf = (rewards: readonly number[], streak: number): number =>
  rewards[(streak - 1) % rewards.length] ?? 0;

export const checkInOn = (db: Db, userId: number, day: number) =>
  db
    .selectFrom('sign_ins')
    .select(['day', 'streak', 'reward'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();

/** Inserts the day's check-in; false (nothing written) when the reader has checked in that day. */
export async function insertCheckIn(
  trx: Db,
  userId: number,
  day: number,
  streak: number,
  reward: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('sign_ins')
    .values({ user_id: userId, day, streak, reward, created_at: nowSeconds() })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
