/**
 * Verification codes: one live code per channel, recipient, purpose, account and requesting
 * address, stored hashed.
 */
import { hashToken } from '../auth/tokens';
import { nowSeconds } from '../time/china-time';
import { type Db, writeTransaction } from './engine';
import type { VerificationCodesTable } from './schema';

export type CodeKey = Pick<VerificationCodesTable, 'channel' | 'recipient' | 'purpose' | 'user_id' | 'requester'>;

/** Wrong answers a code survives; the next one (or any after) finds it dead. */
export const CODE_TRIES = 5;

const hashCode = (key: CodeKey, code: string) =>
  hashToken(`${key.channel}:${key.recipient}:${key.purpose}:${key.user_id}:${key.requester}:${code}`);

/** Stores `code` for `key`, replacing an earlier one; expired codes of anyone are purged. */
export async function storeCode(db: Db, key: CodeKey, code: string, ttlSeconds: number): Promise<void> {
  const now = nowSeconds();
  await db.deleteFrom('verification_codes').where('expires_at', '<=', now).execute();
  const row = { code_hash: hashCode(key, code), tries: 0, expires_at: now + ttlSeconds, created_at: now };
  await db
    .insertInto('verification_codes')
    .values({ ...key, ...row })
    .onConflict((oc) => oc.columns(['channel', 'recipient', 'purpose', 'user_id', 'requester']).doUpdateSet(row))
    .execute();
}

/**
 * True when `code` is the live code of `key`, which is then used up; a wrong code counts a try.
 * No code at all (never sent, expired, used up, or never issued because the address is taken)
 * answers false exactly as a wrong one does.
 */
export function takeCode(db: Db, key: CodeKey, code: string): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('verification_codes')
      .select(['code_hash', 'tries'])
      .where((eb) => eb.and(key))
      .where('expires_at', '>', nowSeconds())
      .executeTakeFirst();
    if (!row || row.tries >= CODE_TRIES) return false;
    if (row.code_hash === hashCode(key, code)) {
      await trx
        .deleteFrom('verification_codes')
        .where((eb) => eb.and(key))
        .execute();
      return true;
    }
    await trx
      .updateTable('verification_codes')
      .set({ tries: row.tries + 1 })
      .where((eb) => eb.and(key))
      .execute();
    return false;
  });
}
