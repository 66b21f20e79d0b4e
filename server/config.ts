/** The reference server's configuration, from environment variables (documented in the README). */
import { dirname, join } from 'node:path';
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
  /** Generated and imported media (served at /media/*): beside the database unless told. */
  mediaDir: string;
  /**
   * How much demo art an empty database gets: `full` (the product demo) or `lite` (a small shared
   * pool of the same kinds of images, so that test servers seed in a second).
   */
  demoMedia: 'full' | 'lite';
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || 'data/manyue.db';
  const demoMedia = env.DEMO_MEDIA || 'full';
  if (demoMedia !== 'full' && demoMedia !== 'lite') throw new Error('DEMO_MEDIA must be full or lite');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    databaseUrl,
    apiSecret: env.API_SECRET || DEV_API_SECRET,
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    distDir: env.DIST_DIR || 'dist',
    rateLimitAccounts: int(env.RATE_LIMIT_ACCOUNTS, 300, 'RATE_LIMIT_ACCOUNTS'),
    rateLimitLogins: int(env.RATE_LIMIT_LOGINS, 30, 'RATE_LIMIT_LOGINS'),
    // An in-memory database has no folder: its media go to the working directory's data/.
    mediaDir: env.MEDIA_DIR || join(databaseUrl === ':memory:' ? 'data' : dirname(databaseUrl), 'media'),
    demoMedia,
  };
}
