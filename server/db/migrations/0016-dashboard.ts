/**
 * 0016_dashboard: what the console's dashboard reads by time, each range one index read.
 * - purchases by time, with the chapter and price in the index: gold spent per work in a window.
 * - orders settled by time, with status, amount: orders paid and revenue without the table.
 * - refunds by time, with amount.
 */
import type { Kysely } from 'kysely';

export async function indexDashboard(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('purchases_created')
    .on('purchases')
    .columns(['created_at', 'chapter_id', 'price'])
    .execute();
  await db.schema
    .createIndex('orders_settled_amount')
    .on('orders')
    .columns(['settled_at', 'status', 'amount_cents'])
    .execute();
  await db.schema.createIndex('refunds_created_amount').on('refunds').columns(['created_at', 'amount_cents']).execute();
}
