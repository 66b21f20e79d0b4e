/**
 * createOrder and orderStatus: the reader picks a package, the server prices the order from its
 * own packages table and answers the provider's pay page; the reader comes back and asks how the
 * order stands (the notification, not the reader's return, is what settles it).
 */
import type { Order } from '../../src/core/contract/wallet';
import {
  expirePaymentOrders,
  insertPaymentOrder,
  newOrderNo,
  PAYMENT_ORDER_TTL_SECONDS,
  type PaymentOrderRow,
  packageById,
  paymentOrderByNo,
} from '../db/payment-orders';
import { userById } from '../db/users';
import { refuse } from '../http/failure';
import { NOTIFY_PREFIX, paymentsFor } from '../payments';
import { returnUrl } from '../payments/return-url';
import { nowSeconds } from '../time/china-time';
import { isVip } from './access';
import { requireUser } from './context';
import type { Handlers } from './handler';

export const toPaymentOrder = (row: PaymentOrderRow): Order => ({
  order_no: row.order_no,
  type: row.type,
  title: row.title,
  amount_cents: row.amount_cents,
  gold: row.gold,
  days: row.days,
  status: row.status,
  created_at: row.created_at,
  expires_at: row.expires_at,
});

export const paymentOrderHandlers: Handlers<'createOrder' | 'orderStatus'> = {
  async createOrder(body, ctx) {
    const user = await requireUser(ctx);
    const pack = (await packageById(ctx.db, body.package_id)) ?? refuse(404, 'packageUnknown');
    const provider = paymentsFor(ctx.config).current;
    const now = nowSeconds();
    const orderNo = newOrderNo();
    const return_url = returnUrl(ctx.origin, body.return_path, orderNo) ?? refuse(400, 'invalid', 'return_path');
    const order = await insertPaymentOrder(ctx.db, {
      order_no: orderNo,
      user_id: user.id,
      package_id: pack.id,
      type: pack.type,
      title: pack.title,
      amount_cents: pack.price_cents,
      gold: pack.type === 'gold' ? pack.gold + pack.bonus : 0,
      days: pack.type === 'vip' ? pack.days : 0,
      status: 'pending',
      provider: provider.name,
      return_url,
      created_at: now,
      expires_at: now + PAYMENT_ORDER_TTL_SECONDS,
    });
    const payUrl = await provider.payUrl({
      order_no: order.order_no,
      amount_cents: order.amount_cents,
      title: order.title,
      expires_at: order.expires_at,
      notify_url: `${ctx.origin}${NOTIFY_PREFIX}/${provider.name}`,
      return_url: order.return_url,
    });
    // A page of this server (the sandbox's) is answered as the site names its own pages.
    const own = new URL(payUrl);
    const pay_url = own.origin === ctx.origin ? `${ctx.site}${own.pathname}${own.search}` : payUrl;
    return { order: toPaymentOrder(order), pay_url };
  },

  async orderStatus(body, ctx) {
    const user = await requireUser(ctx);
    await expirePaymentOrders(ctx.db, user.id);
    const order = await paymentOrderByNo(ctx.db, body.order_no);
    // Another reader's order is as unknown as a made-up number.
    if (!order || order.user_id !== user.id) return refuse(404, 'orderUnknown');
    const now = await userById(ctx.db, user.id);
    return {
      order: toPaymentOrder(order),
      balance: now.gold,
      is_vip: isVip(now, nowSeconds()),
      vip_expire_time: now.vip_expire_time,
    };
  },
};
