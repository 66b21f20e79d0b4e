/**
 * Refunds of paid orders. The order moves from paid to refunded inside the UPDATE's own guard and
 * the refunds row's unique order_id backs it: of two refunds of one order, one happens. What the
 * order gave is taken back through the ledger (gold: a `refund` row, at most what the reader still
 * has) or from the VIP time (days); no balance is ever edited in place.
 */
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';
import { debit } from './gold';
import { orderRef } from './payment-orders';

/** Ledger reason of gold taken back by a refund; its ref is the order's. */
export const REFUND_REASON = 'refund';

export type RefundOutcome =
  | { done: true; goldTaken: number; daysTaken: number }
  | { done: false; why: 'notFound' | 'alreadyRefunded' | 'notRefundable' };

export async function refundOrder(
  trx: Db,
  orderId: number,
  reason: string,
  operatorId: number,
): Promise<RefundOutcome> {
  const now = nowSeconds();
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return { done: false, why: 'notFound' };
  if (order.status === 'refunded') return { done: false, why: 'alreadyRefunded' };
  if (order.status !== 'paid') return { done: false, why: 'notRefundable' };
  const moved = await trx
    .updateTable('orders')
    .set({ status: 'refunded' })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  // A concurrent refund moved it first.
  if (Number(moved.numUpdatedRows) === 0) return { done: false, why: 'alreadyRefunded' };
  let goldTaken = 0;
  let daysTaken = 0;
  if (order.type === 'gold') {
    const { gold } = await trx
      .selectFrom('users')
      .select('gold')
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    goldTaken = Math.min(gold, order.gold);
    if (goldTaken > 0)
      await debit(trx, order.user_id, goldTaken, { reason: REFUND_REASON, ref: orderRef(order.order_no) });
  } else {
    daysTaken = order.days;
    await trx
      .updateTable('users')
      .set((eb) => ({ vip_expire_time: eb('vip_expire_time', '-', daysTaken * 86400) }))
      .where('id', '=', order.user_id)
      .execute();
  }
  await trx
    .insertInto('refunds')
    .values({
      order_id: orderId,
      user_id: order.user_id,
      amount_cents: order.amount_cents,
      gold_taken: goldTaken,
      days_taken: daysTaken,
      reason,
      operator_id: operatorId,
      created_at: now,
    })
    .execute();
  return { done: true, goldTaken, daysTaken };
}

export const refundOfOrder = (db: Db, orderId: number) =>
  db
    .selectFrom('refunds')
    .leftJoin('operators', 'operators.id', 'refunds.operator_id')
    .select([
      'refunds.amount_cents',
      'refunds.gold_taken',
      'refunds.days_taken',
      'refunds.reason',
      'refunds.created_at',
      'operators.email as operator_email',
    ])
    .where('refunds.order_id', '=', orderId)
    .executeTakeFirst();
