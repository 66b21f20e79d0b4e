/** Account actions: each call updates the session and user state the whole app reads. */
import { call } from '../../api';
import type { BodyOf } from '../../core/contract/endpoints';
import { adoptSession, user } from '../../state/session';

export async function loginWithEmail(email: string, password: string): Promise<void> {
  await adoptSession(await call('login', { email, password }));
}

export async function recoverAccount(certificate: string): Promise<void> {
  await adoptSession(await call('findAccount', { account_certificate: certificate }));
}

export async function bindEmail(email: string, password: string): Promise<void> {
  user.info = await call('bindEmail', { email, password });
}

export async function editProfile(changes: BodyOf<'editUserInfoV2'>): Promise<void> {
  user.info = await call('editUserInfoV2', changes);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
