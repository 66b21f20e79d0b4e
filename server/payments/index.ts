/**
 * The payment providers this server can speak to, by name (PAYMENT_PROVIDER picks the one new
 * orders use; notifications for older orders still reach theirs). An operator adds a real provider
 * here: `alipay: alipayProvider(config)`, an implementation of PaymentProvider (provider.ts).
 */
import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { SANDBOX, sandboxProvider } from './sandbox';

export interface Payments {
  /** The provider new orders go to. */
  current: PaymentProvider;
  byName(name: string): PaymentProvider | undefined;
}

export function createPayments(config: Pick<ServerConfig, 'paymentProvider' | 'paymentSandboxSecret'>): Payments {
  const providers = new Map<string, PaymentProvider>([[SANDBOX, sandboxProvider(config.paymentSandboxSecret)]]);
  const current = providers.get(config.paymentProvider);
  if (!current) throw new Error(`PAYMENT_PROVIDER ${config.paymentProvider} is not one of: ${[...providers.keys()]}`);
  return { current, byName: (name) => providers.get(name) };
}

const made = new WeakMap<object, Payments>();

/** The providers of one server configuration, made once. */
export function paymentsFor(config: Pick<ServerConfig, 'paymentProvider' | 'paymentSandboxSecret'>): Payments {
  let payments = made.get(config);
  if (!payments) {
    payments = createPayments(config);
    made.set(config, payments);
  }
  return payments;
}

/** Where providers post notifications: /pay/notify/<provider>. */
export const NOTIFY_PREFIX = '/pay/notify';
