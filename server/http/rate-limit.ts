/** Fixed-window rate limits kept in SQLite, so that they hold across processes on one database. */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { refuse } from './failure';

export async function limitRate(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count === 1) {
    // First hit of a window: forget windows that have ended.
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', now - 24 * 3600)
      .execute();
  }
  if (row.count > limit) refuse(429, 'tooMany');
}
