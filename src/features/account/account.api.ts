/**
 * Account actions: each call updates the session and user state the whole app reads. A call about
 * the reader's own account waits for the guest session (a first visit may open its screen before
 * the guest login has finished: asked without one, the server answers 登录已过期).
 */
import { call } from '../../api';
import type { AnswerOf, EndpointName } from '../../core/contract/answers';
import type { BodyOf } from '../../core/contract/endpoints';
import { adoptSession, ensureSession, user } from '../../state/session';

async function callAsReader<N extends EndpointName>(name: N, body: BodyOf<N>): Promise<AnswerOf<N>> {
  await ensureSession();
  return call(name, body);
}

export async function loginWithEmail(email: string, password: string): Promise<void> {
  await adoptSession(await call('login', { email, password }));
}

export async function recoverAccount(certificate: string): Promise<void> {
  await adoptSession(await call('findAccount', { account_certificate: certificate }));
}

/** Recovery by email: a recover code, a new password; this device is logged in, every other one out. */
export async function resetPassword(body: BodyOf<'resetPassword'>): Promise<void> {
  await adoptSession(await call('resetPassword', body));
}

/** Registration: binds the email (with its code), a password and a nickname to this guest account. */
export async function bindEmail(body: BodyOf<'bindEmail'>): Promise<void> {
  user.info = await callAsReader('bindEmail', body);
}

/** Sends a code; answers the seconds before another may be asked for. */
export async function sendCode(body: BodyOf<'sendCode'>): Promise<number> {
  return (await callAsReader('sendCode', body)).resend_after;
}

export async function bindPhone(phone: string, code: string): Promise<void> {
  user.info = await callAsReader('bindPhone', { phone, code });
}

export async function unbindPhone(): Promise<void> {
  user.info = await callAsReader('unbindPhone', {});
}

export async function editProfile(changes: BodyOf<'editUserInfoV2'>): Promise<void> {
  user.info = await callAsReader('editUserInfoV2', changes);
}

/** 退出其他设备: answers how many sessions ended. */
export async function logoutOthers(): Promise<number> {
  return (await callAsReader('logoutOthers', {})).ended;
}

export const fetchCertificate = async (): Promise<string> =>
  (await callAsReader('accountCertificate', {})).account_certificate;

export const rotateCertificate = async (): Promise<string> =>
  (await callAsReader('rotateCertificate', {})).account_certificate;

/** Uploads a cropped avatar (base64 of its JPEG bytes); the server re-encodes and stores it. */
export async function uploadAvatar(image: string): Promise<void> {
  user.info = await callAsReader('uploadAvatar', { image });
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
