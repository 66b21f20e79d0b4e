/**
 * The signed-in operator, asked of the server once per page load and kept here; signing in, out
 * and everywhere change it. The role in it decides what the console shows (the server decides
 * what it allows).
 */
import type { SessionAnswer } from '../../core/admin/answers';
import { ApiError, api } from './client';

let current: Promise<SessionAnswer | null> | null = null;

/** The session, or null when nobody is signed in. */
export function loadSession(): Promise<SessionAnswer | null> {
  current ??= api.get<SessionAnswer>('/session').catch((error) => {
    current = null;
    if (error instanceof ApiError && error.code === 'notSignedIn') return null;
    throw error;
  });
  return current;
}

/** Signed in (by password or a link): the session the server answered. */
export function keepSession(session: SessionAnswer): void {
  current = Promise.resolve(session);
}

export function forgetSession(): void {
  current = Promise.resolve(null);
}

export async function signIn(email: string, password: string): Promise<SessionAnswer> {
  const session = await api.post<SessionAnswer>('/session', { email, password });
  keepSession(session);
  return session;
}

export async function signOut(): Promise<void> {
  await api.del('/session').catch(() => {});
  forgetSession();
}

export async function signOutEverywhere(): Promise<void> {
  await api.post('/session/everywhere');
  forgetSession();
}
