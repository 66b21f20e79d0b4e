/** The reference server's configuration, from environment variables (documented in the README). */
import { dirname, join } from 'node:path';
import { DEV_API_SECRET } from '../src/core/config';
import { engineOfUrl } from './db/engine';
import { defaultTotal } from './http/connections';
import { type MessagingConfig, readMessagingConfig } from './messaging/outbox';

export interface ServerConfig {
  port: number;
  /** SQLite file path (its folder is created when missing), or postgres://user:pass@host:port/db. */
  databaseUrl: string;
  /** The AES key of the envelope cipher: 16, 24 or 32 bytes. */
  apiSecret: string;
  /** What /apiPath.txt points the app at; empty = the origin that served the app. */
  publicApiBase: string;
  /** The built PWA (vite build output). */
  distDir: string;
  /** Guest accounts one address may create per hour. */
  rateLimitAccounts: number;
  /** Anonymous writes (device reports) the whole site takes per hour, whatever the addresses; the rest are dropped. */
  anonymousWritesPerHour: number;
  /** Login and account-recovery attempts one address may make per 15 minutes. */
  rateLimitLogins: number;
  /** Generated and imported media (served at /media/*): beside the database unless told. */
  mediaDir: string;
  /** Width variants of the media folder's images, drawn on first request (see media/media-variants.ts). */
  mediaVariantDir: string;
  /**
   * Where answers point media at instead of this server's /media (no trailing slash): a CDN or
   * object store holding a copy of the media folder, for several processes on several machines.
   */
  mediaBaseUrl: string;
  /** Connections each process keeps to PostgreSQL. */
  databasePoolSize: number;
  /**
   * How much demo art an empty database gets: `full` (the product demo) or `lite` (a small shared
   * pool of the same kinds of images, so that test servers seed in a second).
   */
  demoMedia: 'full' | 'lite';
  /**
   * Proxies in front of the server (0: none). With n, the client's address and protocol are the
   * ones the n-th proxy from the server reports in X-Forwarded-For / X-Forwarded-Proto; anything a
   * client writes in those headers itself is ignored.
   */
  trustProxy: number;
  /**
   * The origin of absolute URLs in answers (invite links, the provider's addresses; media and the
   * cashier when set); empty = the request's own Host, when it is one the site answers to.
   */
  publicOrigin: string;
  /** Host names the site answers to besides loopback and this machine's own (http/host.ts); others get 421. */
  allowedHosts: string[];
  /** A request must have sent its headers and its whole body within this many seconds. */
  requestTimeoutSeconds: number;
  /**
   * Connections one client address (the socket's peer) may hold at once, 0 for no cap: 512 unless
   * set, off behind a proxy (TRUST_PROXY), which is then that peer.
   */
  maxConnectionsPerClient: number;
  /** Connections the process holds at once: its descriptor limit less a reserve unless set (http/connections.ts). */
  maxConnections: number;
  /** How many new guests of one client address a day get the welcome gold. */
  welcomeGoldPerAddress: number;
  /** The payment provider new orders use (server/payments/index.ts): `sandbox` unless told. */
  paymentProvider: string;
  /** The sandbox provider's HMAC key for its notifications. */
  paymentSandboxSecret: string;
  /** Where verification codes go: the local outbox, SMTP, an SMS gateway (messaging/). */
  messaging: MessagingConfig;
  /** The operator console (admin/): sessions end after this many idle minutes. */
  consoleIdleMinutes: number;
  /** Files uploaded to the console for import, while they upload and until imported (beside the media unless told). */
  uploadDir: string;
  /** The largest file the console accepts for import, in bytes. */
  uploadMaxBytes: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

const sqliteFolder = (url: string): string | null =>
  url === ':memory:' || engineOfUrl(url) === 'postgres' ? null : dirname(url);

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || 'data/manyue.db';
  const demoMedia = env.DEMO_MEDIA || 'full';
  // An in-memory or PostgreSQL database has no folder: their media go to the working directory's data/.
  const mediaDir = env.MEDIA_DIR || join(sqliteFolder(databaseUrl) ?? 'data', 'media');
  if (demoMedia !== 'full' && demoMedia !== 'lite') throw new Error('DEMO_MEDIA must be full or lite');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    databaseUrl,
    apiSecret: env.API_SECRET || DEV_API_SECRET,
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    distDir: env.DIST_DIR || 'dist',
    rateLimitAccounts: int(env.RATE_LIMIT_ACCOUNTS, 300, 'RATE_LIMIT_ACCOUNTS'),
    anonymousWritesPerHour: int(env.ANONYMOUS_WRITES_PER_HOUR, 480, 'ANONYMOUS_WRITES_PER_HOUR'),
    rateLimitLogins: int(env.RATE_LIMIT_LOGINS, 30, 'RATE_LIMIT_LOGINS'),
    mediaDir,
    mediaVariantDir: env.MEDIA_VARIANT_DIR || `${mediaDir.replace(/\/+$/, '')}-variants`,
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? '').trim().replace(/\/+$/, ''),
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE') || 10,
    demoMedia,
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    allowedHosts: allowedHosts(env.ALLOWED_HOSTS),
    requestTimeoutSeconds: int(env.REQUEST_TIMEOUT_SECONDS, 60, 'REQUEST_TIMEOUT_SECONDS') || 60,
    maxConnectionsPerClient: int(
      env.MAX_CONNECTIONS_PER_CLIENT,
      int(env.TRUST_PROXY, 0, 'TRUST_PROXY') > 0 ? 0 : 512,
      'MAX_CONNECTIONS_PER_CLIENT',
    ),
    maxConnections: int(env.MAX_CONNECTIONS, 0, 'MAX_CONNECTIONS') || defaultTotal(),
    welcomeGoldPerAddress: int(env.WELCOME_GOLD_PER_ADDRESS, 1, 'WELCOME_GOLD_PER_ADDRESS'),
    paymentProvider: env.PAYMENT_PROVIDER || 'sandbox',
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || 'manyue-dev-sandbox-secret',
    messaging: readMessagingConfig(env, sqliteFolder(databaseUrl)),
    consoleIdleMinutes: int(env.CONSOLE_IDLE_MINUTES, 60, 'CONSOLE_IDLE_MINUTES') || 60,
    uploadDir: env.UPLOAD_DIR || `${mediaDir.replace(/\/+$/, '')}-uploads`,
    uploadMaxBytes: (int(env.UPLOAD_MAX_MB, 4096, 'UPLOAD_MAX_MB') || 4096) * 1024 * 1024,
  };
}

function publicOrigin(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const url = URL.canParse(text) ? new URL(text) : null;
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !text.endsWith('//');
  if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('PUBLIC_ORIGIN must be an origin such as https://m.example.com');
  }
  return url.origin;
}

/** `m.example.com, *.example.org`: names, `*.` patterns of subdomains, or `*` alone for any host. */
function allowedHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry !== '*' && !/^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$|^[0-9a-f:]+$/.test(entry)) {
      throw new Error(`ALLOWED_HOSTS: ${entry} is not a host name (m.example.com, *.example.com or *)`);
    }
  }
  return entries;
}

/** A database URL as it may be printed: without its password. */
export const redactPassword = (url: string): string => url.replace(/^(postgres(?:ql)?:\/\/[^:/@]+):[^@]*@/i, '$1:***@');
