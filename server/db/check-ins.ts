/** Daily check-ins (the `sign_ins` table): one row per reader and China day, the primary key refusing a second. */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';

/** Gold for the 1st … 7th day of a streak; the 8th day starts the week again. */
export const CHECK_IN_REWARDS = [10, 10, 15, 15, 20, 20, 50] as const;

/** The reward of a streak's `streak`-th day. */
export const rewardOf = (streak: number): number => CHECK_IN_REWARDS[(streak - 1) % CHECK_IN_REWARDS.length] ?? 0;

export const checkInOn = (db: Db, userId: number, day: number) =>
  db
    .selectFrom('sign_ins')
    .select(['day', 'streak', 'reward'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();

/** Inserts the day's check-in; false (nothing written) when the reader has checked in that day. */
export async function insertCheckIn(trx: Db, userId: number, day: number, streak: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('sign_ins')
    .values({ user_id: userId, day, streak, reward: rewardOf(streak), created_at: nowSeconds() })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
