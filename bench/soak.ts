/**
 * Soak: mixed traffic at 32 connections against one server process for SOAK_SECONDS (default 300):
 * reads (userInfo, home, workDetail, chapterContent), purchases, footprints, password changes,
 * deviceInit and media ranges. Prints p50/p99 per kind (userInfo and /media are the ones the issue
 * watches: they must stay fast while password hashes run), the server's RSS after the warm-up and
 * at the end, and the count of 5xx answers. Not part of `npm test` or `npm run bench`:
 *
 *   npx tsx bench/soak.ts                 # 5 minutes
 *   SOAK_SECONDS=60 npx tsx bench/soak.ts # a shorter run
 *
 * The load comes from 32 clients, each its own address as one trusted proxy reports it
 * (TRUST_PROXY=1), so that rate limits and device rows count them apart; the login limit is
 * raised so that password changes keep the scrypt queue busy instead of being refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, writeTransaction } from '../server/db/engine';
import { credit } from '../server/db/gold';
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../src/core/config';
import { chaptersForSale } from './for-sale';
import { startServerProcess } from './server-process';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = 32;
const WARMUP_SECONDS = Math.min(30, SECONDS / 5);
/**
 * Readers: twelve per connection, whose password changes take turns, so that the per-account limit
 * (10 password checks per 15 minutes) leaves the password changes hashing for the whole run.
 */
const READERS = CONNECTIONS * 12;
const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));

type Kind =
  | 'userInfo'
  | 'home'
  | 'workDetail'
  | 'chapterContent'
  | 'buyChapter'
  | 'footprint'
  | 'password'
  | 'deviceInit'
  | 'media';

/** How often each kind is sent, out of the weights' sum. */
const MIX: [Kind, number][] = [
  ['userInfo', 25],
  ['home', 8],
  ['workDetail', 8],
  ['chapterContent', 8],
  ['buyChapter', 10],
  ['footprint', 10],
  ['password', 4],
  ['deviceInit', 5],
  ['media', 22],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);

function pick(): Kind {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'userInfo';
}

