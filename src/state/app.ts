/** App-wide state (start-up, login token, nav bar, network, invite code) as one valtio proxy; actions are the plain functions below. */
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
  apiCount: 0,
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

export function initStart(): void {
  app.isInit = false;
}

export function initDone(): void {
  app.isInit = true;
}

export function apiStarted(): void {
  app.apiCount++;
}

export function apiFinished(): void {
  app.apiCount = Math.max(0, app.apiCount - 1);
}

/** The server answered a call: the network is there, and fresh answers replace kept ones from now on. */
export function networkReached(): void {
  if (app.unreachable) app.unreachable = false;
  if (app.showingKept) app.showingKept = false;
}

/** A call met no network; `kept`: what was kept from an earlier visit stood in for the answer. */
export function networkFailed(kept: boolean): void {
  if (!app.unreachable) app.unreachable = true;
  if (kept && !app.showingKept) app.showingKept = true;
}

/** The browser's `online` event: the last failure is old news, the next call will tell. */
export function networkBack(): void {
  app.online = true;
  networkReached();
}

/** The browser's `offline` event. */
export function networkLost(): void {
  app.online = false;
}

/** Whether the app should say it is offline (the offline indicator). */
export const isOffline = (state: { online: boolean; unreachable: boolean }): boolean =>
  !state.online || state.unreachable;
