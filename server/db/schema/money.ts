/** Money: packs and plans, payment orders and their notifications, refunds. */
import type { Generated } from 'kysely';

export interface PackagesTable {
  id: Generated<number>;
  type: 'gold' | 'vip';
  title: string;
  gold: number;
  bonus: number;
  days: number;
  price_cents: number;
  sort: number;
  /** 0: not offered to readers. */
  enabled: Generated<0 | 1>;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

/** A payment order (the `orders` table): a checkout of a package (gold or VIP) with a payment provider. */
export interface PaymentOrdersTable {
  id: Generated<number>;
  /** The number the provider knows the order by. */
  order_no: string;
  user_id: number;
  package_id: number;
  type: 'gold' | 'vip';
  title: string;
  /** The price from the packages table when the order was made. */
  amount_cents: number;
  /** Gold credited (bonus included) for a recharge. */
  gold: number;
  /** Days of VIP for a VIP order. */
  days: number;
  status: OrderStatus;
  provider: string;
  /** Where the pay page sends the reader back: the app's page, with ?order=<order_no>. */
  return_url: string;
  provider_txn: string | null;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
}

/** Every payment notification received, accepted or refused. */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  order_no: string | null;
  provider_txn: string | null;
  outcome: string;
  detail: string;
  created_at: number;
}

/** A paid order given back: at most one per order. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  amount_cents: number;
  /** Gold taken back through the ledger (a recharge), at most what the reader still had. */
  gold_taken: number;
  /** Days of VIP taken back (a VIP order). */
  days_taken: number;
  reason: string;
  operator_id: number;
  created_at: number;
}
