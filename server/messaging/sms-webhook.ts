/**
 * SMS through a provider's HTTP gateway, for production: SMS_WEBHOOK_URL receives
 * `POST {"to": "13800138000", "text": "…"}` with `Authorization: Bearer SMS_WEBHOOK_TOKEN`; any
 * 2xx is success. A provider with another API gets a small adapter of the same shape (README).
 */
import type { Transport } from './transport';

const TIMEOUT_MS = 10_000;

export function smsWebhookTransport(url: string, token: string): Transport {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
