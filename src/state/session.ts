/**
 * Login state: logged out = no access_token stored. Visitors become guests at once;
 * two tabs opened together create one guest, not two: a Web Lock around the creation, and the
 * token handed over through IndexedDB, which every tab sees at once (another tab's localStorage
 * write can still be on its way between renderer processes when this tab takes the lock).
 * userInfo code 100 → guest login → user info again.
 *
 * Offline: no guest login is tried (it waits for the network: the `online` event), and a reader
 * with a token opens with the user kept on the device (the persisted `user`) standing in for userInfo.
 */
import * as v from 'valibot';
import { proxy, subscribe } from 'valtio';
import { ApiError, offlineError, onSessionExpired } from '../api';
import { forgetPersonalAnswers } from '../api/kept';
import { CODE } from '../core/contract/envelope';
import { type Session, User } from '../core/contract/user';
import { liveInviteCode } from '../core/rules/invite-code';
import { CACHE_KEYS, COOKIE_KEYS, LOCAL_KEYS, LOCKS } from '../core/storage-keys';
import { readIdb, writeIdb } from '../storage/idb';
import { readJson, readText, writeCookie, writeJson, writeText } from '../storage/local';
import { app, isOffline } from './app';
import { storedInviteCode } from './invite';
import { sendTokenToNative } from './native-bridge';
import { createGuest, endSession, fetchUserInfo } from './session.api';

export const user = proxy({ info: readJson(LOCAL_KEYS.user, User) });

subscribe(user, () => writeJson(LOCAL_KEYS.user, user.info));

/** Resolves once the token is where other tabs look for it. */
export function setToken(token: string | null): Promise<boolean> {
  // Another login (logout, expiry, a login or the wrapper's token): the kept answers about the reader were the last one's.
  if (app.accessToken && token !== app.accessToken) void forgetPersonalAnswers();
  app.accessToken = token;
  writeText(LOCAL_KEYS.accessToken, token);
  writeCookie(COOKIE_KEYS.accessToken, token);
  sendTokenToNative(token);
  return writeIdb('cache', CACHE_KEYS.accessToken, token);
}

export function adoptSession(session: Session): Promise<boolean> {
  const { access_token, token, ...info } = session;
  user.info = info;
  return setToken(access_token || token);
}

/** The token this tab saw end (expired, logged out): another tab's copy of it is no login state. */
let ended: string | null = null;

function clearSession(): void {
  ended = app.accessToken;
  void setToken(null);
  user.info = null;
}

/** Runs fn while holding a lock shared by every tab of this origin (where the browser has locks). */
export function withTabLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, fn) : fn();
}

let guestLogin: Promise<void> | null = null;

/**
 * Makes sure there is a login state, creating a guest account if there is none. Offline it fails
 * at once, quietly (the offline indicator says why), instead of trying on every navigation.
 */
export function ensureSession(): Promise<void> {
  if (app.accessToken) return Promise.resolve();
  if (isOffline(app)) return Promise.reject(offlineError());
  guestLogin ??= withTabLock(LOCKS.guestLogin, async () => {
    // Another tab may have created the guest while this one waited for the lock.
    const shared = (await readIdb('cache', CACHE_KEYS.accessToken, v.nullable(v.string()))) ?? null;
    const stored = shared ?? readText(LOCAL_KEYS.accessToken);
    if (stored && stored !== ended) {
      app.accessToken = stored;
      return;
    }
    const invite = liveInviteCode(storedInviteCode(), Date.now());
    const guest = await createGuest(invite);
    app.newGuest = guest.access_token || guest.token;
    await adoptSession(guest);
  }).finally(() => {
    guestLogin = null;
  });
  return guestLogin;
}

let userInfoCall: Promise<void> | null = null;

/** The user kept on the device, a copy: what userInfo answers offline (every profile change updates it). */
const keptUser = () => readJson(LOCAL_KEYS.user, User);

/** Fetches user info; on code 100 logs in as a guest and fetches it again (once). */
export function refreshUser(): Promise<void> {
  userInfoCall ??= (async () => {
    try {
      user.info = await fetchUserInfo(keptUser);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== CODE.notLoggedIn) throw error;
      clearSession();
      await ensureSession();
      user.info = await fetchUserInfo();
    }
  })().finally(() => {
    userInfoCall = null;
  });
  return userInfoCall;
}

/** Local state is reset even if the call fails; the reader continues as a new guest. */
export async function logout(): Promise<void> {
  try {
    await endSession();
  } catch {
    // reset anyway
  } finally {
    clearSession();
  }
  await ensureSession();
}

export function initSession(): void {
  const token = readText(LOCAL_KEYS.accessToken) ?? readText(LOCAL_KEYS.uuid);
  if (token) setToken(token);
  onSessionExpired(() => {
    clearSession();
    ensureSession().catch(() => {});
  });
  // A visitor who arrived offline becomes a guest when the network returns (after a tick: the
  // app's own `online` listener marks the network back first).
  window.addEventListener('online', () => {
    setTimeout(() => {
      if (!app.accessToken) ensureSession().catch(() => {});
    }, 0);
  });
  // Keep tabs in step: a login, logout or new guest in one tab is the state of all.
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_KEYS.accessToken) app.accessToken = event.newValue;
    if (event.key === LOCAL_KEYS.user) user.info = readJson(LOCAL_KEYS.user, User);
  });
}
