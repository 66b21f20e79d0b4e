/**
 * Operators' sessions: a random token in an HttpOnly, SameSite=Strict cookie scoped to the console
 * (Secure over https), stored only as its hash. A session ends after CONSOLE_IDLE_MINUTES without a
 * request, at its absolute end (SESSION_HOURS), when its operator is disabled, or when they sign
 * out everywhere.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ADMIN_PATH } from '../../src/core/admin/paths';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/engine';
import {
  deleteOperatorSession,
  insertOperatorSession,
  type OperatorRow,
  operatorOfSession,
  touchOperatorSession,
} from '../db/operators';
import { nowSeconds } from '../time/china-time';

export const SESSION_COOKIE = 'manyue_console';
/** However active, a session ends this long after signing in. */
export const SESSION_HOURS = 12;
/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_SECONDS = 60;

const cookieOptions = (secure: boolean) => ({ path: ADMIN_PATH, httpOnly: true, sameSite: 'Strict', secure }) as const;

/** Starts a session for the operator and sets its cookie. */
export async function startOperatorSession(c: Context, db: Db, operatorId: number, secure: boolean): Promise<void> {
  const token = newToken();
  const now = nowSeconds();
  await insertOperatorSession(db, operatorId, token, now, now + SESSION_HOURS * 3600);
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: SESSION_HOURS * 3600 });
}

/** The operator of the request's live session (its last-seen time moved on), or null. */
export async function sessionOperator(c: Context, db: Db, idleMinutes: number): Promise<OperatorRow | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || !/^[0-9a-f]{32,128}$/.test(token)) return null;
  const now = nowSeconds();
  const found = await operatorOfSession(db, token, now, idleMinutes * 60);
  if (!found) return null;
  if (now - found.seen_at >= TOUCH_SECONDS) await touchOperatorSession(db, found.token_hash, now);
  const { seen_at: _seen, token_hash: _hash, ...operator } = found;
  return operator;
}

/** Ends the request's own session and clears its cookie. */
export async function endOperatorSession(c: Context, db: Db, secure: boolean): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteOperatorSession(db, token);
  clearSessionCookie(c, secure);
}

export const clearSessionCookie = (c: Context, secure: boolean) =>
  deleteCookie(c, SESSION_COOKIE, cookieOptions(secure));
