/** Wallet answers: orders of gold and VIP packages paid through a provider, and the daily check-in (签到, the wire's signIn). */
import * as v from 'valibot';

export const OrderStatus = v.picklist(['pending', 'paid', 'cancelled', 'expired', 'refunded']);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const Order = v.object({
  order_no: v.string(),
  type: v.picklist(['gold', 'vip']),
  title: v.string(),
  amount_cents: v.number(),
  /** Gold a recharge credits, bonus included (0 for VIP). */
  gold: v.number(),
  /** Days a VIP order adds (0 for gold). */
  days: v.number(),
  status: OrderStatus,
  created_at: v.number(),
  expires_at: v.number(),
});
export type Order = v.InferOutput<typeof Order>;

/** A new order and where to pay it. */
export const CreateOrderAnswer = v.object({ order: Order, pay_url: v.string() });

/** An order as it is now, with what it changed for the reader. */
export const OrderStatusAnswer = v.object({
  order: Order,
  balance: v.number(),
  is_vip: v.boolean(),
  vip_expire_time: v.number(),
});
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswer>;

/** The 7-day check-in calendar as the reader sees it today. */
export const CheckInState = v.object({
  signed_today: v.boolean(),
  /** Consecutive days signed, today included once signed. */
  streak: v.number(),
  days: v.array(v.object({ day: v.number(), reward: v.number(), signed: v.boolean(), today: v.boolean() })),
  balance: v.number(),
});
export type CheckInState = v.InferOutput<typeof CheckInState>;

export const CheckInAnswer = v.object({ ...CheckInState.entries, reward: v.number() });