const rssMiB = (pid: number): number => {
  const line = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

interface Reader {
  id: number;
  token: string;
  password: string | null;
}

async function main() {
  const databaseDir = mkdtempSync(join(tmpdir(), 'manyue-soak-'));
  const databaseUrl = join(databaseDir, 'soak.db');
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: '.tmp/bench-media-lite',
    DEMO_MEDIA: 'lite',
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGINS: '1000000',
  });
  const api = (name: string, body: unknown, client: number) =>
    fetch(`${server.url}/api2/${name}.html`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.1.${client >> 8}.${client & 255}`,
        'user-agent': `soak-client-${client}`,
      },
      body: JSON.stringify(body),
    });

  try {
    const readers: Reader[] = [];
    for (let i = 0; i < READERS; i++) {
      const answer = (await (await api('autoCreateAndLogin', { domain: 'soak.local' }, i % CONNECTIONS)).json()) as {
        data: string;
      };
      const { id, access_token } = (await cipher.decryptJson(answer.data)) as { id: number; access_token: string };
      readers.push({ id, token: access_token, password: null });
    }
    const db = connect(databaseUrl);
    const chapters = await db.selectFrom('chapters').select(['id', 'work_id']).orderBy('id').execute();
    const forSale = await chaptersForSale(db);
    const workIds = [...new Set(chapters.map((c) => c.work_id))];
    const videos = await db.selectFrom('video_sources').select('path').where('format', '=', 'mp4').execute();
    const pages = await db.selectFrom('comic_pages').select('path').limit(200).execute();
    const media = [...videos, ...pages].map((m) => m.path);
    for (const { id } of readers) await writeTransaction(db, (trx) => credit(trx, id, 10_000_000, { reason: 'bench' }));
    await db.destroy();
    if (media.length === 0) throw new Error('no media to request');

    const turns: number[] = [];
    const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
    const send: Record<Kind, (client: number) => Promise<Response>> = {
      userInfo: (client) => api('userInfo', { access_token: any(readers).token }, client),
      home: (client) => api('home', { channel: any(['comic', 'novel', 'video']) }, client),
      workDetail: (client) => api('workDetail', { id: any(workIds) }, client),
      chapterContent: (client) =>
        api('chapterContent', { chapter_id: any(chapters).id, access_token: any(readers).token }, client),
      buyChapter: (client) => api('buyChapter', { chapter_id: any(forSale), access_token: any(readers).token }, client),
      footprint: (client) => {
        const chapter = any(chapters);
        const position = Math.floor(Math.random() * 1000);
        return api(
          'footprint',
          { work_id: chapter.work_id, chapter_id: chapter.id, position, access_token: any(readers).token },
          client,
        );
      },
      password: async (client) => {
        // A connection changes only its own readers' passwords, so that the old one is always known.
        const turn = (turns[client] ?? 0) + 1;
        turns[client] = turn;
        const reader = readers[client + CONNECTIONS * (turn % (READERS / CONNECTIONS))] as Reader;
        const next = `soak-${Math.random().toString(36).slice(2, 10)}`;
        const response = await api(
          'editUserInfoV2',
          { access_token: reader.token, password: next, ...(reader.password ? { old_password: reader.password } : {}) },
          client,
        );
        if (response.ok && ((await response.clone().json()) as { code: number }).code === 200) reader.password = next;
        return response;
      },
      deviceInit: (client) =>
        api(
          'deviceInit',
          { client_version: '0.1.0', share_code: 'SOAKCODE', referrer: '', access_token: any(readers).token },
          client,
        ),
      media: () => {
        const start = Math.floor(Math.random() * 4096);
        return fetch(`${server.url}/media/${any(media)}`, { headers: { range: `bytes=${start}-${start + 65535}` } });
      },
    };

    const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
    const statuses = new Map<string, number>();
    let serverErrors = 0;
    let failures = 0;
    let measuring = false;
    const started = performance.now();
    const warmEnd = started + WARMUP_SECONDS * 1000;
    const end = started + SECONDS * 1000;
    let rssWarm = 0;
    let rssMax = 0;
    const sampler = setInterval(() => {
      rssMax = Math.max(rssMax, rssMiB(server.pid));
    }, 1000);
    const warm = setTimeout(() => {
      rssWarm = rssMiB(server.pid);
      measuring = true;
    }, WARMUP_SECONDS * 1000);

    const worker = async (client: number) => {
      while (performance.now() < end) {
        const kind = pick();
        const t0 = performance.now();
        try {
          const response = await send[kind](client);
          await response.arrayBuffer();
          if (response.status >= 500) serverErrors++;
          const key = `${kind} ${response.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        } catch {
          failures++;
        }
        if (measuring && t0 >= warmEnd) latencies.get(kind)?.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, client) => worker(client)));
    clearInterval(sampler);
    clearTimeout(warm);
    const rssEnd = rssMiB(server.pid);

    console.log(
      `\n## Soak: ${SECONDS} s of mixed traffic at ${CONNECTIONS} connections, one SQLite server process (figures after a ${WARMUP_SECONDS} s warm-up)`,
    );
    const table: Record<string, Record<string, number | string>> = {};
    for (const [kind, list] of latencies) {
      list.sort((a, b) => a - b);
      table[kind] = {
        requests: list.length,
        'p50 ms': quantile(list, 0.5).toFixed(1),
        'p99 ms': quantile(list, 0.99).toFixed(1),
      };
    }
    console.table(table);
    console.log('answers by kind and status:', Object.fromEntries([...statuses].sort()));
    const growth = ((rssEnd - rssWarm) / rssWarm) * 100;
    console.log(
      `RSS after warm-up ${rssWarm.toFixed(0)} MiB, at the end ${rssEnd.toFixed(0)} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), peak ${rssMax.toFixed(0)} MiB`,
    );
    console.log(`5xx answers: ${serverErrors}; requests that got no answer: ${failures}`);
  } finally {
    await server.stop();
    rmSync(databaseDir, { recursive: true, force: true });
  }
}

await main();
