/**
 * Accounts: guest creation, login, registration (binding an email with a code), recovery by email
 * or certificate, sessions, profile, phone binding, agent application and device init.
 */
import { CODE } from '../../src/core/contract/envelope';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { newCertificate } from '../auth/tokens';
import { takeCode } from '../db/codes';
import { writeTransaction } from '../db/engine';
import { recordDevice } from '../db/site';
import {
  applyAsAgent,
  deleteOtherSessions,
  type UserChanges,
  updateUser,
  userByCertificate,
  userByEmail,
  userByPhone,
  userByShareCode,
} from '../db/users';
import { Refusal, refuse } from '../http/failure';
import { recipientOf, requireCode } from './codes';
import { type ApiContext, findUser, requireUser } from './context';
import { checkGuessing, countWrongGuess } from './guessing';
import type { Handlers } from './handler';
import { admitAnonymousWrite, limitRate } from './rate-limit';
import { createGuest, endSession, sessionAnswer, startSession, toUser } from './users';

const HOUR = 3600;
const QUARTER_HOUR = 900;

/**
 * Checks a guess at an account's secret (api/guessing.ts: per account and address, never refusing
 * an address that has not guessed wrong); `right` says whether it was, and a wrong one is counted.
 * Keyed by the email for logins, so an unknown email counts alike.
 */
async function guess(ctx: ApiContext, subject: string, right: () => Promise<boolean>): Promise<boolean> {
  await checkGuessing(ctx.db, subject, ctx.ip);
  if (await right()) return true;
  await countWrongGuess(ctx.db, subject, ctx.ip);
  return false;
}

/** Ends the caller's other sessions: after a password change or a bind, only this device stays in. */
const endOtherSessions = (ctx: ApiContext, userId: number) => deleteOtherSessions(ctx.db, userId, ctx.token);

export const accountHandlers: Handlers<
  | 'autoCreateAndLogin'
  | 'login'
  | 'logout'
  | 'userInfo'
  | 'findAccount'
  | 'bindEmail'
  | 'editUserInfoV2'
  | 'agentApply'
  | 'deviceInit'
  | 'resetPassword'
  | 'bindPhone'
  | 'unbindPhone'
  | 'logoutOthers'
  | 'accountCertificate'
  | 'rotateCertificate'
