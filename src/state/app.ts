/**
 * App-wide state (start-up, login token, nav bar, network, invite code) as one valtio proxy; actions
 * are the plain functions below (what the network did: state/network.ts). The API calls in flight are
 * counted by the API layer (api/index.ts).
 */
import * as v from 'valibot';
import { proxy, subscribe } from 'valtio';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readJson, readText, writeJson } from '../storage/local';

const PersistedApp = v.object({
  isTipVip: v.optional(v.boolean(), true),
  morePath: v.optional(v.string(), ''),
  appUrl: v.optional(v.string(), ''),
});

const persisted = readJson(LOCAL_KEYS.appStore, PersistedApp);

export const app = proxy({
  isInit: false,
  isNavBar: false,
  isTipVip: persisted?.isTipVip ?? true,
  morePath: persisted?.morePath ?? '',
  inviteCode: null as string | null,
  accessToken: null as string | null,
  /** The token of the guest this page created: it has bought, read and set nothing yet (never persisted). */
  newGuest: null as string | null,
  /** The server's words when the account is banned (every call refused): the app shows them, full screen. */
  banned: null as string | null,
  isApp: readText(LOCAL_KEYS.isApp) === '1',
  appUrl: persisted?.appUrl ?? '',
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** The last API call failed for want of a network and none has reached the server since. */
  unreachable: false,
  /** Answers kept from an earlier visit are on show because the network failed (until it is back). */
  showingKept: false,
});

subscribe(app, () => {
  writeJson(LOCAL_KEYS.appStore, { isTipVip: app.isTipVip, morePath: app.morePath, appUrl: app.appUrl });
});

/**
 * Decided before the first render, which a change would draw twice: the app draws its nav bar in a
 * browser, not inside the native wrapper, which draws its own (it opens us with ?uuid=, remembered
 * as isApp).
 */
export function decideNavBar(search: string): void {
  app.isNavBar = !app.isApp && !new URLSearchParams(search).has('uuid');
}

/** Whether the app should say it is offline (the offline indicator). */
export const isOffline = (state: { online: boolean; unreachable: boolean }): boolean =>
  !state.online || state.unreachable;
