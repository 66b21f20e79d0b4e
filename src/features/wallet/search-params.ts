/**
 * The wallet screens' addresses: `?order=` (the pay page's return: the order to show the result of)
 * and, on recharge, `?back=` (the app page to go back to, a path of this app, never another site).
 */
import * as v from 'valibot';

const orderNo = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined);
const appPath = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(400), v.regex(/^\/(?![/\\])/))), undefined);

export const VipSearch = v.object({ order: orderNo });
export const RechargeSearch = v.object({ order: orderNo, back: appPath });
