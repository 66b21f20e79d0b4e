/**
 * 0006_wallet: paying money for gold and VIP, and the daily sign-in.
 * - orders: one per checkout; the amount comes from the packages table when it is created, and a
 *   pending order is settled (paid, cancelled) or expires exactly once: the status moves only from
 *   pending, guarded in the UPDATE itself.
 * (Issue 13's growth branch carries only the orders table, as the payments branch defines it, for
 * 充值记录; the payments branch's version of this file replaces it at merge.)
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
}
