/**
 * Sending a short text message to an email address or a phone: one interface, whatever carries it
 * (the local outbox, SMTP, an SMS provider). Chosen from the configuration (config.ts).
 */
import { type MessagingConfig, outboxTransport } from './outbox';
import { smsWebhookTransport } from './sms-webhook';
import { smtpTransport } from './smtp';

export interface OutgoingMessage {
  /** An email address or an 11-digit mainland mobile number. */
  to: string;
  subject: string;
  text: string;
}

export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Transports {
  email: Transport;
  sms: Transport;
}

const made = new WeakMap<MessagingConfig, Transports>();

/** The transports the configuration names (made once per configuration). */
export function transportsOf(config: MessagingConfig): Transports {
  let transports = made.get(config);
  if (!transports) {
    const outbox = outboxTransport(config.outboxDir);
    transports = {
      email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outbox,
      sms: config.smsWebhookUrl ? smsWebhookTransport(config.smsWebhookUrl, config.smsWebhookToken) : outbox,
    };
    made.set(config, transports);
  }
  return transports;
}
