/** What a handler knows about the request it answers. */

import { CODE } from '../../src/core/contract/envelope';
import type { ServerConfig } from '../config';
import type { Db } from '../db/engine';
import { type UserRow, userOfSession } from '../db/users';
import { Refusal, refuse } from '../http/failure';
import type { Lang } from '../http/messages';

export interface ApiContext {
  db: Db;
  config: ServerConfig;
  lang: Lang;
  /** The caller's address as TRUST_PROXY says (an IPv6 one by its /64), for rate limits. */
  ip: string;
  /** The caller's device fingerprint: address and User-Agent (http/client.ts). */
  device: string;
  /** Origin of absolute URLs (invite link, media): PUBLIC_ORIGIN or the request's. */
  origin: string;
  /** Where media paths are served: MEDIA_BASE_URL, or this server's /media. */
  media: string;
  token: string | undefined;
}

/** The user the access token belongs to, or null when it is missing, unknown or expired. */
export async function findUser(ctx: ApiContext): Promise<UserRow | null> {
  if (!ctx.token) return null;
  const user = (await userOfSession(ctx.db, ctx.token)) ?? null;
  if (user?.banned_at) refuseBanned();
  return user;
}

/** A banned reader's session does nothing: every call says so (403, code banned), and no new session starts. */
export const refuseBanned = (): never => {
  throw new Refusal(403, 'banned', [], CODE.banned);
};

/** As findUser, but a missing or dead session is HTTP 401 (spec §8: 登录已过期). */
export async function requireUser(ctx: ApiContext): Promise<UserRow> {
  return (await findUser(ctx)) ?? refuse(401, 'expired');
}
