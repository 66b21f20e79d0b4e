/**
 * Sliding-window counters kept in the database, so that every server process on one database
 * counts the same requests. Each key counts its hits per fixed window; a request is weighed
 * against the current window's count plus the previous window's, scaled by how much of it still
 * lies within the last `windowSeconds` (the sliding-window counter: a burst at the end of one
 * window is still counted at the start of the next, so no edge lets twice the limit through).
 */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';

const DAY = 86400;

/**
 * Counts one hit of `key`; answers the hits within the last `windowSeconds`, this one included (the
 * previous window's share estimated as if its hits were evenly spread, so not always a whole number).
 */
export async function countHit(db: Db, key: string, windowSeconds: number, now = nowSeconds()): Promise<number> {
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
      .where('window_start', '<', now - Math.max(DAY, 2 * windowSeconds))
      .execute();
  return withPrevious(db, key, windowSeconds, now, count);
}

/**
 * As countHit for a key that already has a row in the current window; null, and nothing written,
 * for one that has none (so that a caller can decide whether a new key may add a row at all).
 */
export async function countRepeatHit(
  db: Db,
  key: string,
  windowSeconds: number,
  now = nowSeconds(),
): Promise<number | null> {
  const row = await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', now - (now % windowSeconds))
    .returning('count')
    .executeTakeFirst();
  return row ? withPrevious(db, key, windowSeconds, now, row.count) : null;
}

/** The hits of `key` within the last `windowSeconds`, as countHit weighs them, without counting one. */
export async function hitsOf(db: Db, key: string, windowSeconds: number, now = nowSeconds()): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', now - (now % windowSeconds))
    .executeTakeFirst();
  return withPrevious(db, key, windowSeconds, now, row?.count ?? 0);
}

/** `count` of the current window plus the share of the previous one that still lies within the last window. */
async function withPrevious(db: Db, key: string, windowSeconds: number, now: number, count: number): Promise<number> {
  const windowStart = now - (now % windowSeconds);
  const previous = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart - windowSeconds)
    .executeTakeFirst();
  const overlap = (windowSeconds - (now - windowStart)) / windowSeconds;
  return count + (previous?.count ?? 0) * overlap;
}
