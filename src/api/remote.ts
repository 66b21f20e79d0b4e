/**
 * The app's one ky instance and API client, wired to app state, toasts and the session. Loaded on
 * the first call (api/index.ts), not with the entry: ky, the client and the cipher are not
 * evaluated in front of the first paint.
 */
import ky from 'ky';
import { createEnvelopeCipher, DecryptError, type EnvelopeCipher, keyFromSecret } from '../core/cipher/envelope';
import { REQUEST_TIMEOUT_MS } from '../core/config';
import { API_BASE_FILE } from '../core/contract/paths';
import { LOCAL_KEYS } from '../core/storage-keys';
import { i18n } from '../i18n/i18n';
import { apiFinished, apiStarted, app, networkFailed, networkReached } from '../state/app';
import { showToast } from '../state/toast';
import { readText, writeText } from '../storage/local';
import { createApiClient } from './client';
import { documentApiPath, takeDocumentAnswer } from './document-boot';
import { isPersonal, keepAnswer, readKept } from './kept';
import { callSucceeded, sessionExpired } from './listeners';

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

let apiBase: Promise<string> | null = null;

/** The base kept from an earlier start: absolute http(s), a path, or empty for the same origin. */
function keptBase(): string | null {
  const kept = readText(LOCAL_KEYS.apiBase);
  return kept !== null && /^(https?:\/\/[^\s]*|\/[^\s]*|)$/i.test(kept) ? kept : null;
}

/**
 * The encrypted base address from /apiPath.txt (spec §7), read once before the first call and kept
 * in localStorage, so that a start without network still knows a non-default backend. No file (404)
 * = same origin, which is what the default build serves. Unreachable or unreadable = the kept base;
 * with none kept, the same origin — and after a network failure the file is read again next time.
 */
export function apiBaseUrl(): Promise<string> {
  apiBase ??= (async () => {
    try {
      // The reference server puts the file's text in the document: no round trip before the first call.
      const inline = documentApiPath();
      const response =
        inline !== undefined ? new Response(inline) : await http.get(API_BASE_FILE, { cache: 'no-store' });
      if (response.status === 404) {
        writeText(LOCAL_KEYS.apiBase, '');
        return '';
      }
      if (!response.ok) return keptBase() ?? '';
      const base = (await (await getCipher()).decryptText((await response.text()).trim())).trim().replace(/\/+$/, '');
      writeText(LOCAL_KEYS.apiBase, base);
      return base;
    } catch (error) {
      const kept = keptBase();
      if (kept === null && !(error instanceof DecryptError)) apiBase = null;
      return kept ?? '';
    }
  })();
  return apiBase;
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
  onExpired: sessionExpired,
  kept: { read: readKept, write: keepAnswer, personal: isPersonal },
  onAnswered: networkReached,
  onSuccess: callSucceeded,
  onUnreachable: networkFailed,
  preloaded: takeDocumentAnswer,
});
