/**
 * The sandbox provider: a pay page served by this server (clearly marked 沙箱, no money moves)
 * whose 支付 and 取消 send a notification signed the way a real provider signs one: HMAC-SHA256 of
 * the raw body with PAYMENT_SANDBOX_SECRET, in the X-Sandbox-Signature header, with a timestamp
 * that must be recent (an old notification sent again is a replay).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { PAY_PREFIX } from '../../src/core/contract/paths';
import { nowSeconds } from '../time/china-time';
import { NotificationRefused, type PaymentProvider, type VerifiedNotification } from './provider';

export const SANDBOX = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_PAGE_PREFIX = `${PAY_PREFIX}/sandbox`;
/** How old (seconds) a notification may be; older ones are replays. */
export const NOTIFICATION_MAX_AGE = 300;

const Body = v.strictObject({
  order_no: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  amount_cents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(['paid', 'cancelled']),
  txn_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  timestamp: v.pipe(v.number(), v.integer()),
});
export type SandboxNotification = v.InferOutput<typeof Body>;

export const signSandbox = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** The body and signature the sandbox's pay page sends for an order (also what tests forge). */
export function sandboxNotification(
  secret: string,
  fields: Omit<SandboxNotification, 'timestamp' | 'txn_id'> & Partial<SandboxNotification>,
): { body: string; signature: string } {
  const body = JSON.stringify({
    txn_id: `SBX${randomBytes(8).toString('hex')}`,
    timestamp: nowSeconds(),
    ...fields,
  });
  return { body, signature: signSandbox(secret, body) };
}

export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: SANDBOX,
    async payUrl(checkout) {
      return new URL(`${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(checkout.order_no)}`, checkout.notify_url).href;
    },
    async verify(rawBody, headers): Promise<VerifiedNotification> {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new NotificationRefused('malformed', 'the body is not JSON');
      }
      const claimed = typeof json === 'object' && json !== null ? (json as { order_no?: unknown }).order_no : null;
      const orderNo = typeof claimed === 'string' ? claimed.slice(0, 64) : null;
      const given = Buffer.from(headers.get(SANDBOX_SIGNATURE_HEADER) ?? '', 'hex');
      const expected = Buffer.from(signSandbox(secret, rawBody), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new NotificationRefused('bad_signature', 'the signature does not match the body', orderNo);
      }
      const parsed = v.safeParse(Body, json);
      if (!parsed.success) {
        throw new NotificationRefused('malformed', parsed.issues[0]?.message ?? 'bad body', orderNo);
      }
      const age = nowSeconds() - parsed.output.timestamp;
      if (age > NOTIFICATION_MAX_AGE || age < -60) {
        throw new NotificationRefused('stale', `sent ${age} s ago: a replay`, orderNo);
      }
      const { order_no, amount_cents, status, txn_id } = parsed.output;
      return { order_no, amount_cents, status, txn_id };
    },
    acknowledge: (accepted) => (accepted ? { status: 200, body: 'success' } : { status: 400, body: 'fail' }),
  };
}
