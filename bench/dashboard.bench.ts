/**
 * The console dashboard's queries on a large site, on SQLite and PostgreSQL: one million ledger
 * rows (half of them chapter purchases, with their purchases rows), 100,000 readers, 100,000
 * orders (some refunded), 300,000 daily sign-ins and a million chapter reads, spread over the
 * last months. Each query (db/dashboard.ts) runs RUNS times; its median and slowest are printed,
 * and the whole answer's (the endpoint runs them side by side). Written straight into a temp file
 * and a temp cluster; bounded by its row counts, it stops by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { moneySection, readingSection } from '../server/admin/dashboard';
import {
  activeReaders,
  newReadersByDay,
  paidOrdersByDay,
  readsByDay,
  refundsByDay,
  signInsByDay,
  topWorksByGold,
  topWorksByReads,
} from '../server/db/dashboard';
import { openDatabase } from '../server/db/database';
import { type Db, engineOf } from '../server/db/engine';
import { chinaDay } from '../server/time/china-time';
import { workRow } from '../tests/server/work-rows';
import { createDatabase, startPostgres } from '../tests/server/postgres-cluster';

const READERS = 100_000;
const LEDGER_ROWS = 1_000_000;
const ORDERS = 100_000;
const SIGN_INS = 300_000;
const READS = 1_000_000;
const WORKS = 200;
const CHAPTERS_PER_WORK = 50;
const CHAPTERS = WORKS * CHAPTERS_PER_WORK;
/** How far back the seeded activity goes: the dashboard looks at the last 30 of them. */
const SPAN_DAYS = 90;
const RUNS = 7;
const BATCH = 1000;
const DAY = 86_400;

const now = Math.floor(Date.now() / 1000);
const today = chinaDay(now);
/** A time `k` steps back within the span (a spread that reaches every day). */
const spreadTime = (k: number, span = SPAN_DAYS) => now - ((k * 7919) % (span * DAY));

/** Inserts `count` rows made by `row(i)` in batches, each batch a transaction. */
async function insertRows<T>(db: Db, table: string, count: number, row: (i: number) => T): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => row(start + j));
    // biome-ignore lint/suspicious/noExplicitAny: the bench writes every table through one loop.
    await db
      .insertInto(table as any)
      .values(rows as any)
      .execute();
  }
}

