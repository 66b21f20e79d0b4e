/**
 * 0013_business: what the console's business half changes.
 * - packages.enabled: a pack or VIP plan switched off is not offered (orders made before keep it).
 * - refunds: at most one per order (the unique order_id refuses a second), with what was taken
 *   back (gold through the ledger, days of VIP), the operator and the reason.
 * - gold_ledger.note: an operator's reason for an adjustment (the reader sees the kind's label).
 * - users.banned_at and ban_reason: a banned reader's sessions are refused until unbanned.
 * - chapter_reads: one row per reader, chapter and China day a chapter was opened (the dashboard's
 *   chapters read and active readers).
 * - indexes for the dashboard's ranges by time.
 */
import type { Kysely } from 'kysely';

export async function createBusinessTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('gold_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_created').on('refunds').column('created_at').execute();

  await db.schema.alterTable('gold_ledger').addColumn('note', 'text').execute();
  await db.schema.createIndex('gold_ledger_created').on('gold_ledger').columns(['created_at', 'reason']).execute();

  await db.schema.alterTable('users').addColumn('banned_at', 'integer').execute();
  await db.schema.alterTable('users').addColumn('ban_reason', 'text').execute();
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
  await db.schema.createIndex('users_nickname').on('users').column('nickname').execute();

  await db.schema
    .createTable('chapter_reads')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('chapter_id', 'integer', (c) => c.notNull())
    .addColumn('work_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_reads_pk', ['day', 'user_id', 'chapter_id'])
    .execute();
  await db.schema.createIndex('chapter_reads_work').on('chapter_reads').columns(['day', 'work_id']).execute();

  await db.schema.createIndex('orders_settled').on('orders').columns(['status', 'settled_at']).execute();
  await db.schema.createIndex('sign_ins_day').on('sign_ins').column('day').execute();
}
