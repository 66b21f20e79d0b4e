/** Accounts: guest creation, login, recovery, profile, agent application and device init. */
import { CODE } from '../../src/core/contract/envelope';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { writeTransaction } from '../db/engine';
import { recordDevice } from '../db/site';
import {
  applyAsAgent,
  type UserChanges,
  updateUser,
  userByCertificate,
  userByEmail,
  userByShareCode,
} from '../db/users';
import { Refusal, refuse } from '../http/failure';
import { limitRate } from '../http/rate-limit';
import { findUser, requireUser } from './context';
import type { Handlers } from './handler';
import { createGuest, endSession, sessionAnswer, startSession, toUser } from './users';

const HOUR = 3600;
const QUARTER_HOUR = 900;

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
> = {
  async autoCreateAndLogin(body, ctx) {
    await limitRate(ctx.db, `guest:${ctx.ip}`, ctx.config.rateLimitAccounts, HOUR);
    const user = await createGuest(ctx.db, body.invite_code, {
      fingerprint: ctx.device,
      perDevice: ctx.config.welcomeGoldPerDevice,
    });
    return sessionAnswer(user, await startSession(ctx.db, user.id), ctx.origin);
  },

  async login(body, ctx) {
    await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
    const user = await userByEmail(ctx.db, body.email.toLowerCase());
    // Hash even when there is no such user, so that timing does not tell which emails exist.
    const ok = await verifyPassword(body.password, user?.password_hash ?? 'scrypt$16384$8$1$AAAA$AAAA');
    if (!user || !ok) return refuse(400, 'badLogin');
    return sessionAnswer(user, await startSession(ctx.db, user.id), ctx.origin);
  },

  async logout(_body, ctx) {
    if (ctx.token) await endSession(ctx.db, ctx.token);
    return {};
  },

  async userInfo(_body, ctx) {
    const user = await findUser(ctx);
    if (!user) throw new Refusal(200, 'notLoggedIn', [], CODE.notLoggedIn);
    return toUser(user, ctx.origin);
  },

  async findAccount(body, ctx) {
    await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
    const user = await userByCertificate(ctx.db, body.account_certificate.toUpperCase());
    if (!user) return refuse(400, 'badCertificate');
    return sessionAnswer(user, await startSession(ctx.db, user.id), ctx.origin);
  },

  async bindEmail(body, ctx) {
    const user = await requireUser(ctx);
    if (user.email) return refuse(409, 'emailBound');
    const email = body.email.toLowerCase();
    if (await userByEmail(ctx.db, email)) return refuse(409, 'emailTaken');
    const password_hash = await hashPassword(body.password);
    // Checked again where it is written: two readers binding one address at once, one gets it.
    const updated = await writeTransaction(ctx.db, async (trx) => {
      if (await userByEmail(trx, email)) return refuse(409, 'emailTaken');
      return updateUser(trx, user.id, { email, password_hash });
    });
    return toUser(updated, ctx.origin);
  },

  async editUserInfoV2(body, ctx) {
    const user = await requireUser(ctx);
    const changes: UserChanges = {};
    if (body.nickname !== undefined) changes.nickname = body.nickname;
    if (body.gender !== undefined) changes.gender = body.gender;
    if (body.avatar !== undefined) changes.avatar = body.avatar;
    if (body.password !== undefined) {
      if (user.password_hash && !(await verifyPassword(body.old_password ?? '', user.password_hash))) {
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
    return toUser(updated, ctx.origin);
  },

  async agentApply(_body, ctx) {
    const user = await requireUser(ctx);
    // Agents are paid: only readers with a recoverable account (a bound email) may apply.
    if (!user.email) return refuse(403, 'needEmail');
    return { status: await applyAsAgent(ctx.db, user.id) };
  },

  async deviceInit(body, ctx) {
    const user = await findUser(ctx);
    await recordDevice(ctx.db, { user_id: user?.id ?? null, fingerprint: ctx.device, ...body });
    return {};
  },
};