async function seed(db: Db): Promise<void> {
  const classId = (
    await db
      .insertInto('classes')
      .values({ kind: 'comic', name: '基准', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await insertRows(db, 'works', WORKS, (i) =>
    workRow({ kind: 'comic', title: `作品${i + 1}`, author: '基准', views: i, class_id: classId }),
  );
  const firstWork = Number(
    (
      await db
        .selectFrom('works')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  await insertRows(db, 'chapters', CHAPTERS, (i) => ({
    work_id: firstWork + Math.floor(i / CHAPTERS_PER_WORK),
    idx: (i % CHAPTERS_PER_WORK) + 1,
    title: `第${(i % CHAPTERS_PER_WORK) + 1}话`,
    access: 'gold',
    price: 10 + (i % 5) * 10,
    free_until: null,
    size: 1,
    published_at: 0,
  }));
  const firstChapter = Number(
    (
      await db
        .selectFrom('chapters')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  await insertRows(db, 'users', READERS, (i) => ({
    uid: `b${i}`,
    nickname: `读者${i}`,
    account_certificate: `cert-${i}`,
    share_code: `s${i}`,
    gold: 0,
    vip_expire_time: 0,
    gender: 0,
    // A year of sign-ups, more of them lately.
    created_at: now - Math.floor(365 * DAY * (i / READERS) ** 2),
  }));
  const firstUser = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );

  // Half the ledger is chapter purchases: reader u's j-th buys a chapter of its own (unique pair).
  const purchases = LEDGER_ROWS / 2;
  const purchase = (k: number) => {
    const user = k % READERS;
    const chapter = (user + Math.floor(k / READERS) * 1999) % CHAPTERS;
    return {
      user_id: firstUser + user,
      chapter_id: firstChapter + chapter,
      price: 10 + (chapter % 5) * 10,
      created_at: spreadTime(k),
    };
  };
  await insertRows(db, 'purchases', purchases, purchase);
  const REASONS = ['sign_in', 'welcome', 'recharge', 'adjust'];
  await insertRows(db, 'gold_ledger', LEDGER_ROWS, (k) => {
    if (k < purchases) {
      const p = purchase(k);
      return {
        user_id: p.user_id,
        delta: -p.price,
        reason: 'purchase',
        ref: `chapter:${p.chapter_id}`,
        created_at: p.created_at,
      };
    }
    return {
      user_id: firstUser + (k % READERS),
      delta: 50,
      reason: REASONS[k % 4],
      ref: null,
      created_at: spreadTime(k),
    };
  });

  await insertRows(db, 'orders', ORDERS, (k) => {
    const created = spreadTime(k);
    const status = k % 20 === 0 ? 'refunded' : k % 10 < 8 ? 'paid' : 'expired';
    return {
      order_no: `bench-${k}`,
      user_id: firstUser + ((k * 13) % READERS),
      package_id: 1,
      type: 'gold',
      title: '基准',
      amount_cents: 600 + (k % 5) * 1000,
      gold: 600,
      days: 0,
      status,
      provider: 'sandbox',
      return_url: '/',
      provider_txn: status === 'expired' ? null : `txn-${k}`,
      created_at: created,
      expires_at: created + 900,
      settled_at: status === 'expired' ? null : created + 60,
    };
  });
  const firstOrder = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );
  await insertRows(db, 'refunds', ORDERS / 20, (j) => ({
    order_id: firstOrder + j * 20,
    user_id: firstUser + ((j * 20 * 13) % READERS),
    amount_cents: 600 + ((j * 20) % 5) * 1000,
    gold_taken: 600,
    days_taken: 0,
    reason: '基准',
    operator_id: 1,
    created_at: spreadTime(j * 20) + 3600,
  }));

  // Reader u signs in on days 7u + 70j apart (mod the span): one row per reader and day.
  await insertRows(db, 'sign_ins', SIGN_INS, (k) => ({
    user_id: firstUser + (k % READERS),
    day: today - ((7 * (k % READERS) + 70 * Math.floor(k / READERS)) % SPAN_DAYS),
    streak: 1,
    reward: 10,
    created_at: now,
  }));
  // Reads over 60 days: each day's readers differ, a reader's chapters of a day too.
  await insertRows(db, 'chapter_reads', READS, (k) => {
    const day = k % 60;
    const q = Math.floor(k / 60);
    const chapter = (q * 31 + day) % CHAPTERS;
    return {
      day: today - day,
      user_id: firstUser + ((Math.floor(q / 3) * 7919 + day * 13) % READERS),
      chapter_id: firstChapter + chapter,
      work_id: firstWork + Math.floor(chapter / CHAPTERS_PER_WORK),
    };
  });
  // What the engine knows of the tables after a day of such traffic (PostgreSQL's autovacuum analyses them).
  if (engineOf(db) === 'postgres') await sql`analyze`.execute(db);
}

type Figures = Record<string, string>;

async function timed(work: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)] as number, max: times.at(-1) as number };
}

async function measure(db: Db): Promise<Figures> {
  const first = today - 29;
  const queries: [string, () => Promise<unknown>][] = [
    ['new readers by day', () => newReadersByDay(db, first)],
    ['chapters read and readers by day', () => readsByDay(db, first)],
    ['active readers (30 days)', () => activeReaders(db, first)],
    ['sign-ins by day', () => signInsByDay(db, first)],
    ['orders paid and revenue by day', () => paidOrdersByDay(db, first)],
    ['refunds by day', () => refundsByDay(db, first)],
    ['top works by reads', () => topWorksByReads(db, first, 10)],
    ['top works by gold', () => topWorksByGold(db, first, 10)],
    ['whole answer (side by side)', () => Promise.all([readingSection(db, first), moneySection(db, first)])],
  ];
  const figures: Figures = {};
  for (const [name, work] of queries) {
    const { median, max } = await timed(work);
    figures[name] = `${median.toFixed(1)} ms (max ${max.toFixed(1)})`;
  }
  return figures;
}

async function onEngine(url: string): Promise<{ figures: Figures; seconds: number }> {
  const db = await openDatabase(url);
  try {
    const started = performance.now();
    await seed(db);
    const seconds = (performance.now() - started) / 1000;
    return { figures: await measure(db), seconds };
  } finally {
    await db.destroy();
  }
}

export async function runDashboardBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-dashboard-bench-'));
  let sqlite: Awaited<ReturnType<typeof onEngine>>;
  try {
    sqlite = await onEngine(join(dir, 'bench.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cluster = await startPostgres();
  let postgres: Awaited<ReturnType<typeof onEngine>>;
  try {
    postgres = await onEngine(await createDatabase(cluster.url, 'bench_dashboard'));
  } finally {
    cluster.stop();
  }
  console.log(
    `\n## Dashboard queries (${LEDGER_ROWS.toLocaleString('en')} ledger rows, ${READERS.toLocaleString('en')} readers, ` +
      `${READS.toLocaleString('en')} chapter reads; median of ${RUNS}; seeded in ${sqlite.seconds.toFixed(0)} s SQLite, ${postgres.seconds.toFixed(0)} s PostgreSQL)`,
  );
  console.table(
    Object.keys(sqlite.figures).map((query) => ({
      query,
      SQLite: sqlite.figures[query],
      PostgreSQL: postgres.figures[query],
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runDashboardBench();