> = {
  async autoCreateAndLogin(body, ctx) {
    await limitRate(ctx.db, `guest:${ctx.ip}`, ctx.config.rateLimitAccounts, HOUR);
    const user = await createGuest(ctx.db, body.invite_code, {
      address: ctx.ip,
      perAddress: ctx.config.welcomeGoldPerAddress,
      secret: ctx.config.apiSecret,
    });
    return sessionAnswer(user, await startSession(ctx.db, user.id), ctx);
  },

  async login(body, ctx) {
    const email = body.email.toLowerCase();
    await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
    const user = await userByEmail(ctx.db, email);
    // Hash even when there is no such user, so that timing does not tell which emails exist.
    const hash = user?.password_hash ?? 'scrypt$16384$8$1$AAAA$AAAA';
    const ok = await guess(ctx, `email:${email}`, async () => (await verifyPassword(body.password, hash)) && !!user);
    if (!user || !ok) return refuse(400, 'badLogin');
    return sessionAnswer(user, await startSession(ctx.db, user.id), ctx);
  },

  async logout(_body, ctx) {
    if (ctx.token) await endSession(ctx.db, ctx.token);
    return {};
  },

  async userInfo(_body, ctx) {
    const user = await findUser(ctx);
    if (!user) throw new Refusal(200, 'notLoggedIn', [], CODE.notLoggedIn);
    return toUser(user, ctx);
  },

  async findAccount(body, ctx) {
    await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
    const user = await userByCertificate(ctx.db, body.account_certificate.toUpperCase());
    if (!user) return refuse(400, 'badCertificate');
    // An account with an email and a password recovers by email: the certificate is no bypass.
    if (user.email) return refuse(403, 'certificateEmailBound');
    return sessionAnswer(user, await startSession(ctx.db, user.id), ctx);
  },

  async bindEmail(body, ctx) {
    const user = await requireUser(ctx);
    if (user.email) return refuse(409, 'emailBound');
    const email = body.email.toLowerCase();
    // No code was issued for an address that is taken: that fails here, as a wrong code does.
    const key = { channel: 'email', recipient: email, purpose: 'bind', user_id: user.id, requester: '' } as const;
    await requireCode(ctx, key, body.code);
    const password_hash = await hashPassword(body.password);
    // Checked again where it is written: two readers binding one address at once, one gets it.
    const updated = await writeTransaction(ctx.db, async (trx) =>
      (await userByEmail(trx, email))
        ? null
        : updateUser(trx, user.id, { email, password_hash, nickname: body.nickname }),
    );
    if (!updated) return refuse(400, 'badCode');
    await endOtherSessions(ctx, user.id);
    return toUser(updated, ctx);
  },

  async resetPassword(body, ctx) {
    await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
    const email = body.email.toLowerCase();
    // The code asked for from this address: others' requests for the same email neither replace it nor use it up.
    const key = { channel: 'email', recipient: email, purpose: 'recover', user_id: 0, requester: ctx.ip } as const;
    if (!(await guess(ctx, `recover:${email}`, () => takeCode(ctx.db, key, body.code)))) refuse(400, 'badCode');
    const user = (await userByEmail(ctx.db, email)) ?? refuse(400, 'badCode');
    const updated = await updateUser(ctx.db, user.id, { password_hash: await hashPassword(body.password) });
    // A new password ends every session: whoever else knew the old one is out.
    await deleteOtherSessions(ctx.db, user.id);
    return sessionAnswer(updated, await startSession(ctx.db, user.id), ctx);
  },

  async editUserInfoV2(body, ctx) {
    // Checking the old password shares the address's login budget (no old-password oracle).
    if (body.password !== undefined)
      await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
    const user = await requireUser(ctx);
    const changes: UserChanges = {};
    if (body.nickname !== undefined) changes.nickname = body.nickname;
    if (body.gender !== undefined) changes.gender = body.gender;
    if (body.avatar !== undefined) changes.avatar = body.avatar;
    if (body.password !== undefined) {
      const stored = user.password_hash;
      if (stored && !(await guess(ctx, `user:${user.id}`, () => verifyPassword(body.old_password ?? '', stored)))) {
        return refuse(400, 'oldPassword');
      }
      changes.password_hash = await hashPassword(body.password);
    }
    if (body.invite_code !== undefined) {
      const code = body.invite_code.toUpperCase();
      if (user.inviter_code) return refuse(409, 'inviteBound');
      if (code === user.share_code) return refuse(400, 'inviteOwn');
      if (!(await userByShareCode(ctx.db, code))) return refuse(400, 'inviteUnknown');
      changes.inviter_code = code;
    }
    const updated = Object.keys(changes).length === 0 ? user : await updateUser(ctx.db, user.id, changes);
    if (changes.password_hash) await endOtherSessions(ctx, user.id);
    return toUser(updated, ctx);
  },

  async bindPhone(body, ctx) {
    const user = await requireUser(ctx);
    const phone = recipientOf('sms', body.phone);
    await requireCode(
      ctx,
      { channel: 'sms', recipient: phone, purpose: 'bind', user_id: user.id, requester: '' },
      body.code,
    );
    const updated = await writeTransaction(ctx.db, async (trx) =>
      (await userByPhone(trx, phone)) ? null : updateUser(trx, user.id, { phone }),
    );
    if (!updated) return refuse(400, 'badCode');
    await endOtherSessions(ctx, user.id);
    return toUser(updated, ctx);
  },

  async unbindPhone(_body, ctx) {
    const user = await requireUser(ctx);
    if (!user.phone) return refuse(400, 'noPhone');
    return toUser(await updateUser(ctx.db, user.id, { phone: null }), ctx);
  },

  async logoutOthers(_body, ctx) {
    const user = await requireUser(ctx);
    return { ended: await endOtherSessions(ctx, user.id) };
  },

  async accountCertificate(_body, ctx) {
    const user = await requireUser(ctx);
    return { account_certificate: user.account_certificate };
  },

  async rotateCertificate(_body, ctx) {
    const user = await requireUser(ctx);
    const updated = await updateUser(ctx.db, user.id, { account_certificate: newCertificate() });
    return { account_certificate: updated.account_certificate };
  },

  async agentApply(_body, ctx) {
    const user = await requireUser(ctx);
    // Agents are paid: only readers with a recoverable account (a bound email) may apply.
    if (!user.email) return refuse(403, 'needEmail');
    return { status: await applyAsAgent(ctx.db, user.id) };
  },

  async deviceInit(body, ctx) {
    // It needs no session: limited per address (apart from guest creation's budget), and past the
    // site's hourly budget of anonymous writes dropped: the app does nothing with the answer.
    const { rateLimitAccounts, anonymousWritesPerHour } = ctx.config;
    if (!(await admitAnonymousWrite(ctx.db, `device:${ctx.ip}`, rateLimitAccounts, HOUR, anonymousWritesPerHour))) {
      return {};
    }
    const user = await findUser(ctx);
    await recordDevice(ctx.db, { user_id: user?.id ?? null, fingerprint: ctx.device, ...body });
    return {};
  },
};
