/**
 * Welcome grants given, counted per key: a client address on one China day (the key is an HMAC of
 * the two, so the table does not give addresses back). Keys of days gone are forgotten.
 */
import type { Db } from './engine';

const KEEP_SECONDS = 2 * 86400;

/** Counts one grant under `key`; answers how many it has had, this one included. */
export async function countWelcomeGrant(trx: Db, key: string, now: number): Promise<number> {
  const { grants } = await trx
    .insertInto('welcome_grants')
    .values({ fingerprint: key, grants: 1, first_at: now })
    .onConflict((oc) => oc.column('fingerprint').doUpdateSet((eb) => ({ grants: eb('welcome_grants.grants', '+', 1) })))
    .returning('grants')
    .executeTakeFirstOrThrow();
  // A key's first grant of the day: forget the keys of days gone.
  if (grants === 1)
    await trx
      .deleteFrom('welcome_grants')
      .where('first_at', '<', now - KEEP_SECONDS)
      .execute();
  return grants;
}
