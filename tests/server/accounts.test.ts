import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('autoCreateAndLogin', () => {
  it('creates a guest with a 128-bit token, share code, starting gold and every user field', async () => {
    const answer = await s.post('autoCreateAndLogin', { domain: 'm.example.com' });
    expect(answer).toMatchObject({ status: 200, code: 200, msg: 'ok' });
    const data = answer.data as Record<string, unknown>;
    expect(data.access_token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.token).toBe(data.access_token);
    expect(data.nickname).toMatch(/^游客\d{6}$/);
    expect(data.share_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(data.invite_url).toBe(`${s.url}/?invite_code=${data.share_code}`);
    expect(data).toMatchObject({ money: 100, is_vip: false, vip_expire_time: 0, email: null, meta: {} });
    for (const field of ['id', 'uid']) expect(data[field]).toBeTruthy();
    expect(data).not.toHaveProperty('account_certificate');
  });

  it('stores only a hash of the token, and the welcome gold in the ledger', async () => {
    const { access_token, id } = await s.guest();
    const sessions = await s.db.selectFrom('sessions').select('token_hash').where('user_id', '=', id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toContain(access_token);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const ledger = await s.db.selectFrom('gold_ledger').select(['delta', 'reason']).where('user_id', '=', id).execute();
    expect(ledger).toEqual([{ delta: 100, reason: 'welcome' }]);
  });

  it('links the inviter when the invite code is known, and ignores an unknown one', async () => {
    const inviter = await s.guest();
    const invited = await s.guest({ invite_code: inviter.share_code });
    expect((invited as unknown as { inviter_code: string }).inviter_code).toBe(inviter.share_code);
    const stranger = await s.guest({ invite_code: 'NOSUCHCODE' });
    expect((stranger as unknown as { inviter_code: string | null }).inviter_code).toBeNull();
  });

  it('requires the domain', async () => {
    expect(await s.post('autoCreateAndLogin', {})).toMatchObject({ status: 400, code: 400, msg: '参数错误：domain' });
  });
});

describe('userInfo', () => {
  it('answers the user for a live token', async () => {
    const { access_token, id } = await s.guest();
    const answer = await s.post('userInfo', { access_token });
    expect(answer).toMatchObject({ status: 200, code: 200, data: { id, money: 100 } });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { access_token: 'f'.repeat(32) }],
  ])('answers code 100 with %s', async (_, body) => {
    expect(await s.post('userInfo', body)).toMatchObject({ status: 200, code: 100, data: undefined });
  });

  it('answers code 100 once the token has expired', async () => {
    const { access_token, id } = await s.guest();
    await s.db.updateTable('sessions').set({ expires_at: 1 }).where('user_id', '=', id).execute();
    expect(await s.post('userInfo', { access_token })).toMatchObject({ code: 100 });
  });
});

describe('logout', () => {
  it('ends the session: userInfo says 100 and calls that need a login say 401', async () => {
    const { access_token } = await s.guest();
    expect(await s.post('logout', { access_token })).toMatchObject({ status: 200, code: 200, data: {} });
    expect(await s.post('userInfo', { access_token })).toMatchObject({ code: 100 });
    expect(await s.post('editUserInfoV2', { access_token, nickname: 'x' })).toMatchObject({
      status: 401,
      code: 401,
      msg: '登录已过期',
    });
  });
});

describe('bindEmail, login and findAccount', () => {
  it('binds an email with a code, a scrypt-hashed password and a nickname, then logs in with it on another device', async () => {
    const { access_token, id } = await s.guest();
    const bound = await s.register(access_token, 'Reader@Example.com', 'secret-123', '新读者');
    expect(bound).toMatchObject({ status: 200, data: { email: 'reader@example.com', nickname: '新读者' } });
    const row = await s.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain('secret-123');

    const login = await s.post<{ id: number; access_token: string }>('login', {
      email: 'reader@example.com',
      password: 'secret-123',
    });
    expect(login).toMatchObject({ status: 200, data: { id } });
    expect(login.data?.access_token).not.toBe(access_token);
  });

  it('refuses a second email on the same account', async () => {
    const a = await s.guest();
    await s.register(a.access_token, 'first@example.com');
    expect(
      await s.post('sendCode', {
        access_token: a.access_token,
        channel: 'email',
        to: 'other@example.com',
        purpose: 'bind',
      }),
    ).toMatchObject({ status: 409, msg: '当前账号已绑定邮箱' });
    expect(
      await s.post('bindEmail', {
        access_token: a.access_token,
        email: 'other@example.com',
        code: '123456',
        password: 'secret-123',
        nickname: 'x',
      }),
    ).toMatchObject({ status: 409, msg: '当前账号已绑定邮箱' });
  });

  it('refuses a wrong password or unknown email with one message, in the reader language', async () => {
    const a = await s.guest();
    await s.register(a.access_token, 'pw@example.com');
    expect(await s.post('login', { email: 'pw@example.com', password: 'wrong-one' })).toMatchObject({
      status: 400,
      msg: '邮箱或密码错误',
    });
    expect(
      await s.post('login', { email: 'nobody@example.com', password: 'wrong-one' }, { 'accept-language': 'en-US' }),
    ).toMatchObject({ status: 400, msg: 'Incorrect email or password' });
  });

  it('recovers a guest account by its credential (read from accountCertificate)', async () => {
    const a = await s.guest();
    const certificate = await s.post<{ account_certificate: string }>('accountCertificate', {
      access_token: a.access_token,
    });
    expect(
      await s.post('findAccount', { account_certificate: certificate.data?.account_certificate.toLowerCase() }),
    ).toMatchObject({
      status: 200,
      data: { id: a.id },
    });
    expect(await s.post('findAccount', { account_certificate: 'NOPE' })).toMatchObject({
      status: 400,
      msg: '账号凭证无效',
    });
  });
});

describe('editUserInfoV2', () => {
  it('changes nickname and gender', async () => {
    const { access_token } = await s.guest();
    expect(await s.post('editUserInfoV2', { access_token, nickname: ' 读者甲 ', gender: 2 })).toMatchObject({
      data: { nickname: '读者甲', gender: 2 },
    });
  });

  it('refuses an empty or too long nickname and an unknown gender', async () => {
    const { access_token } = await s.guest();
    expect(await s.post('editUserInfoV2', { access_token, nickname: '   ' })).toMatchObject({ status: 400 });
    expect(await s.post('editUserInfoV2', { access_token, nickname: '字'.repeat(21) })).toMatchObject({ status: 400 });
    expect(await s.post('editUserInfoV2', { access_token, gender: 5 })).toMatchObject({
      status: 400,
      msg: '参数错误：gender',
    });
  });

  it('changes the password only with the current one', async () => {
    const { access_token } = await s.guest();
    await s.register(access_token, 'change@example.com', 'first-pass');
    expect(
      await s.post('editUserInfoV2', { access_token, old_password: 'nope', password: 'second-pass' }),
    ).toMatchObject({ status: 400, msg: '原密码错误' });
    await s.post('editUserInfoV2', { access_token, old_password: 'first-pass', password: 'second-pass' });
    expect(await s.post('login', { email: 'change@example.com', password: 'second-pass' })).toMatchObject({
      status: 200,
    });
  });

  it('binds an inviter once, never oneself, never an unknown code', async () => {
    const inviter = await s.guest();
    const me = await s.guest();
    const t = me.access_token;
    expect(await s.post('editUserInfoV2', { access_token: t, invite_code: me.share_code })).toMatchObject({
      msg: '不能填写自己的邀请码',
    });
    expect(await s.post('editUserInfoV2', { access_token: t, invite_code: 'UNKNOWN1' })).toMatchObject({
      msg: '邀请码不存在',
    });
    expect(await s.post('editUserInfoV2', { access_token: t, invite_code: inviter.share_code })).toMatchObject({
      data: { inviter_code: inviter.share_code },
    });
    expect(await s.post('editUserInfoV2', { access_token: t, invite_code: inviter.share_code })).toMatchObject({
      status: 409,
      msg: '已填写过邀请码',
    });
  });
});

describe('agentApply and deviceInit', () => {
  it('refuses a guest without an email (403) and records the application of a bound account', async () => {
    const { access_token } = await s.guest();
    expect(await s.post('agentApply', { access_token })).toMatchObject({ status: 403, msg: '请先绑定邮箱' });
    await s.register(access_token, 'agent@example.com');
    expect(await s.post('agentApply', { access_token })).toMatchObject({ status: 200, data: { status: 'pending' } });
    expect(await s.post('agentApply', { access_token })).toMatchObject({ status: 200, data: { status: 'pending' } });
  });

  it('records a device with its referrer', async () => {
    const { access_token, id } = await s.guest();
    const body = { client_version: '0.1.0', share_code: 'ABCDEFGH', referrer: 'https://t.example/x' };
    expect(await s.post('deviceInit', { access_token, ...body })).toMatchObject({ status: 200, data: {} });
    const row = await s.db.selectFrom('devices').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject(body);
  });
});
