/**
 * The API server over loopback at 32 connections: userInfo, the comic home and buyChapter
 * (encrypted answers), req/s and p99, side by side on SQLite (one process), PostgreSQL (one
 * process) and PostgreSQL behind two processes (requests sent to both in turn, as a proxy would).
 * buyChapter is a real purchase each time: a new (reader, chapter) pair per request. The load runs
 * in this process, the servers in their own; PostgreSQL is a throwaway cluster (PG_PORT to choose
 * its port).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOME_FRESH_MS } from '../server/api/home-cache';
import { connect, writeTransaction } from '../server/db/engine';
import { credit } from '../server/db/gold';
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../src/core/config';
import { createDatabase, startPostgres } from '../tests/server/postgres-cluster';
import { chaptersForSale } from './for-sale';
import { type LoadResult, load } from './load';
import { type RunningServer, startServerProcess } from './server-process';

const READERS = 200;
const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

interface Setup {
  name: string;
  databaseUrl: string;
  servers: RunningServer[];
}

/** Readers with gold enough for everything, and the chapters they may buy. */
async function prepare({ databaseUrl, servers }: Setup) {
  const first = servers[0] as RunningServer;
  const tokens: { id: number; token: string }[] = [];
  for (let i = 0; i < READERS; i++) {
    const login = await (await post(`${first.url}/api2/autoCreateAndLogin.html`, { domain: 'bench.local' })).json();
    const { id, access_token } = (await cipher.decryptJson(login.data)) as { id: number; access_token: string };
    tokens.push({ id, token: access_token });
  }
  const db = connect(databaseUrl);
  try {
    const chapterIds = await chaptersForSale(db);
    for (const { id } of tokens) {
      await writeTransaction(db, (trx) => credit(trx, id, 10_000_000, { reason: 'bench' }));
    }
    return { tokens, chapterIds };
  } finally {
    await db.destroy();
  }
}

async function measure(setup: Setup): Promise<Record<string, LoadResult>> {
  const { tokens, chapterIds } = await prepare(setup);
  let turn = 0;
  const next = () => (setup.servers[turn++ % setup.servers.length] as RunningServer).url;
  const token = (tokens[0] as { token: string }).token;
  let pair = 0;
  const cases: Record<string, () => Promise<Response>> = {
    userInfo: () => post(`${next()}/api2/userInfo.html`, { access_token: token }),
    'home (comic)': () => post(`${next()}/api2/home.html`, { channel: 'comic', access_token: token }),
    buyChapter: () => {
      // The readers in turn, each through every chapter for sale: each request a new purchase.
      const i = pair++;
      const reader = tokens[i % tokens.length] as { token: string };
      const chapter_id = chapterIds[Math.floor(i / tokens.length) % chapterIds.length];
      return post(`${next()}/api2/buyChapter.html`, { chapter_id, access_token: reader.token });
    },
  };
  const results: Record<string, LoadResult> = {};
  for (const [name, send] of Object.entries(cases)) {
    await load(send, { seconds: 1 }); // warm-up
    results[name] = await load(send);
    if (results[name].errors > 0) console.warn(`${setup.name} ${name}: ${results[name].errors} errors`);
  }
  if (pair > tokens.length * chapterIds.length) console.warn(`${setup.name}: purchases ran out of new pairs`);
  return results;
}

export async function runServerBench(): Promise<void> {
  // The lite art pool: the same works, chapters and answers, without minutes of drawing first.
  const env = { MEDIA_DIR: '.tmp/bench-media-lite', DEMO_MEDIA: 'lite' };
  const table: Record<string, Record<string, string | number>> = {};
  const ratios: Record<string, string> = {};
  const record = (setup: string, results: Record<string, LoadResult>) => {
    const rps = (name: string) => results[name]?.rps ?? Number.NaN;
    ratios[setup] = (rps('home (comic)') / rps('userInfo')).toFixed(2);
    for (const [name, r] of Object.entries(results)) {
      table[name] ??= {};
      Object.assign(table[name], { [`${setup} req/s`]: Math.round(r.rps), [`${setup} p99 ms`]: r.p99.toFixed(1) });
    }
  };

  // The demo art is drawn once into .tmp/ and reused: each setup seeds a fresh database.
  const dir = mkdtempSync(join(tmpdir(), 'manyue-bench-'));
  const sqliteUrl = join(dir, 'bench.db');
  const sqlite = await startServerProcess({ ...env, DATABASE_URL: sqliteUrl });
  try {
    record('SQLite ×1', await measure({ name: 'SQLite ×1', databaseUrl: sqliteUrl, servers: [sqlite] }));
  } finally {
    await sqlite.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const cluster = await startPostgres();
  try {
    for (const processes of [1, 2]) {
      const name = `PostgreSQL ×${processes}`;
      const databaseUrl = await createDatabase(cluster.url, `bench_${processes}`);
      const servers = await Promise.all(
        Array.from({ length: processes }, () => startServerProcess({ ...env, DATABASE_URL: databaseUrl })),
      );
      try {
        record(name, await measure({ name, databaseUrl, servers }));
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    cluster.stop();
  }

  console.log('\n## API server over loopback (32 connections, 4 s each): SQLite and PostgreSQL, one and two processes');
  console.table(table);
  console.log(
    `home / userInfo throughput (target ≥ 0.8; the home kept ${HOME_FRESH_MS / 1000} s per channel): ${JSON.stringify(ratios)}`,
  );
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (2 cores)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runServerBench();
