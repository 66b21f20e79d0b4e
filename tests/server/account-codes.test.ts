/**
 * Codes by email and SMS (sendCode through the outbox), registration and recovery with them, and
 * what an answer may not tell: whether an address is registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
// Generous per-address limits: this file makes many calls from one address.
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_LOGINS: '1000', RATE_LIMIT_CODES: '1000' });
});
afterAll(() => s.close());

const WRONG_CODE = { status: 400, code: 400, msg: '验证码错误或已过期' };
const send = (access_token: string | undefined, to: string, purpose = 'bind', channel = 'email') =>
  s.post('sendCode', { access_token, channel, to, purpose });

describe('sendCode', () => {
  it('writes one outbox file per message, the recipient in its name and a six-digit code in its text', async () => {
    const { access_token } = await s.guest();
    expect(await send(access_token, 'Outbox@Example.com')).toMatchObject({
      status: 200,
      data: { resend_after: 60, expires_in: 600 },
    });
    const [text] = s.messagesTo('outbox@example.com');
    expect(text).toMatch(/^To: outbox@example\.com\n/);
    expect(text).toMatch(/验证码是 \d{6}，10 分钟内有效/);
  });

  it('answers alike whether or not the address is registered; a taken one gets a notice, never a code', async () => {
    const owner = await s.guest();
    await s.register(owner.access_token, 'taken@example.com');
    const other = await s.guest();
    const fresh = await send(other.access_token, 'free@example.com');
    const taken = await send(other.access_token, 'taken@example.com');
    expect(taken).toMatchObject({ status: fresh.status, code: fresh.code, data: fresh.data });
    const notice = s.messagesTo('taken@example.com').at(-1) ?? '';
    expect(notice).toContain('已属于一个账号');
    expect(notice).not.toMatch(/\d{6}/);
    // Binding the taken address fails exactly as a wrong code for a free one does: no 409.
    const body = { access_token: other.access_token, code: '000000', password: 'secret-123', nickname: 'x' };
    expect(await s.post('bindEmail', { ...body, email: 'taken@example.com' })).toMatchObject(WRONG_CODE);
    expect(await s.post('bindEmail', { ...body, email: 'free@example.com' })).toMatchObject(WRONG_CODE);
  });

  it('refuses a second code to one recipient within a minute, and more than 5 an hour', async () => {
    const { access_token } = await s.guest();
    expect(await send(access_token, 'often@example.com')).toMatchObject({ status: 200 });
    expect(await send(access_token, 'often@example.com')).toMatchObject({
      status: 429,
      msg: '请求过于频繁，请稍后再试',
    });
    expect(s.messagesTo('often@example.com')).toHaveLength(1);
  });

  it('refuses a malformed address or number with its own message', async () => {
    const { access_token } = await s.guest();
    expect(await send(access_token, 'not-an-email')).toMatchObject({ status: 400, msg: '邮箱格式不正确' });
    expect(
      await s.post(
        'sendCode',
        { access_token, channel: 'sms', to: '12345', purpose: 'bind' },
        { 'accept-language': 'en-US' },
      ),
    ).toMatchObject({ status: 400, msg: 'Malformed phone number' });
  });

  it('needs a login to send a bind code', async () => {
    expect(await send(undefined, 'anon@example.com')).toMatchObject({ status: 401 });
  });
});

describe('a code', () => {
  it('dies after 5 wrong tries: the right one then fails too', async () => {
    const { access_token } = await s.guest();
    await send(access_token, 'tries@example.com');
    const right = s.codeFor('tries@example.com');
    const wrong = right === '111111' ? '222222' : '111111';
    const body = { access_token, email: 'tries@example.com', password: 'secret-123', nickname: 'x' };
    for (let i = 0; i < 5; i++) expect(await s.post('bindEmail', { ...body, code: wrong })).toMatchObject(WRONG_CODE);
    expect(await s.post('bindEmail', { ...body, code: right })).toMatchObject(WRONG_CODE);
  });

  it('dies after 10 minutes', async () => {
    const { access_token } = await s.guest();
    await send(access_token, 'late@example.com');
    await s.db
      .updateTable('verification_codes')
      .set({ expires_at: 1 })
      .where('recipient', '=', 'late@example.com')
      .execute();
    const body = { access_token, email: 'late@example.com', password: 'secret-123', nickname: 'x' };
    expect(await s.post('bindEmail', { ...body, code: s.codeFor('late@example.com') })).toMatchObject(WRONG_CODE);
  });

  it('binds only the account it was sent for, and is stored hashed', async () => {
    const a = await s.guest();
    const b = await s.guest();
    await send(a.access_token, 'mine@example.com');
    const code = s.codeFor('mine@example.com');
    const rows = await s.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('recipient', '=', 'mine@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    const body = { email: 'mine@example.com', code, password: 'secret-123', nickname: 'x' };
    expect(await s.post('bindEmail', { ...body, access_token: b.access_token })).toMatchObject(WRONG_CODE);
    expect(await s.post('bindEmail', { ...body, access_token: a.access_token })).toMatchObject({ status: 200 });
    // Used up.
    expect(await s.post('resetPassword', { email: 'mine@example.com', code, password: 'other-pass' })).toMatchObject(
      WRONG_CODE,
    );
  });
});

describe('recovery by email (resetPassword)', () => {
  it('sets a new password with a recover code, logs this device in and ends every other session', async () => {
    const { access_token, id } = await s.guest();
    await s.register(access_token, 'lost@example.com', 'old-password');
    expect(await send(undefined, 'lost@example.com', 'recover')).toMatchObject({ status: 200 });
    const reset = await s.post<{ id: number; access_token: string }>('resetPassword', {
      email: 'Lost@Example.com',
      code: s.codeFor('lost@example.com'),
      password: 'new-password',
    });
    expect(reset).toMatchObject({ status: 200, data: { id } });
    expect(await s.post('userInfo', { access_token })).toMatchObject({ code: 100 });
    expect(await s.post('userInfo', { access_token: reset.data?.access_token })).toMatchObject({ code: 200 });
    expect(await s.post('login', { email: 'lost@example.com', password: 'old-password' })).toMatchObject({
      status: 400,
    });
    expect(await s.post('login', { email: 'lost@example.com', password: 'new-password' })).toMatchObject({
      status: 200,
    });
  });

  it('answers alike for an address no account has, which gets a notice and no code', async () => {
    expect(await send(undefined, 'nobody-here@example.com', 'recover')).toMatchObject({
      status: 200,
      data: { resend_after: 60, expires_in: 600 },
    });
    const notice = s.messagesTo('nobody-here@example.com').at(-1) ?? '';
    expect(notice).toContain('没有账号绑定此地址');
    expect(notice).not.toMatch(/\d{6}/);
    expect(
      await s.post('resetPassword', { email: 'nobody-here@example.com', code: '123456', password: 'whatever1' }),
    ).toMatchObject(WRONG_CODE);
  });
});

describe('phone binding', () => {
  it('binds a mainland number with an SMS code, answers it masked, changes and unbinds it', async () => {
    const { access_token } = await s.guest();
    expect(await send(access_token, '+86 138-0013-8000', 'bind', 'sms')).toMatchObject({ status: 200 });
    const code = s.codeFor('13800138000');
    expect(await s.post('bindPhone', { access_token, phone: '13800138000', code })).toMatchObject({
      status: 200,
      data: { phone: '138****8000' },
    });
    await send(access_token, '13900139000', 'bind', 'sms');
    expect(
      await s.post('bindPhone', { access_token, phone: '13900139000', code: s.codeFor('13900139000') }),
    ).toMatchObject({ data: { phone: '139****9000' } });
    expect(await s.post('unbindPhone', { access_token })).toMatchObject({ status: 200, data: { phone: null } });
    expect(await s.post('unbindPhone', { access_token })).toMatchObject({ status: 400, msg: '当前账号未绑定手机' });
  });

  it('never tells that a number is bound to another account', async () => {
    const a = await s.guest();
    await send(a.access_token, '13700137000', 'bind', 'sms');
    await s.post('bindPhone', { access_token: a.access_token, phone: '13700137000', code: s.codeFor('13700137000') });
    const b = await s.guest();
    expect(await send(b.access_token, '13700137000', 'bind', 'sms')).toMatchObject({ status: 200 });
    const notice = s.messagesTo('13700137000').at(-1)?.split('\n\n')[1];
    expect(notice).toContain('已属于一个账号');
    expect(notice).not.toMatch(/\d{6}/);
    expect(
      await s.post('bindPhone', { access_token: b.access_token, phone: '13700137000', code: '123456' }),
    ).toMatchObject(WRONG_CODE);
  });

  it('refuses a malformed number', async () => {
    const { access_token } = await s.guest();
    expect(await s.post('bindPhone', { access_token, phone: '2345678', code: '123456' })).toMatchObject({
      status: 400,
      msg: '手机号格式不正确',
    });
  });
});
