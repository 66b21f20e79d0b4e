/**
 * Per-address limits that depend on what a request asks for, applied by the router before the
 * handler runs: checking a password (editUserInfoV2 with one) shares the login budget, and device
 * reports (deviceInit, which needs no session) share the guest-creation budget. Login and
 * findAccount count against the same login key in their handlers (api/account.ts).
 */
import type { EndpointName } from '../../src/core/contract/answers';
import { limitRate } from '../http/rate-limit';
import type { ApiContext } from './context';

const HOUR = 3600;
const QUARTER_HOUR = 900;

export async function limitRequest(name: EndpointName, body: object, ctx: ApiContext): Promise<void> {
  if (name === 'editUserInfoV2' && 'password' in body && body.password !== undefined) {
    await limitRate(ctx.db, `login:${ctx.ip}`, ctx.config.rateLimitLogins, QUARTER_HOUR);
  } else if (name === 'deviceInit') {
    await limitRate(ctx.db, `device:${ctx.ip}`, ctx.config.rateLimitAccounts, HOUR);
  }
}
