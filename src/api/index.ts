/** The app's one ky instance and API client, wired to app state, toasts and the session. */
import ky from 'ky';
import { createEnvelopeCipher, type EnvelopeCipher, keyFromSecret } from '../core/cipher/envelope';
import { REQUEST_TIMEOUT_MS } from '../core/config';
import { i18n } from '../i18n/i18n';
import { apiFinished, apiStarted, app } from '../state/app';
import { showToast } from '../state/toast';
import { createApiClient } from './client';

export const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        if (i18n.locale) request.headers.set('Accept-Language', i18n.locale);
      },
    ],
  },
});

let cipher: EnvelopeCipher | null = null;
/** Created on first use so that start-up pays nothing for it before the first call. */
export function getCipher(): Promise<EnvelopeCipher> {
  cipher ??= createEnvelopeCipher(keyFromSecret(__API_SECRET__));
  return Promise.resolve(cipher);
}

let expiredHandler: () => void = () => {};
let apiBase: Promise<string> | null = null;

/**
 * The encrypted base address from /apiPath.txt (spec §7), read once before the first call;
 * empty or unreadable (offline, corrupt) = same origin, which is what the default build serves.
 */
export function apiBaseUrl(): Promise<string> {
  apiBase ??= (async () => {
    try {
      const response = await http.get('/apiPath.txt', { cache: 'no-store' });
      if (!response.ok) return '';
      const base = await (await getCipher()).decryptText((await response.text()).trim());
      return base.trim().replace(/\/+$/, '');
    } catch {
      return '';
    }
  })();
  return apiBase;
}

export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler;
}

export const call = createApiClient({
  http,
  cipher: getCipher,
  base: apiBaseUrl,
  token: () => app.accessToken,
  userAgent: () => navigator.userAgent,
  onStart: apiStarted,
  onEnd: apiFinished,
  onNotice: (message, duration) => showToast(message, { duration }),
  onExpired: () => expiredHandler(),
});

export { ApiError } from './errors';
