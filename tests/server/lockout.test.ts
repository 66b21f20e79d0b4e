/**
 * Guessing is slowed per account and address, and nobody who knows only an account's email can
 * refuse its owner: not by wrong logins, not by asking for codes, not by wrong recovery codes. The
 * owner is the test's own address (127.0.0.1); other addresses come through one trusted proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES_PER_RECIPIENT } from '../../server/api/codes';
import { ACCOUNT_FAILURES, FAILURES_PER_ADDRESS } from '../../server/api/guessing';
import { startTestServer, type TestServer } from './harness';

const TOO_MANY = { status: 429, msg: '请求过于频繁，请稍后再试' };

let s: TestServer;
beforeAll(async () => {
  // The per-address budgets are raised so that only the per-account rules are at work here.
  s = await startTestServer({ TRUST_PROXY: '1', RATE_LIMIT_LOGINS: '1000', RATE_LIMIT_CODES: '1000' });
});
afterAll(() => s.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (email: string, password: string, address?: string) =>
  s.post('login', { email, password }, address ? from(address) : {});

async function owner(email: string) {
  const { access_token } = await s.guest();
  expect(await s.register(access_token, email)).toMatchObject({ status: 200 });
}

describe('logins', () => {
  it('after wrong logins from anywhere, the owner logs in with the password at once', async () => {
    await owner('victim@example.com');
    // Ten wrong logins, from two addresses and from ten.
    for (let i = 0; i < 5; i++) await login('victim@example.com', `wrong-${i}`, '10.66.0.1');
    for (let i = 0; i < 5; i++) await login('victim@example.com', `wrong-${i}`, '10.66.0.2');
    for (let i = 0; i < 10; i++) await login('victim@example.com', `wrong-${i}`, `10.66.1.${i}`);
    expect(await login('victim@example.com', 'secret-123')).toMatchObject({ status: 200 });
    // From the owner's phone on another network too.
    expect(await login('victim@example.com', 'secret-123', '10.77.0.1')).toMatchObject({ status: 200 });
  });

  it(`refuses an address after ${FAILURES_PER_ADDRESS} wrong guesses at one account, even with the right password`, async () => {
    await owner('guessed@example.com');
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
      expect(await login('guessed@example.com', `wrong-${i}`, '10.66.2.1')).toMatchObject({ status: 400 });
    }
    expect(await login('guessed@example.com', 'secret-123', '10.66.2.1')).toMatchObject(TOO_MANY);
    // Its guesses at another account are its own matter.
    await owner('other@example.com');
    expect(await login('other@example.com', 'secret-123', '10.66.2.1')).toMatchObject({ status: 200 });
  });

  it('once an account is being guessed at, lets each address that failed wait after its first wrong guess', async () => {
    await owner('attacked@example.com');
    for (let i = 0; i < ACCOUNT_FAILURES; i++) await login('attacked@example.com', `wrong-${i}`, `10.66.3.${i}`);
    expect(await login('attacked@example.com', 'wrong-again', '10.66.4.1')).toMatchObject({ status: 400 });
    expect(await login('attacked@example.com', 'wrong-more', '10.66.4.1')).toMatchObject(TOO_MANY);
    expect(await login('attacked@example.com', 'secret-123', '10.66.4.1')).toMatchObject(TOO_MANY);
    // An unknown email is counted alike: the answers do not tell which emails exist.
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) await login('nobody@example.com', `wrong-${i}`, '10.66.5.1');
    expect(await login('nobody@example.com', 'wrong-again', '10.66.5.1')).toMatchObject(TOO_MANY);
  });

  it(`refuses a password change after ${FAILURES_PER_ADDRESS} wrong old passwords (no old-password oracle)`, async () => {
    const { access_token } = await s.guest();
    await s.register(access_token, 'oracle@example.com');
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
      expect(
        await s.post('editUserInfoV2', { access_token, old_password: `guess-${i}`, password: 'new-pass-1' }),
      ).toMatchObject({ status: 400, msg: '原密码错误' });
    }
    expect(
      await s.post('editUserInfoV2', { access_token, old_password: 'secret-123', password: 'new-pass-1' }),
    ).toMatchObject(TOO_MANY);
  });
});

describe('recovery by email', () => {
  const sendCode = (to: string, purpose: 'bind' | 'recover', headers: Record<string, string>, access_token?: string) =>
    s.post('sendCode', { access_token, channel: 'email', to, purpose }, headers);
  const reset = (email: string, code: string, headers: Record<string, string> = {}) =>
    s.post('resetPassword', { email, code, password: 'new-secret-1' }, headers);

  it('stays open to the owner whatever others asked for, and whatever codes they tried', async () => {
    await owner('recover-me@example.com');
    const attacker = from('10.66.6.1');
    // Bind codes to the owner's address (it is taken: each sends a notice), then recovery codes.
    for (let i = 0; i < CODES_PER_RECIPIENT; i++) {
      const guest = await s.post<{ access_token: string }>('autoCreateAndLogin', { domain: 'x' }, attacker);
      const token = guest.data?.access_token;
      expect(await sendCode('recover-me@example.com', 'bind', attacker, token)).toMatchObject({ status: 200 });
    }
    expect(await sendCode('recover-me@example.com', 'recover', attacker)).toMatchObject(TOO_MANY);
    // Wrong recovery codes from there, and from ten more addresses.
    for (let i = 0; i < 5; i++) await reset('recover-me@example.com', `00000${i}`, attacker);
    for (let i = 0; i < 10; i++) await reset('recover-me@example.com', '123456', from(`10.66.7.${i}`));

    expect(await sendCode('recover-me@example.com', 'recover', {})).toMatchObject({ status: 200 });
    const code = s.codeFor('recover-me@example.com');
    expect(await reset('recover-me@example.com', code)).toMatchObject({ status: 200 });
    expect(await login('recover-me@example.com', 'new-secret-1')).toMatchObject({ status: 200 });
  });

  it('gives each asking address a code of its own: another’s request neither replaces it nor uses it up', async () => {
    await owner('two-askers@example.com');
    expect(await sendCode('two-askers@example.com', 'recover', {})).toMatchObject({ status: 200 });
    const mine = s.codeFor('two-askers@example.com');
    const stranger = from('10.66.8.1');
    expect(await sendCode('two-askers@example.com', 'recover', stranger)).toMatchObject({ status: 200 });
    const theirs = s.codeFor('two-askers@example.com');
    // The stranger cannot use the owner's code, nor wear it out.
    for (let i = 0; i < 5; i++) {
      expect(await reset('two-askers@example.com', mine, stranger)).toMatchObject({ status: 400 });
    }
    // The owner's code is taken only from the owner's address.
    if (theirs !== mine) expect(await reset('two-askers@example.com', theirs)).toMatchObject({ status: 400 });
    expect(await reset('two-askers@example.com', mine)).toMatchObject({ status: 200 });
  });
});
