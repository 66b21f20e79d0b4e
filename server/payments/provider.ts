/**
 * The one seam between the reference server and a payment provider. The flow around it (orders
 * priced by the server, crediting exactly once, expiry, the log of every notification) is the
 * server's and does not change with the provider: a real provider (Alipay, WeChat Pay, Stripe …)
 * is a new implementation of this interface, registered in server/payments/index.ts and chosen
 * with PAYMENT_PROVIDER.
 */

/** What a provider needs to take a payment for an order. */
export interface Checkout {
  order_no: string;
  amount_cents: number;
  /** What the reader buys, for the provider's page. */
  title: string;
  /** Unix seconds after which the order is no longer payable. */
  expires_at: number;
  /** Where the provider posts its notification (this server's /pay/notify/<provider>). */
  notify_url: string;
  /** Where the provider sends the reader back when they paid or gave up. */
  return_url: string;
}

/** A notification whose signature checked out: the provider's word on an order. */
export interface VerifiedNotification {
  order_no: string;
  /** The amount the provider says it took; the server compares it with the order's. */
  amount_cents: number;
  status: 'paid' | 'cancelled';
  /** The provider's own id of the payment. */
  txn_id: string;
}

/** Why a notification was refused before it could be matched to an order. */
export class NotificationRefused extends Error {
  constructor(
    readonly outcome: 'bad_signature' | 'stale' | 'malformed',
    detail: string,
    /** The order the notification claims to be about, for the log (not to be trusted). */
    readonly claimedOrderNo: string | null = null,
  ) {
    super(detail);
    this.name = 'NotificationRefused';
  }
}

export interface PaymentProvider {
  /** The name in PAYMENT_PROVIDER, orders.provider and /pay/notify/<name>. */
  readonly name: string;
  /** The address of the provider's pay page for this order (the client is sent there). */
  payUrl(checkout: Checkout): Promise<string>;
  /**
   * Checks a notification exactly as it arrived (raw body and headers: the signature covers the
   * bytes). Throws NotificationRefused for a bad signature, a stale (replayed) or malformed one.
   */
  verify(rawBody: string, headers: Headers): Promise<VerifiedNotification>;
  /** What the provider expects back: accepted (stop retrying) or refused. */
  acknowledge(accepted: boolean): { status: 200 | 400; body: string };
}
