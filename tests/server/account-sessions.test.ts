/**
 * Sessions and the certificate: what ends which session, the certificate out of every answer but
 * its own, rotation, no certificate bypass for an account with an email, per-account password limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  // A generous per-address limit: what is tested here is the per-account one.
  s = await startTestServer({ RATE_LIMIT_LOGINS: '1000', RATE_LIMIT_CODES: '1000' });
});
afterAll(() => s.close());

const login = (email: string, password = 'secret-123') =>
  s.post<{ access_token: string }>('login', { email, password });
const alive = async (access_token: string | undefined) => (await s.post('userInfo', { access_token })).code === 200;

/** A registered account logged in on two more devices: [this, other, another] tokens. */
async function threeDevices(email: string) {
  const { access_token } = await s.guest();
  await s.register(access_token, email);
  const other = (await login(email)).data?.access_token;
  const another = (await login(email)).data?.access_token;
  return [access_token, other, another] as const;
}

describe('sessions', () => {
  it('a password change ends every other session and keeps this one', async () => {
    const [mine, other, another] = await threeDevices('change-pw@example.com');
    expect(await alive(other)).toBe(true);
    await s.post('editUserInfoV2', { access_token: mine, old_password: 'secret-123', password: 'changed-1' });
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
    expect(await alive(another)).toBe(false);
  });

  it('binding an email ends the sessions the guest had elsewhere', async () => {
    const guest = await s.guest();
    const certificate = (
      await s.post<{ account_certificate: string }>('accountCertificate', { access_token: guest.access_token })
    ).data;
    const elsewhere = (await s.post<{ access_token: string }>('findAccount', { ...certificate })).data?.access_token;
    expect(await alive(elsewhere)).toBe(true);
    await s.register(guest.access_token, 'bind-ends@example.com');
    expect(await alive(guest.access_token)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
  });

  it('logoutOthers (退出其他设备) ends the others; logout ends this one', async () => {
    const [mine, other, another] = await threeDevices('others@example.com');
    expect(await s.post('logoutOthers', { access_token: mine })).toMatchObject({ status: 200, data: { ended: 2 } });
    expect([await alive(mine), await alive(other), await alive(another)]).toEqual([true, false, false]);
    await s.post('logout', { access_token: mine });
    expect(await alive(mine)).toBe(false);
  });

  it('purges expired sessions when a new one starts', async () => {
    const { id } = await s.guest();
    await s.db.updateTable('sessions').set({ expires_at: 1 }).where('user_id', '=', id).execute();
    await s.guest();
    const left = await s.db.selectFrom('sessions').select('token_hash').where('expires_at', '<=', 1).execute();
    expect(left).toEqual([]);
  });
});

describe('the account certificate', () => {
  it('is in no answer but accountCertificate', async () => {
    const guest = await s.guest();
    expect(guest).not.toHaveProperty('account_certificate');
    const info = await s.post('userInfo', { access_token: guest.access_token });
    expect(info.data).not.toHaveProperty('account_certificate');
    const own = await s.post<{ account_certificate: string }>('accountCertificate', {
      access_token: guest.access_token,
    });
    expect(own.data?.account_certificate).toMatch(/^([0-9A-F]{4}-){7}[0-9A-F]{4}$/);
    expect(JSON.stringify(info.data)).not.toContain(own.data?.account_certificate);
    expect(await s.post('accountCertificate', {})).toMatchObject({ status: 401 });
  });

  it('rotates: the old one stops working at once, the new one works', async () => {
    const guest = await s.guest();
    const old = (
      await s.post<{ account_certificate: string }>('accountCertificate', { access_token: guest.access_token })
    ).data;
    const rotated = (
      await s.post<{ account_certificate: string }>('rotateCertificate', { access_token: guest.access_token })
    ).data;
    expect(rotated?.account_certificate).not.toBe(old?.account_certificate);
    expect(await s.post('findAccount', { ...old })).toMatchObject({ status: 400, msg: '账号凭证无效' });
    expect(await s.post('findAccount', { ...rotated })).toMatchObject({ status: 200, data: { id: guest.id } });
  });

  it('does not recover an account that has bound an email: that one recovers by email', async () => {
    const guest = await s.guest();
    const certificate = (
      await s.post<{ account_certificate: string }>('accountCertificate', { access_token: guest.access_token })
    ).data;
    await s.register(guest.access_token, 'no-bypass@example.com');
    expect(await s.post('findAccount', { ...certificate })).toMatchObject({
      status: 403,
      msg: '该账号已绑定邮箱，请用邮箱找回',
    });
  });
});
