/** The reference server's configuration, from environment variables (documented in the README). */
import { DEV_API_SECRET } from '../src/core/config';

export interface ServerConfig {
  port: number;
  /** SQLite file path; its folder is created when missing. */
  databaseUrl: string;
  /** The AES key of the envelope cipher: 16, 24 or 32 bytes. */
  apiSecret: string;
  /** What /apiPath.txt points the app at; empty = the origin that served the app. */
  publicApiBase: string;
  /** The built PWA (vite build output). */
  distDir: string;
  /** Guest accounts one address may create per hour. */
  rateLimitAccounts: number;
  /** Login and account-recovery attempts one address may make per 15 minutes. */
  rateLimitLogins: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return {
    port: int(env.PORT, 8080, 'PORT'),
    databaseUrl: env.DATABASE_URL || 'data/manyue.db',
    apiSecret: env.API_SECRET || DEV_API_SECRET,
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    distDir: env.DIST_DIR || 'dist',
    rateLimitAccounts: int(env.RATE_LIMIT_ACCOUNTS, 300, 'RATE_LIMIT_ACCOUNTS'),
    rateLimitLogins: int(env.RATE_LIMIT_LOGINS, 30, 'RATE_LIMIT_LOGINS'),
  };
}
