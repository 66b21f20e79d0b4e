/**
 * 0009_code_requesters: a recovery code belongs to the client address that asked for it as well as
 * to its recipient, so that codes others ask for neither replace it nor use up its tries. The key
 * changes, so the table is made again: its rows are codes of ten minutes at most.
 */
import type { Kysely } from 'kysely';

export async function keyCodesByRequester(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The account a bind code was sent for (0 for recovery: the address decides the account).
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The client address a recovery code was asked from ('' for a bind code: the account decides).
    .addColumn('requester', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_codes_pk', ['channel', 'recipient', 'purpose', 'user_id', 'requester'])
    .execute();
  await db.schema.createIndex('verification_codes_expires').on('verification_codes').column('expires_at').execute();
}
