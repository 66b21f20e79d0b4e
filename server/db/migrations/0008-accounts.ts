/**
 * 0008_accounts: verification codes (email and SMS, for binding and recovery), a bound mainland
 * phone number per user, and an index that lets expired sessions be purged cheaply.
 */
import type { Kysely } from 'kysely';

export async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').unique().execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The account a bind code was sent for (0 for recovery: the address decides the account).
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_codes_pk', ['channel', 'recipient', 'purpose', 'user_id'])
    .execute();
  await db.schema.createIndex('verification_codes_expires').on('verification_codes').column('expires_at').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
}
