/** App-wide state of spec §3 as one valtio proxy; actions are the plain functions below. */
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
  isApp: readText(LOCAL_KEYS.isApp) === '1',
  appUrl: persisted?.appUrl ?? '',
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
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
