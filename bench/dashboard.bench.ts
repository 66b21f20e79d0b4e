/**
 * The console dashboard's queries on a large site, on SQLite and PostgreSQL: one million ledger
 * rows (half of them chapter purchases, with their purchases rows), 100,000 readers, 100,000
 * orders (some refunded), 300,000 daily sign-ins and 600,000 chapter reads (tallied by their
 * triggers as they are written), spread over the last months. Each query (db/dashboard.ts) runs RUNS times; its median and slowest are printed,
 * and the whole answer's (the endpoint runs them side by side). Written straight into a temp file
 * and a temp cluster; bounded by its row counts, it stops by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RawBuilder, sql } from 'kysely';
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
import { createDatabase, startPostgres } from '../tests/server/postgres-cluster';
import { workRow } from '../tests/server/work-rows';

const READERS = 100_000;
const LEDGER_ROWS = 1_000_000;
const ORDERS = 100_000;
const SIGN_INS = 300_000;
const READS = 600_000;
const WORKS = 200;
const CHAPTERS_PER_WORK = 50;
const CHAPTERS = WORKS * CHAPTERS_PER_WORK;
/** How far back the seeded activity goes: the dashboard looks at the last 30 of them. */
const SPAN_DAYS = 90;
const RUNS = 7;
/** Rows of a table with tally triggers written per statement. */
const TALLIED_BATCH = 3000;
const DAY = 86_400;

const now = Math.floor(Date.now() / 1000);
const today = chinaDay(now);

/**
 * Inserts `count` rows made from `i` by `select`, `batch` rows to a statement (each its own
 * transaction): the numbers come from a recursive query both engines run, so a million rows take
 * seconds. Rows whose triggers update the same tally row go in small batches, as readers' opens
 * do: PostgreSQL keeps every version of a row one transaction updates until it ends.
 */
async function insertSeries(
  db: Db,
  table: string,
  columns: string[],
  count: number,
  select: RawBuilder<unknown>,
  batch = count,
) {
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await sql`with recursive n(i) as (select cast(${sql.lit(from)} as bigint) union all select i + 1 from n where i < ${sql.lit(to)})
      insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))}) select ${select} from n`.execute(db);
  }
}

const firstId = async (db: Db, table: 'works' | 'chapters' | 'users' | 'orders') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id,
  );

