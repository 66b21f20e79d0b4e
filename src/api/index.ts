/**
 * The app's API client, wired to app state, toasts and the session. Its ky instance (api/http.ts)
 * is loaded by the first request, not with the entry.
 */

import { proxy } from 'valtio';
import { createEnvelopeCipher, DecryptError, type EnvelopeCipher, keyFromSecret } from '../core/cipher/envelope';
import { API_BASE_FILE } from '../core/contract/paths';
import { LOCAL_KEYS } from '../core/storage-keys';
import { localizeAnswer } from '../i18n/content-script';
import { app } from '../state/app';
import { networkFailed, networkReached } from '../state/network';
import { showToast } from '../state/toast';
import { readText, writeText } from '../storage/local';
import { nextTask } from '../ui/next-task';
import { createApiClient } from './client';
import { documentApiPath, takeDocumentAnswer } from './document-boot';
import { ApiError, describeFailure } from './errors';
import { isPersonal, keepAnswer, readKept } from './kept';

/**
 * The API calls in flight (app-wide state), apart from `app`: calls start and end all through a
 * screen's first render, and a change to `app` is one for every component reading it (and a write of
 * its persisted part).
 */
export const apiCalls = proxy({ apiCount: 0 });

/** The ky instance, loaded on first use (preloaded with the entry: scripts/build-plugins.ts). */
const http = async () => (await import('./http')).http;

let cipher: EnvelopeCipher | null = null;
/** Created on first use so that start-up pays nothing for it before the first call. */
export function getCipher(): Promise<EnvelopeCipher> {
  cipher ??= createEnvelopeCipher(keyFromSecret(__API_SECRET__));
  return Promise.resolve(cipher);
}

let expiredHandler: () => void = () => {};
let apiBase: Promise<string> | null = null;

/** The base kept from an earlier start: absolute http(s), a path, or empty for the same origin. */
function keptBase(): string | null {
  const kept = readText(LOCAL_KEYS.apiBase);
  return kept !== null && /^(https?:\/\/[^\s]*|\/[^\s]*|)$/i.test(kept) ? kept : null;
}

/**
 * The encrypted base address from /apiPath.txt, read once before the first call and kept
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
        inline !== undefined ? new Response(inline) : await (await http()).get(API_BASE_FILE, { cache: 'no-store' });
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

export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler;
}

export const call = createApiClient({
  http,
  cipher: getCipher,
  base: apiBaseUrl,
  token: () => app.accessToken,
  userAgent: () => navigator.userAgent,
  onStart: () => {
    apiCalls.apiCount++;
  },
  onEnd: () => {
    apiCalls.apiCount = Math.max(0, apiCalls.apiCount - 1);
  },
  onNotice: (message, duration) => showToast(message, { duration }),
  onExpired: () => expiredHandler(),
  onBanned: (message) => {
    app.banned = message;
  },
  kept: { read: readKept, write: keepAnswer, personal: isPersonal },
  onAnswered: networkReached,
  onSuccess: () => {
    for (const listener of successListeners) listener();
  },
  onUnreachable: networkFailed,
  preloaded: (name, body, token) => takeDocumentAnswer(name, body, token === null || token === app.newGuest),
  pause: nextTask,
  localize: localizeAnswer,
});

const successListeners = new Set<() => void>();

/** Runs `listener` after every call that succeeds (the outbox sends what waited); returns the unsubscribe. */
export function onCallSucceeded(listener: () => void): () => void {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
}

/** The network failure a call would have met, for work skipped because we know we are offline. */
export const offlineError = (): ApiError =>
  new ApiError(
    { kind: 'network' },
    describeFailure({ kind: 'network' }, typeof navigator === 'undefined' ? '' : navigator.userAgent).message,
  );

export { isKeptAnswer } from './client';
export { ApiError };
