/**
 * What the server does with a provider's notification, whichever provider sent it: verify it,
 * match it to an order (same amount), settle the order once and credit it in the same write
 * transaction, and log the outcome in payment_events: every accepted one, and refused ones as far as
 * a flood of them may cost (refusal-log.ts).
 */
import { type Db, writeTransaction } from '../db/engine';
import { credit } from '../db/gold';
import {
  extendVip,
  logPaymentEvent,
  orderRef,
  type PaymentOrderRow,
  paymentOrderByNo,
  settlePaymentOrder,
} from '../db/payment-orders';
import { NotificationRefused, type PaymentProvider, type VerifiedNotification } from './provider';
import type { RefusalLog } from './refusal-log';

export type NotificationOutcome =
  | 'credited'
  | 'cancelled'
  | 'duplicate'
  | 'bad_signature'
  | 'stale'
  | 'malformed'
  | 'unknown_order'
  | 'wrong_amount'
  | 'expired';

/** Outcomes after which the provider is told the notification was received (it stops resending). */
const ACCEPTED = new Set<NotificationOutcome>(['credited', 'cancelled', 'duplicate']);

/** Ledger reason and ref of a recharge (金币记录 shows them). */
export const RECHARGE_REASON = 'recharge';

/** Credits what a paid order bought: gold through the ledger, or VIP days. */
async function deliver(trx: Db, order: PaymentOrderRow): Promise<void> {
  if (order.type === 'gold') {
    await credit(trx, order.user_id, order.gold, { reason: RECHARGE_REASON, ref: orderRef(order.order_no) });
  } else {
    await extendVip(trx, order.user_id, order.days);
  }
}

async function apply(db: Db, note: VerifiedNotification): Promise<{ outcome: NotificationOutcome; detail: string }> {
  return writeTransaction(db, async (trx) => {
    const order = await paymentOrderByNo(trx, note.order_no);
    if (!order) return { outcome: 'unknown_order', detail: 'no such order' };
    if (order.amount_cents !== note.amount_cents) {
      return { outcome: 'wrong_amount', detail: `${note.amount_cents} cents for an order of ${order.amount_cents}` };
    }
    const settled = await settlePaymentOrder(trx, order.order_no, note.status, note.txn_id);
    if (!settled) {
      // Read again: a concurrent copy may have settled it after the read above (PostgreSQL's READ COMMITTED).
      const status = (await paymentOrderByNo(trx, note.order_no))?.status ?? order.status;
      if (status === 'pending') return { outcome: 'expired', detail: 'the order expired before it was paid' };
      return { outcome: 'duplicate', detail: `the order is ${status} already` };
    }
    if (note.status === 'cancelled') return { outcome: 'cancelled', detail: 'the reader cancelled' };
    await deliver(trx, settled);
    return { outcome: 'credited', detail: order.type === 'gold' ? `${order.gold} gold` : `${order.days} days of VIP` };
  });
}

/** Where a notification came from (the client address), and where a refusal of it is recorded. */
export interface NotificationSource {
  address: string;
  refusals: RefusalLog;
}

/** A refusal's detail is ours or the provider's parser's: kept short in the log. */
const DETAIL_CHARS = 200;

export async function handleNotification(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
  source: NotificationSource,
): Promise<{ outcome: NotificationOutcome; accepted: boolean }> {
  let note: VerifiedNotification | null = null;
  let claimed: string | null = null;
  let result: { outcome: NotificationOutcome; detail: string };
  try {
    note = await provider.verify(rawBody, headers);
    result = await apply(db, note);
  } catch (error) {
    if (!(error instanceof NotificationRefused)) throw error;
    result = { outcome: error.outcome, detail: error.message };
    claimed = error.claimedOrderNo;
  }
  const accepted = ACCEPTED.has(result.outcome);
  const event = {
    provider: provider.name,
    order_no: note?.order_no ?? claimed,
    provider_txn: note?.txn_id ?? null,
    outcome: result.outcome,
    detail: result.detail.slice(0, DETAIL_CHARS),
  };
  if (accepted) await logPaymentEvent(db, event);
  else await source.refusals.refused(source.address, event);
  return { outcome: result.outcome, accepted };
}
