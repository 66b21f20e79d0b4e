/** What a handler knows about the request it answers. */

import type { Context } from 'hono';
import { CODE } from '../../src/core/contract/envelope';
import type { ServerConfig } from '../config';
import type { Db } from '../db/engine';
import { type UserRow, userOfSession } from '../db/users';
import { clientOf, deviceFingerprint, originOfRequest } from '../http/client';
import { Refusal, refuse } from '../http/failure';
import { type Lang, langOf } from '../http/messages';
import { MEDIA_PREFIX } from '../media/media-store';

export interface ApiContext {
  db: Db;
  config: ServerConfig;
  lang: Lang;
  /** The caller's address as TRUST_PROXY says (an IPv6 one by its /64), for rate limits. */
  ip: string;
  /** The caller's device fingerprint: address and User-Agent (http/client.ts). */
  device: string;
  /**
   * Origin of the absolute URLs that must be absolute (the invite link, the provider's notify and
   * return addresses): PUBLIC_ORIGIN, or the request's own (a Host the site answers to, http/host.ts).
   */
  origin: string;
  /**
   * What this server's own pages and files are prefixed with in answers: PUBLIC_ORIGIN, or nothing
   * (a path, which the reader's browser resolves on the origin it is on).
   */
  site: string;
  /** Where media paths are served: MEDIA_BASE_URL, or this server's /media. */
  media: string;
  token: string | undefined;
}

/** The context of a request: its language, client, origins and token. */
export function requestContext(c: Context, db: Db, config: ServerConfig, token: string | undefined): ApiContext {
  const client = clientOf(c, config.trustProxy);
  return {
    db,
    config,
    lang: langOf(c.req.header('accept-language')),
    ip: client.address,
    device: deviceFingerprint(config.apiSecret, client.address, c.req.header('user-agent') ?? ''),
    origin: originOfRequest(c, client, config.publicOrigin),
    site: config.publicOrigin,
    media: config.mediaBaseUrl || `${config.publicOrigin}${MEDIA_PREFIX}`,
    token,
  };
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

/** As findUser, but a missing or dead session is HTTP 401 (登录已过期). */
export async function requireUser(ctx: ApiContext): Promise<UserRow> {
  return (await findUser(ctx)) ?? refuse(401, 'expired');
}
