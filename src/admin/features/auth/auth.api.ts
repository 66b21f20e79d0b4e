/** Signing in with a one-time link: what it sets, and setting it. */
import type { LinkAnswer, SessionAnswer } from '../../../core/admin/answers';
import { api } from '../../api/client';
import { keepSession } from '../../api/session';

export const linkTarget = (token: string) => api.get<LinkAnswer>('/password-link', { token });

export async function setPassword(token: string, password: string, email?: string): Promise<SessionAnswer> {
  const session = await api.post<SessionAnswer>('/password', { token, password, ...(email ? { email } : {}) });
  keepSession(session);
  return session;
}
