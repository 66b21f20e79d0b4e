/**
 * Payment orders of gold and VIP packages (money paid through a provider; chapters bought with
 * gold are chapter purchases, chapter-purchases.ts). An order's status moves once, from pending, inside the UPDATE's
 * own guard (`where status = 'pending'`): of two notifications settling one order together, one
 * updates the row and the other finds nothing to update, on either engine.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { nowSeconds } from '../time/china-time';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';
import type { OrderStatus, PaymentEventsTable, PaymentOrdersTable } from './schema';

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;

/** The ledger ref of what an order moved. */
export const orderRef = (orderNo: string) => `order:${orderNo}`;

/** Minutes a pending order may be paid in. */
export const PAYMENT_ORDER_TTL_SECONDS = 15 * 60;

/** A package on offer (one switched off cannot be ordered). */
export const packageById = (db: Db, id: number) =>
  db.selectFrom('packages').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();

/** Unguessable, and sorted by time when read by a person: `M` + Unix seconds + 12 hex digits. */
export const newOrderNo = (): string => `M${nowSeconds()}${randomBytes(6).toString('hex').toUpperCase()}`;

export const insertPaymentOrder = (db: Db, order: Omit<PaymentOrdersTable, 'id' | 'provider_txn' | 'settled_at'>) =>
  db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();

export const paymentOrderByNo = (db: Db, orderNo: string) =>
  db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

/** Marks the reader's pending orders past their time expired (read paths call it first). */
export async function expirePaymentOrders(db: Db, userId: number, now = nowSeconds()): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'expired', settled_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .execute();
}

/**
 * Moves a pending, unexpired order to `status`; answers the order as it is now, or undefined when
 * it was not pending (settled already, or expired) and nothing changed.
 */
export const settlePaymentOrder = (
  trx: Db,
  orderNo: string,
  status: Exclude<OrderStatus, 'pending'>,
  txn: string | null,
) => {
  const now = nowSeconds();
  return trx
    .updateTable('orders')
    .set({ status, provider_txn: txn, settled_at: now })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
};

/** Adds `days` of VIP from the later of now and the current expiry; answers the new expiry. */
export async function extendVip(trx: Db, userId: number, days: number): Promise<number> {
  const now = nowSeconds();
  const { vip_expire_time } = await trx
    .updateTable('users')
    .set((eb) => ({
      vip_expire_time: eb(
        eb.case().when('vip_expire_time', '>', now).then(eb.ref('vip_expire_time')).else(now).end(),
        '+',
        days * 86400,
      ),
    }))
    .where('id', '=', userId)
    .returning('vip_expire_time')
    .executeTakeFirstOrThrow();
  return vip_expire_time;
}

export type PaymentEvent = Omit<PaymentEventsTable, 'id' | 'created_at'>;

/** Logs a notification's outcome; answers the row's id. */
export async function logPaymentEvent(db: Db, event: PaymentEvent): Promise<number> {
  const { id } = await db
    .insertInto('payment_events')
    .values({ ...event, created_at: nowSeconds() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Rewrites a logged event's detail (a flood's running count, payments/refusal-log.ts). */
export async function rewritePaymentEventDetail(db: Db, id: number, detail: string): Promise<void> {
  await db.updateTable('payment_events').set({ detail }).where('id', '=', id).execute();
}

/** What finance filters orders by: status, a span of creation times, the reader's UID and the provider. */
export interface OrderFilter {
  status?: OrderStatus;
  from?: number;
  /** Exclusive. */
  to?: number;
  readerUid?: string;
  provider?: string;
}

const ORDER_COLUMNS = [
  'orders.id',
  'orders.order_no',
  'users.uid as reader_uid',
  'orders.type',
  'orders.title',
  'orders.amount_cents',
  'orders.status',
  'orders.provider',
  'orders.created_at',
  'orders.settled_at',
] as const;

function filteredOrders(db: Db, filter: OrderFilter) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .$if(filter.status !== undefined, (q) => q.where('orders.status', '=', filter.status as OrderStatus))
    .$if(filter.from !== undefined, (q) => q.where('orders.created_at', '>=', filter.from as number))
    .$if(filter.to !== undefined, (q) => q.where('orders.created_at', '<', filter.to as number))
    .$if(filter.readerUid !== undefined, (q) => q.where('users.uid', '=', filter.readerUid as string))
    .$if(filter.provider !== undefined, (q) => q.where('orders.provider', '=', filter.provider as string));
}

/** One page of every reader's orders the filter keeps, newest first, with the exact total. */
export async function pageOfAllOrders(db: Db, filter: OrderFilter, paging: Paging) {
  const kept = filteredOrders(db, filter);
  const { total } = await kept.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await kept
    .select(ORDER_COLUMNS)
    .orderBy('orders.id', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total) };
}

/** Every order the filter keeps, newest first, `batch` rows at a time (the CSV export). */
export async function* allOrders(db: Db, filter: OrderFilter, batch = 1000) {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await filteredOrders(db, filter)
      .select([...ORDER_COLUMNS, 'orders.provider_txn'])
      .where('orders.id', '<', before)
      .orderBy('orders.id', 'desc')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    before = (rows.at(-1) as { id: number }).id;
  }
}

export const orderWithReader = (db: Db, id: number) =>
  db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([...ORDER_COLUMNS, 'orders.gold', 'orders.days', 'orders.provider_txn', 'orders.user_id'])
    .where('orders.id', '=', id)
    .executeTakeFirst();

export const eventsOfOrder = (db: Db, orderNo: string) =>
  db
    .selectFrom('payment_events')
    .select(['id', 'provider', 'provider_txn', 'outcome', 'detail', 'created_at'])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();
