/**
 * The payment routes outside the /api2 contract, where providers and the reader's browser come:
 * POST /pay/notify/<provider> (the provider's signed notification, answered as the provider
 * expects) and the sandbox provider's pay page, GET/POST /pay/sandbox/<order_no>.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config';
import type { Db } from '../db/engine';
import { paymentOrderByNo } from '../db/payment-orders';
import { clientOf } from '../http/client';
import { langOf } from '../http/messages';
import { NOTIFY_PREFIX, paymentsFor } from '.';
import type { PaymentProvider } from './provider';
import { RefusalLog } from './refusal-log';
import { sitePath } from './return-url';
import { SANDBOX, SANDBOX_PAGE_PREFIX, SANDBOX_SIGNATURE_HEADER, sandboxNotification } from './sandbox';
import { sandboxPage } from './sandbox-page';
import { handleNotification, type NotificationSource } from './settle';

/** Notifications are small (a provider's are one or two KiB); nothing bigger is read. */
export const MAX_NOTIFICATION_BYTES = 8 * 1024;

export function servePayments(app: Hono, db: Db, config: ServerConfig): void {
  const payments = paymentsFor(config);
  const refusals = new RefusalLog(db);
  const sourceOf = (c: Context): NotificationSource => ({ address: clientOf(c, config.trustProxy).address, refusals });

  const limit = bodyLimit({ maxSize: MAX_NOTIFICATION_BYTES, onError: (c) => c.text('too large', 413) });
  app.post(`${NOTIFY_PREFIX}/:provider`, limit, async (c) => {
    const provider = payments.byName(c.req.param('provider'));
    if (!provider) return c.text('unknown provider', 404);
    const source = sourceOf(c);
    // An address that has sent its share of refused notifications this minute is not read further.
    if (refusals.saturated(source.address)) return c.text('too many', 429);
    const raw = await c.req.text();
    const { accepted } = await handleNotification(db, provider, raw, c.req.raw.headers, source);
    const ack = provider.acknowledge(accepted);
    return c.text(ack.body, ack.status);
  });

  const sandbox = payments.byName(SANDBOX);
  if (sandbox) serveSandboxPage(app, db, config, sandbox, sourceOf);
}

/** The sandbox's pay page (only while the sandbox is the chosen provider). */
function serveSandboxPage(
  app: Hono,
  db: Db,
  config: ServerConfig,
  sandbox: PaymentProvider,
  sourceOf: (c: Context) => NotificationSource,
): void {
  app.get(`${SANDBOX_PAGE_PREFIX}/:orderNo`, async (c) => {
    const order = await paymentOrderByNo(db, c.req.param('orderNo'));
    const lang = langOf(c.req.header('accept-language'));
    c.header('Cache-Control', 'no-store');
    if (!order || order.provider !== SANDBOX) return c.html(sandboxPage(null, lang, ''), 404);
    return c.html(sandboxPage(order, lang, sitePath(order.return_url)));
  });

  // 支付 / 取消: what the sandbox "provider" does next is what a real one does, a signed
  // notification, handled exactly as one from outside; then the reader goes back to the app.
  app.post(
    `${SANDBOX_PAGE_PREFIX}/:orderNo`,
    bodyLimit({ maxSize: 1024, onError: (c) => c.text('too large', 413) }),
    async (c) => {
      const order = await paymentOrderByNo(db, c.req.param('orderNo'));
      if (!order || order.provider !== SANDBOX) return c.text('unknown order', 404);
      const form = await c.req.parseBody();
      const status = form.action === 'pay' ? 'paid' : 'cancelled';
      const { body, signature } = sandboxNotification(config.paymentSandboxSecret, {
        order_no: order.order_no,
        amount_cents: order.amount_cents,
        status,
      });
      const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature });
      await handleNotification(db, sandbox, body, headers, sourceOf(c));
      return c.redirect(sitePath(order.return_url), 303);
    },
  );
}
