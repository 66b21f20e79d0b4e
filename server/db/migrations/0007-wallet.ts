/**
 * 0007_wallet: paying money for gold and VIP, and the daily sign-in.
 * - orders: one per checkout; the amount comes from the packages table when it is created, and a
 *   pending order is settled (paid, cancelled) or expires exactly once: the status moves only from
 *   pending, guarded in the UPDATE itself.
 * - payment_events: every notification a provider sent, accepted or refused, with why (the log an
 *   operator reads when a payment is disputed).
 * - sign_ins: one row per reader and China calendar day; the primary key makes a second sign-in of
 *   the day a no-op whatever the concurrency.
 */
import type { Kysely } from 'kysely';

export async function createWalletTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // Gold (with the bonus) a recharge credits; days a VIP order adds.
    .addColumn('gold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // The app page the pay page sends the reader back to, with ?order=<order_no>.
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('provider_txn', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'integer')
    .execute();
  // 充值记录, newest first.
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('provider_txn', 'text')
    // credited, cancelled, duplicate, or the refusal: bad_signature, stale, unknown_order, wrong_amount, expired, malformed
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_order').on('payment_events').column('order_no').execute();

  await db.schema
    .createTable('sign_ins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // Days since 1970-01-01 in China (UTC+8).
    .addColumn('day', 'integer', (c) => c.notNull())
    // Consecutive days ending with this one.
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('reward', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_ins_pk', ['user_id', 'day'])
    .execute();
}
