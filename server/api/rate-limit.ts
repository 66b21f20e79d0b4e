/** Sliding-window rate limits, shared by every process on the database (db/rate-limits.ts). */
import type { Db } from '../db/engine';
import { countHit, countRepeatHit } from '../db/rate-limits';
import { refuse } from '../http/failure';

const HOUR = 3600;
/** The site-wide count of anonymous writes (db/rate-limits.ts keys the rest by address or account). */
const ANONYMOUS_WRITES_KEY = 'site:anonymous-writes';

/** Refuses (429) once `key` has had more than `limit` requests within the last `windowSeconds`. */
export async function limitRate(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countHit(db, key, windowSeconds)) > limit) refuse(429, 'tooMany');
}

/**
 * For a write anyone may make without an account (a device report): limited per address as
 * limitRate does, and weighed against the site's budget of such writes per hour, whatever the
 * number of addresses. Answers false past the budget: the write is to be dropped. An address this
 * window has not seen gets its counter only within the budget, so new addresses past it add no row
 * at all, while one address alone is refused by its own limit before it can spend the budget.
 */
export async function admitAnonymousWrite(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  budgetPerHour: number,
): Promise<boolean> {
  const seen = await countRepeatHit(db, key, windowSeconds);
  if (seen !== null && seen > limit) refuse(429, 'tooMany');
  if ((await countHit(db, ANONYMOUS_WRITES_KEY, HOUR)) > budgetPerHour) return false;
  if (seen === null && (await countHit(db, key, windowSeconds)) > limit) refuse(429, 'tooMany');
  return true;
}
