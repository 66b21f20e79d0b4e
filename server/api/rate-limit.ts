/** Sliding-window rate limits, shared by every process on the database (db/rate-limits.ts). */
import type { Db } from '../db/engine';
import { countHit } from '../db/rate-limits';
import { refuse } from '../http/failure';

/** Refuses (429) once `key` has had more than `limit` requests within the last `windowSeconds`. */
export async function limitRate(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countHit(db, key, windowSeconds)) > limit) refuse(429, 'tooMany');
}
