/** What a console endpoint knows about the request it answers. */
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import type { Db } from '../db/engine';
import type { OperatorRow } from '../db/operators';
import type { VariantStore } from '../media/media-variants';

export interface ConsoleDeps {
  db: Db;
  config: ServerConfig;
  variants: VariantStore;
}

export interface AdminContext extends ConsoleDeps {
  c: Context;
  /** The signed-in operator (null only on the endpoints that come before signing in). */
  operator: OperatorRow | null;
  /** The client's address as TRUST_PROXY says: rate limits and the audit log. */
  address: string;
  /** The console's own origin (PUBLIC_ORIGIN, or the request's): links and the Origin check. */
  origin: string;
  /** Where media paths are served (MEDIA_BASE_URL, or this server's /media). */
  media: string;
  /** Whether the request reached us over https (the cookie is Secure then). */
  secure: boolean;
}

/** The operator of an endpoint that requires one (every endpoint but the sign-in ones). */
export const operatorOf = (ctx: AdminContext): OperatorRow => ctx.operator as OperatorRow;
