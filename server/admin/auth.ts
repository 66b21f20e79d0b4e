/**
 * Signing in and out of the console, and setting a password with a one-time link. Sign-in attempts
 * are limited as readers' logins are (RATE_LIMIT_LOGINS per address per 15 minutes, and wrong
 * passwords counted per email and address as api/guessing.ts says) and hashed on the same bounded
 * queue; a wrong email and a wrong password are refused alike.
 */
import type { Hono } from 'hono';
import type { LinkAnswer, SessionAnswer } from '../../src/core/admin/answers';
import type { AuditAction } from '../../src/core/admin/audit-actions';
import { LinkQuery, PasswordBody, SignInBody } from '../../src/core/admin/schemas';
import { checkGuessing, countWrongGuess } from '../api/guessing';
import { limitRate } from '../api/rate-limit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { writeTransaction } from '../db/engine';
import { deleteOperatorSessions, type OperatorRow, operatorByEmail } from '../db/operators';
import { linkTarget, setPasswordByLink } from './accounts';
import { actorOf, audit } from './audit';
import { type AdminContext, type ConsoleDeps, operatorOf } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';
import { clearSessionCookie, endOperatorSession, sessionOperator, startOperatorSession } from './session';

const QUARTER_HOUR = 900;

/** Checked when the email is unknown, so that both refusals take the same time. */
let decoy: Promise<string> | null = null;

const sessionAnswer = (ctx: AdminContext, operator: OperatorRow): SessionAnswer => ({
  operator: { id: operator.id, email: operator.email, role: operator.role },
  idle_minutes: ctx.config.consoleIdleMinutes,
  upload_max_bytes: ctx.config.uploadMaxBytes,
});

const signedInOrOut = (action: AuditAction, operator: OperatorRow) => ({
  action,
  targetType: 'operator',
  targetId: operator.id,
});

export function authEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/session', {
    access: 'signedIn',
    input: noInput,
    handle: async (_input, ctx) => sessionAnswer(ctx, operatorOf(ctx)),
  });

  endpoint(api, deps, 'post', '/session', {
    access: 'public',
    input: SignInBody,
    async handle({ email, password }, ctx) {
      await limitRate(ctx.db, `console-login:${ctx.address}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
      // Keyed by the email, so that an unknown one counts alike.
      const subject = `console:${email}`;
      await checkGuessing(ctx.db, subject, ctx.address);
      const operator = await operatorByEmail(ctx.db, email);
      decoy ??= hashPassword('not a password of anyone');
      const matches = await verifyPassword(password, operator?.password_hash ?? (await decoy));
      if (!operator?.password_hash || !matches) {
        await countWrongGuess(ctx.db, subject, ctx.address);
        return refuseAdmin(401, 'badLogin');
      }
      if (operator.disabled === 1) return refuseAdmin(401, 'badLogin');
      await writeTransaction(ctx.db, async (trx) => {
        await startOperatorSession(ctx.c, trx, operator.id, ctx.secure);
        await audit(trx, actorOf({ ...ctx, operator }), signedInOrOut('operator.signIn', operator));
      });
      return sessionAnswer(ctx, operator);
    },
  });

  endpoint(api, deps, 'delete', '/session', {
    access: 'public',
    input: noInput,
    async handle(_input, ctx) {
      const operator = await sessionOperator(ctx.c, ctx.db, ctx.config.consoleIdleMinutes);
      await writeTransaction(ctx.db, async (trx) => {
        await endOperatorSession(ctx.c, trx, ctx.secure);
        if (operator) await audit(trx, actorOf({ ...ctx, operator }), signedInOrOut('operator.signOut', operator));
      });
      return {};
    },
  });

  endpoint(api, deps, 'post', '/session/everywhere', {
    access: 'signedIn',
    input: noInput,
    async handle(_input, ctx) {
      const operator = operatorOf(ctx);
      const ended = await writeTransaction(ctx.db, async (trx) => {
        const count = await deleteOperatorSessions(trx, operator.id);
        await audit(trx, actorOf(ctx), {
          action: 'operator.signOutEverywhere',
          targetType: 'operator',
          targetId: operator.id,
        });
        return count;
      });
      clearSessionCookie(ctx.c, ctx.secure);
      return { ended };
    },
  });

  endpoint(api, deps, 'get', '/password-link', {
    access: 'public',
    input: LinkQuery,
    handle: async ({ token }, ctx): Promise<LinkAnswer> => linkTarget(ctx.db, token),
  });

  endpoint(api, deps, 'post', '/password', {
    access: 'public',
    input: PasswordBody,
    async handle({ token, password, email }, ctx) {
      await limitRate(ctx.db, `console-login:${ctx.address}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
      const operator = await setPasswordByLink(ctx.db, token, password, email, ctx.address);
      await startOperatorSession(ctx.c, ctx.db, operator.id, ctx.secure);
      return sessionAnswer(ctx, operator);
    },
  });
}
