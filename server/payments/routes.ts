/**
 * The payment routes outside the /api2 contract, where providers and the reader's browser come:
 * POST /pay/notify/<provider> (the provider's signed notification, answered as the provider
 * expects) and the sandbox provider's pay page, GET/POST /pay/sandbox/<order_no>.
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config';
import type { Db } from '../db/engine';
import { orderByNo } from '../db/payment-orders';
import { langOf } from '../http/messages';
import { NOTIFY_PREFIX, paymentsFor } from '.';
import type { PaymentProvider } from './provider';
import { sitePath } from './return-url';
import { SANDBOX, SANDBOX_PAGE_PREFIX, SANDBOX_SIGNATURE_HEADER, sandboxNotification } from './sandbox';
import { sandboxPage } from './sandbox-page';
import { handleNotification } from './settle';

/** Notifications are small; a provider never sends more. */
const MAX_NOTIFICATION_BYTES = 16 * 1024;

export function servePayments(app: Hono, db: Db, config: ServerConfig): void {
  const payments = paymentsFor(config);

  const limit = bodyLimit({ maxSize: MAX_NOTIFICATION_BYTES, onError: (c) => c.text('too large', 413) });
  app.post(`${NOTIFY_PREFIX}/:provider`, limit, async (c) => {
    const provider = payments.byName(c.req.param('provider'));
    if (!provider) return c.text('unknown provider', 404);
    const raw = await c.req.text();
    const { accepted } = await handleNotification(db, provider, raw, c.req.raw.headers);
    const ack = provider.acknowledge(accepted);
    return c.text(ack.body, ack.status);
  });

  const sandbox = payments.byName(SANDBOX);
  if (sandbox) serveSandboxPage(app, db, config, sandbox);
}

/** The sandbox's pay page (only while the sandbox is the chosen provider). */
function serveSandboxPage(app: Hono, db: Db, config: ServerConfig, sandbox: PaymentProvider): void {
  app.get(`${SANDBOX_PAGE_PREFIX}/:orderNo`, async (c) => {
    const order = await orderByNo(db, c.req.param('orderNo'));
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
      const order = await orderByNo(db, c.req.param('orderNo'));
      if (!order || order.provider !== SANDBOX) return c.text('unknown order', 404);
      const form = await c.req.parseBody();
      const status = form.action === 'pay' ? 'paid' : 'cancelled';
      const { body, signature } = sandboxNotification(config.paymentSandboxSecret, {
        order_no: order.order_no,
        amount_cents: order.amount_cents,
        status,
      });
      await handleNotification(db, sandbox, body, new Headers({ [SANDBOX_SIGNATURE_HEADER]: signature }));
      return c.redirect(sitePath(order.return_url), 303);
    },
  );
}
