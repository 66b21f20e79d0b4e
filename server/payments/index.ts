/**
 * The payment providers this server can speak to, by name (PAYMENT_PROVIDER picks the one new
 * orders use; notifications for older orders still reach theirs). An operator adds a real provider
 * to PROVIDERS: `alipay: (config) => alipayProvider(config)`, an implementation of PaymentProvider
 * (provider.ts). The sandbox is there only while it is the chosen provider.
 */
import { PAY_PREFIX } from '../../src/core/contract/paths';
import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { SANDBOX, sandboxProvider } from './sandbox';

export interface Payments {
  /** The provider new orders go to. */
  current: PaymentProvider;
  byName(name: string): PaymentProvider | undefined;
}

type PaymentConfig = Pick<ServerConfig, 'paymentProvider' | 'paymentSandboxSecret'>;

/** Every provider this server knows, by name. A real one is added here. */
const PROVIDERS: Record<string, (config: PaymentConfig) => PaymentProvider> = {
  [SANDBOX]: (config) => sandboxProvider(config.paymentSandboxSecret),
};

export function createPayments(config: PaymentConfig): Payments {
  const make = PROVIDERS[config.paymentProvider];
  if (!make) throw new Error(`PAYMENT_PROVIDER ${config.paymentProvider} is not one of: ${Object.keys(PROVIDERS)}`);
  const providers = new Map<string, PaymentProvider>();
  for (const [name, provider] of Object.entries(PROVIDERS)) {
    // The sandbox takes no money: it answers only where it is the chosen provider, never beside a real one.
    if (name !== SANDBOX || name === config.paymentProvider) providers.set(name, provider(config));
  }
  const current = providers.get(config.paymentProvider) ?? make(config);
  return { current, byName: (name) => providers.get(name) };
}

const made = new WeakMap<object, Payments>();

/** The providers of one server configuration, made once. */
export function paymentsFor(config: PaymentConfig): Payments {
  let payments = made.get(config);
  if (!payments) {
    payments = createPayments(config);
    made.set(config, payments);
  }
  return payments;
}

/** Where providers post notifications: /pay/notify/<provider>. */
export const NOTIFY_PREFIX = `${PAY_PREFIX}/notify`;