async function seed(db: Db): Promise<void> {
  const lit = sql.lit;
  const classId = (
    await db
      .insertInto('classes')
      .values({ kind: 'comic', name: '基准', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (let i = 0; i < WORKS; i++)
    await db
      .insertInto('works')
      .values(workRow({ kind: 'comic', title: `作品${i + 1}`, author: '基准', views: i, class_id: classId }))
      .execute();
  const work = await firstId(db, 'works');
  await insertSeries(
    db,
    'chapters',
    ['work_id', 'idx', 'title', 'access', 'price', 'size', 'published_at'],
    CHAPTERS,
    sql`${lit(work)} + i / ${lit(CHAPTERS_PER_WORK)}, i % ${lit(CHAPTERS_PER_WORK)} + 1, 'c', 'gold', 10 + (i % 5) * 10, 1, 0`,
  );
  const chapter = await firstId(db, 'chapters');
  // A year of sign-ups.
  await insertSeries(
    db,
    'users',
    ['uid', 'nickname', 'account_certificate', 'share_code', 'gold', 'vip_expire_time', 'gender', 'created_at'],
    READERS,
    sql`'b' || i, 'r' || i, 'c' || i, 's' || i, 0, 0, 0, ${lit(now)} - (i * 7919) % ${lit(365 * DAY)}`,
  );
  const user = await firstId(db, 'users');
  const spread = (i: RawBuilder<unknown>) => sql`${lit(now)} - (${i} * 7919) % ${lit(SPAN_DAYS * DAY)}`;
  // Half the ledger is chapter purchases: reader u's j-th buys chapter (u + 1999 j) mod CHAPTERS, a pair of its own.
  const bought = sql`(i % ${lit(READERS)} + (i / ${lit(READERS)}) * 1999) % ${lit(CHAPTERS)}`;
  const purchases = LEDGER_ROWS / 2;
  await insertSeries(
    db,
    'purchases',
    ['user_id', 'chapter_id', 'price', 'created_at'],
    purchases,
    sql`${lit(user)} + i % ${lit(READERS)}, ${lit(chapter)} + ${bought}, 10 + (${bought} % 5) * 10, ${spread(sql`i`)}`,
    TALLIED_BATCH,
  );
  await insertSeries(
    db,
    'gold_ledger',
    ['user_id', 'delta', 'reason', 'ref', 'created_at'],
    LEDGER_ROWS,
    sql`${lit(user)} + i % ${lit(READERS)},
      case when i < ${lit(purchases)} then -(10 + (${bought} % 5) * 10) else 50 end,
      case when i < ${lit(purchases)} then 'purchase' when i % 4 = 0 then 'sign_in' when i % 4 = 1 then 'welcome'
        when i % 4 = 2 then 'recharge' else 'adjust' end,
      case when i < ${lit(purchases)} then 'chapter:' || (${lit(chapter)} + ${bought}) else null end,
      ${spread(sql`i`)}`,
  );
  // Orders: every 20th refunded, 8 in 10 paid, the rest expired.
  const status = sql`case when i % 20 = 0 then 'refunded' when i % 10 < 8 then 'paid' else 'expired' end`;
  await insertSeries(
    db,
    'orders',
    ['order_no', 'user_id', 'package_id', 'type', 'title', 'amount_cents', 'gold', 'days', 'status', 'provider'].concat(
      ['return_url', 'created_at', 'expires_at', 'settled_at'],
    ),
    ORDERS,
    sql`'bench-' || i, ${lit(user)} + (i * 13) % ${lit(READERS)}, 1, 'gold', 'b', 600 + (i % 5) * 1000, 600, 0,
      ${status}, 'sandbox', '/', ${spread(sql`i`)}, ${spread(sql`i`)} + 900,
      case when i % 20 <> 0 and i % 10 >= 8 then null else ${spread(sql`i`)} + 60 end`,
  );
  const order = await firstId(db, 'orders');
  await insertSeries(
    db,
    'refunds',
    ['order_id', 'user_id', 'amount_cents', 'gold_taken', 'days_taken', 'reason', 'operator_id', 'created_at'],
    ORDERS / 20,
    sql`${lit(order)} + i * 20, ${lit(user)} + (i * 20 * 13) % ${lit(READERS)}, 600 + (i * 20 % 5) * 1000, 600, 0, 'b', 1,
      ${spread(sql`i * 20`)} + 3600`,
  );
  // Reader u signs in on days 7u + 70j back (mod the span): one row per reader and day.
  await insertSeries(
    db,
    'sign_ins',
    ['user_id', 'day', 'streak', 'reward', 'created_at'],
    SIGN_INS,
    sql`${lit(user)} + i % ${lit(READERS)}, ${lit(today)} - (7 * (i % ${lit(READERS)}) + 70 * (i / ${lit(READERS)})) % ${lit(SPAN_DAYS)},
      1, 10, ${lit(now)}`,
  );
  // Reads over 60 days, through the triggers that tally them: each day's readers differ, each reads 3 chapters.
  const day = sql`i % 60`;
  const q = sql`(i / 60)`;
  const read = sql`(${q} * 31 + ${day}) % ${lit(CHAPTERS)}`;
  await insertSeries(
    db,
    'chapter_reads',
    ['day', 'user_id', 'chapter_id', 'work_id'],
    READS,
    sql`${lit(today)} - ${day}, ${lit(user)} + ((${q} / 3) * 7919 + ${day} * 13) % ${lit(READERS)},
      ${lit(chapter)} + ${read}, ${lit(work)} + ${read} / ${lit(CHAPTERS_PER_WORK)}`,
    TALLIED_BATCH,
  );
  // What the engine knows of the tables after such traffic (PostgreSQL's autovacuum analyses them).
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
