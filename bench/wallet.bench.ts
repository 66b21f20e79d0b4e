/**
 * Purchases and daily sign-ins over loopback at 32 connections, req/s and p99, on SQLite and
 * PostgreSQL (one process each). Every request is a real write: buyChapter a new (reader, chapter)
 * pair, signIn a reader's first sign-in of the day (its row, the ledger row and the balance in one
 * transaction). The readers are written straight into the database beforehand (thousands of them:
 * each may sign in once a day).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashToken, newCertificate, newToken, newUid, randomCode } from '../server/auth/tokens';
import { connect, type Db, writeTransaction } from '../server/db/engine';
import { credit } from '../server/db/gold';
import { createDatabase, startPostgres } from '../tests/server/postgres-cluster';
import { chaptersForSale } from './for-sale';
import { type LoadResult, load } from './load';
import { type RunningServer, startServerProcess } from './server-process';

const READERS = 12_000;
const BUYERS = 200;

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** `count` readers with a session each (and gold for the first BUYERS); their tokens. */
async function makeReaders(db: Db, count: number): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => newToken());
    await writeTransaction(db, async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          batch.map(() => ({
            uid: newUid() + randomCode(6),
            nickname: 'bench',
            email: null,
            password_hash: null,
            account_certificate: newCertificate(),
            share_code: randomCode(12),
            inviter_code: null,
            gold: 0,
            vip_expire_time: 0,
            gender: 0 as const,
            avatar: null,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('sessions')
        .values(
          users.map((u, i) => ({
            token_hash: hashToken(batch[i] as string),
            user_id: u.id,
            created_at: now,
            expires_at: now + 86400,
          })),
        )
        .execute();
      for (const u of users.slice(0, Math.max(0, BUYERS - start))) {
        await credit(trx, u.id, 10_000_000, { reason: 'bench' });
      }
    });
    tokens.push(...batch);
  }
  return tokens;
}

async function measure(name: string, databaseUrl: string, server: RunningServer): Promise<Record<string, LoadResult>> {
  const db = connect(databaseUrl);
  let tokens: string[];
  let chapterIds: number[];
  try {
    tokens = await makeReaders(db, READERS);
    chapterIds = await chaptersForSale(db);
  } finally {
    await db.destroy();
  }
  let pair = 0;
  let signer = 0;
  const cases: Record<string, () => Promise<Response>> = {
    'buyChapter (a new purchase each)': () => {
      const i = pair++;
      const token = tokens[i % BUYERS];
      const chapter_id = chapterIds[Math.floor(i / BUYERS) % chapterIds.length];
      return post(`${server.url}/api2/buyChapter.html`, { chapter_id, access_token: token });
    },
    'signIn (a first sign-in each)': () =>
      post(`${server.url}/api2/signIn.html`, { access_token: tokens[signer++ % tokens.length] }),
  };
  const results: Record<string, LoadResult> = {};
  for (const [label, send] of Object.entries(cases)) {
    await load(send, { seconds: 1 }); // warm-up
    results[label] = await load(send);
    if (results[label].errors > 0) console.warn(`${name} ${label}: ${results[label].errors} errors`);
  }
  if (signer > tokens.length) console.warn(`${name}: sign-ins ran out of readers (the rest were 409s)`);
  if (pair > BUYERS * chapterIds.length) console.warn(`${name}: purchases ran out of new pairs`);
  return results;
}

export async function runWalletBench(): Promise<void> {
  const env = { MEDIA_DIR: '.tmp/bench-media-lite', DEMO_MEDIA: 'lite' };
  const table: Record<string, Record<string, string | number>> = {};
  const record = (setup: string, results: Record<string, LoadResult>) => {
    for (const [label, r] of Object.entries(results)) {
      table[label] ??= {};
      Object.assign(table[label], {
        [`${setup} req/s`]: Math.round(r.rps),
        [`${setup} p99 ms`]: r.p99.toFixed(1),
      });
    }
  };

  const dir = mkdtempSync(join(tmpdir(), 'manyue-wallet-bench-'));
  const sqliteUrl = join(dir, 'bench.db');
  const sqlite = await startServerProcess({ ...env, DATABASE_URL: sqliteUrl });
  try {
    record('SQLite', await measure('SQLite', sqliteUrl, sqlite));
  } finally {
    await sqlite.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const cluster = await startPostgres();
  try {
    const databaseUrl = await createDatabase(cluster.url, 'bench_wallet');
    const server = await startServerProcess({ ...env, DATABASE_URL: databaseUrl });
    try {
      record('PostgreSQL', await measure('PostgreSQL', databaseUrl, server));
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }

  console.log('\n## Purchases and daily sign-ins (32 connections, 4 s each, every request a real write)');
  console.table(table);
}

if (import.meta.url === `file://${process.argv[1]}`) await runWalletBench();
