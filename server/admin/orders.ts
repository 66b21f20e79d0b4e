/**
 * Finance's orders: every reader's payment orders, paged and filtered (status, China dates, reader,
 * provider), one order with its provider's events and its refund, the filtered list as CSV, and
 * refunds (db/refunds.ts: through the ledger, once).
 */
import type { Hono } from 'hono';
import type { OrderDetail, OrderItem } from '../../src/core/admin/answers';
import { chinaTimeText } from '../../src/core/admin/china-time';
import { OrdersCsvQuery, OrdersQuery, RefundBody } from '../../src/core/admin/schemas';
import { writeTransaction } from '../db/engine';
import { allOrders, eventsOfOrder, type OrderFilter, orderWithReader, pageOfAllOrders } from '../db/payment-orders';
import { refundOfOrder, refundOrder } from '../db/refunds';
import { actorOf, audit } from './audit';
import { type AdminContext, type ConsoleDeps, operatorOf } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** Unix seconds of a China date's midnight (`2025-11-26`). */
const chinaMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000 - CHINA_OFFSET;

function filterOf(query: {
  status?: OrderItem['status'];
  from?: string;
  to?: string;
  reader?: string;
  provider?: string;
}): OrderFilter {
  return {
    status: query.status,
    from: query.from ? chinaMidnight(query.from) : undefined,
    to: query.to ? chinaMidnight(query.to) + DAY : undefined,
    readerUid: query.reader,
    provider: query.provider,
  };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused (spreadsheets). */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_HEADER = [
  'order_no',
  'reader_uid',
  'type',
  'title',
  'amount_yuan',
  'status',
  'provider',
  'provider_txn',
  'created_china',
  'settled_china',
];

async function detailOf(ctx: AdminContext, id: number): Promise<OrderDetail> {
  const order = (await orderWithReader(ctx.db, id)) ?? refuseAdmin(404, 'notFound');
  const { user_id: _user, ...shown } = order;
  const [events, refund] = await Promise.all([eventsOfOrder(ctx.db, order.order_no), refundOfOrder(ctx.db, id)]);
  return { order: shown, events, refund: refund ? { ...refund, operator_email: refund.operator_email ?? '' } : null };
}

export function orderEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/orders', {
    access: 'finance',
    input: OrdersQuery,
    async handle(query, ctx) {
      const { rows, total } = await pageOfAllOrders(ctx.db, filterOf(query), query);
      const items: OrderItem[] = rows;
      return { items, total, page: query.page, page_size: query.page_size };
    },
  });

  endpoint(api, deps, 'get', '/orders.csv', {
    access: 'finance',
    input: OrdersCsvQuery,
    async handle(query, ctx) {
      const filter = filterOf(query);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          // A BOM: spreadsheet programs then read the Chinese titles as UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.join(',')}\r\n`));
          for await (const rows of allOrders(ctx.db, filter)) {
            const lines = rows.map((o) =>
              [
                o.order_no,
                o.reader_uid,
                o.type,
                o.title,
                (o.amount_cents / 100).toFixed(2),
                o.status,
                o.provider,
                o.provider_txn,
                chinaTimeText(o.created_at),
                o.settled_at ? chinaTimeText(o.settled_at) : '',
              ]
                .map(csvField)
                .join(','),
            );
            controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
          }
          controller.close();
        },
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="orders.csv"',
          'Cache-Control': 'no-store',
        },
      });
    },
  });

  endpoint(api, deps, 'get', '/orders/:id', {
    access: 'finance',
    input: noInput,
    handle: (_input, ctx, { id }) => detailOf(ctx, id as number),
  });

  endpoint(api, deps, 'post', '/orders/:id/refund', {
    access: 'finance',
    input: RefundBody,
    async handle({ reason }, ctx, { id }) {
      const orderId = id as number;
      await writeTransaction(ctx.db, async (trx) => {
        const outcome = await refundOrder(trx, orderId, reason, operatorOf(ctx).id);
        if (!outcome.done) return refuseAdmin(outcome.why === 'notFound' ? 404 : 409, outcome.why);
        await audit(trx, actorOf(ctx), {
          action: 'order.refund',
          targetType: 'order',
          targetId: orderId,
          before: { status: 'paid' },
          after: { status: 'refunded', reason, gold_taken: outcome.goldTaken, days_taken: outcome.daysTaken },
        });
      });
      return detailOf(ctx, orderId);
    },
  });
}
