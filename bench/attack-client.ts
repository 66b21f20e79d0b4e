/**
 * The attacker's side of bench/attacks.ts: a server process per attack with the probe's settings,
 * encrypted API calls from a chosen client address (as one trusted proxy reports it), the server's
 * memory and database as the attack sees them grow, and how a figure is printed next to its bound.
 */
import { readFileSync, statSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../server/db/engine';
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../src/core/config';
import { type RunningServer, startServerProcess } from './server-process';

const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));

export interface Called<T> {
  status: number;
  msg?: string;
  data?: T;
}

/** POSTs `body` to /api2/<name>.html from `address`, and decrypts the answer's data. */
export async function call<T = Record<string, unknown>>(
  base: string,
  name: string,
  body: unknown,
  { address = '10.200.0.1', userAgent = 'attack-bench' }: { address?: string; userAgent?: string } = {},
): Promise<Called<T>> {
  const response = await fetch(`${base}/api2/${name}.html`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      'user-agent': userAgent,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: { code?: number; msg?: string; data?: string } = {};
  try {
    json = JSON.parse(text);
  } catch {}
  const data = json.data ? ((await cipher.decryptJson(json.data)) as T) : undefined;
  return { status: response.status, msg: json.msg, data };
}

/** A new guest from `address`: its token. */
export async function guestFrom(base: string, address: string, userAgent = 'attack-bench'): Promise<string> {
  const answer = await call<{ access_token: string }>(
    base,
    'autoCreateAndLogin',
    { domain: 'bench' },
    { address, userAgent },
  );
  if (!answer.data) throw new Error(`guest login failed: ${answer.status} ${answer.msg}`);
  return answer.data.access_token;
}

/** The address of client `i` of a spread (10.x.y.z, a different one for each i). */
export const spreadAddress = (i: number) => `10.${100 + ((i >> 16) & 63)}.${(i >> 8) & 255}.${i & 255}`;

export const rssMiB = (pid: number): number => {
  const line = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
};

/** Samples the server's RSS every 25 ms until `stop` is called; answers the peak in MiB. */
export function watchRss(pid: number): () => number {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 25);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMiB(pid));
  };
}

/** The SQLite file's size once its write-ahead log is checkpointed into it: what the data takes on disk. */
export async function databaseBytes(db: Db, file: string): Promise<number> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return statSync(file).size;
}

/** Sends `count` requests, `concurrency` at a time (or for `seconds`, whichever ends first); answers their statuses. */
export async function flood(
  send: (i: number) => Promise<Response>,
  {
    count = Number.POSITIVE_INFINITY,
    concurrency = 32,
    seconds = 15,
  }: { count?: number; concurrency?: number; seconds?: number },
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const end = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (next < count && performance.now() < end) {
      let status = 0;
      try {
        const response = await send(next++);
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // a refused or reset connection: status 0
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

export const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || 'no answer'}×${n}`)
    .join(' ');

export interface Figure {
  point: string;
  figure: string;
  value: string;
  bound: string;
  holds: boolean;
}

export const figures: Figure[] = [];

/** Records and prints one figure next to its bound. */
export function report(point: string, figure: string, value: string, bound: string, holds: boolean): void {
  figures.push({ point, figure, value, bound, holds });
  console.log(`  ${holds ? 'within' : 'OVER  '}  ${figure}: ${value}  (bound: ${bound})`);
}

const PORT = process.env.ATTACK_PORT ?? '';
const MEDIA_DIR = '.tmp/bench-media-lite';

/** A server for one attack: the probe's settings, then the attack's own. */
export async function withServer<T>(
  env: Record<string, string>,
  attack: (server: RunningServer, stderr: () => string) => Promise<T>,
): Promise<T> {
  let logged = '';
  const server = await startServerProcess(
    {
      ...(PORT ? { PORT } : {}),
      MEDIA_DIR,
      DEMO_MEDIA: 'lite',
      TRUST_PROXY: '1',
      // The defaults of `npm start` (server-process.ts raises these for other benchmarks).
      RATE_LIMIT_ACCOUNTS: '300',
      WELCOME_GOLD_PER_ADDRESS: '1',
      ...env,
    },
    (chunk) => {
      logged += chunk.toString();
    },
  );
  try {
    return await attack(server, () => logged);
  } finally {
    await server.stop();
  }
}
