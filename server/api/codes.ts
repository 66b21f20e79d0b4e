/**
 * sendCode: a six-digit code by email or SMS, for binding an address to this account or for
 * recovering the account an email belongs to. The answer never says whether an address is
 * registered: when a code would be useless (binding an address that is taken, recovering one that
 * is not), the recipient gets a notice saying so instead of a code, and the caller gets the same
 * answer. The later bindEmail / bindPhone / resetPassword then fail as a wrong code does.
 */
import { randomInt } from 'node:crypto';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, MAINLAND_PHONE, normalisePhone } from '../../src/core/contract/user';
import { type CodeKey, storeCode, takeCode } from '../db/codes';
import type { Db } from '../db/engine';
import { userByEmail, userByPhone } from '../db/users';
import { refuse } from '../http/failure';
import { type ChineseEnglishHant, inLang, type Lang } from '../http/messages';
import type { OutgoingMessage } from '../messaging/transport';
import { transportsOf } from '../messaging/transport';
import { type ApiContext, requireUser } from './context';
import type { Handlers } from './handler';
import { limitRate } from './rate-limit';

const HOUR = 3600;
/**
 * Codes one recipient may receive per hour at the request of one client address (one address may
 * ask for RATE_LIMIT_CODES in all): counted per address, so that others asking cannot use up what
 * the recipient's own requests need.
 */
export const CODES_PER_RECIPIENT = 5;

type Channel = CodeKey['channel'];
type Purpose = CodeKey['purpose'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The recipient in its stored form, or a refusal naming what is wrong with it. */
export function recipientOf(channel: Channel, to: string): string {
  if (channel === 'email') {
    const email = to.trim().toLowerCase();
    return EMAIL.test(email) && email.length <= 254 ? email : refuse(400, 'badEmail');
  }
  const phone = normalisePhone(to);
  return MAINLAND_PHONE.test(phone) ? phone : refuse(400, 'badPhone');
}

const TEXTS = {
  code: (code: string): ChineseEnglishHant => [
    `您的漫阅验证码是 ${code}，10 分钟内有效，请勿告诉他人。如非本人操作，请忽略。`,
    `Your Manyue code is ${code}. It is valid for 10 minutes; do not share it. If you did not ask for it, ignore this message.`,
    `您的漫閱驗證碼是 ${code}，10 分鐘內有效，請勿告訴他人。如非本人操作，請忽略。`,
  ],
  taken: (): ChineseEnglishHant => [
    '有人尝试将此地址绑定到一个漫阅账号，但它已属于一个账号。如是您本人，请直接登录或找回账号。',
    'Someone tried to bind this address to a Manyue account, but it already belongs to one. If that was you, log in or recover your account.',
    '有人嘗試將此地址綁定到一個漫閱帳號，但它已屬於一個帳號。如是您本人，請直接登入或找回帳號。',
  ],
  unknown: (): ChineseEnglishHant => [
    '有人请求用此地址找回漫阅账号，但没有账号绑定此地址。如非本人操作，请忽略。',
    'Someone asked to recover a Manyue account with this address, but no account has it. If that was not you, ignore this message.',
    '有人請求用此地址找回漫閱帳號，但沒有帳號綁定此地址。如非本人操作，請忽略。',
  ],
};

const SUBJECT: ChineseEnglishHant = ['漫阅验证码', 'Your Manyue code', '漫閱驗證碼'];

function messageOf(to: string, lang: Lang, kind: keyof typeof TEXTS, code = ''): OutgoingMessage {
  return { to, subject: inLang(SUBJECT, lang), text: inLang(TEXTS[kind](code), lang) };
}

const ownerOf = (db: Db, channel: Channel, recipient: string) =>
  channel === 'email' ? userByEmail(db, recipient) : userByPhone(db, recipient);

export const codeHandlers: Handlers<'sendCode'> = {
  async sendCode(body, ctx) {
    const channel = body.channel;
    const purpose: Purpose = body.purpose;
    const to = recipientOf(channel, body.to);
    await limitRate(ctx.db, `code:ip:${ctx.ip}`, ctx.config.messaging.rateLimitCodes, HOUR);
    let userId = 0;
    if (purpose === 'bind') {
      const user = await requireUser(ctx);
      if (channel === 'email' && user.email) refuse(409, 'emailBound');
      userId = user.id;
    } else if (channel === 'sms') {
      refuse(400, 'invalid', 'purpose');
    }
    // One code a minute per request kind and address (the resend button's wait), and an hourly cap
    // per recipient and address: the recipient's inbox is protected, and nobody's requests refuse
    // the owner's own.
    await limitRate(ctx.db, `code:resend:${channel}:${to}:${purpose}:${userId}:${ctx.ip}`, 1, CODE_RESEND_SECONDS);
    await limitRate(ctx.db, `code:to:${channel}:${to}:${ctx.ip}`, CODES_PER_RECIPIENT, HOUR);

    const owner = await ownerOf(ctx.db, channel, to);
    let message: OutgoingMessage;
    if (purpose === 'bind' ? owner : !owner) {
      message = messageOf(to, ctx.lang, purpose === 'bind' ? 'taken' : 'unknown');
    } else {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // A recovery code is the asking address's own; a bind code, its account's.
      const requester = purpose === 'recover' ? ctx.ip : '';
      await storeCode(ctx.db, { channel, recipient: to, purpose, user_id: userId, requester }, code, CODE_TTL_SECONDS);
      message = messageOf(to, ctx.lang, 'code', code);
    }
    try {
      await transportsOf(ctx.config.messaging)[channel].send(message);
    } catch (error) {
      console.error(`sendCode: the ${channel} transport failed:`, error);
      refuse(502, 'sendFailed');
    }
    return { resend_after: CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
  },
};

/** Uses up the code of `key`, or refuses as a wrong code (whatever the reason it is not live). */
export async function requireCode(ctx: ApiContext, key: CodeKey, code: string): Promise<void> {
  if (!(await takeCode(ctx.db, key, code))) refuse(400, 'badCode');
}
