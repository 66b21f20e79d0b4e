/**
 * Fixed-window counters kept in the database, so that every server process on one database counts
 * the same requests.
 */
import { nowSeconds } from '../content/china-time';
import type { Db } from './engine';

const DAY = 86400;

/** Counts one hit of `key` in the current window of `windowSeconds`; answers the window's count. */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const now = nowSeconds();
  const windowStart = now - (now % windowSeconds);
  const { count } = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  // First hit of a window: forget windows that have ended.
  if (count === 1)
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', now - DAY)
      .execute();
  return count;
}
