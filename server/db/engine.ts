/**
 * Everything that differs between SQLite and PostgreSQL, in one place: opening a connection from
 * DATABASE_URL, the DDL translation the shared migrations need, how a write transaction locks,
 * and the append-only trigger of the gold ledger. The stores (users.ts, gold.ts, …) are written
 * once, in the SQL both engines accept.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type ColumnDefinitionNode,
  CreateTableNode,
  DataTypeNode,
  Kysely,
  type KyselyPlugin,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

/** `postgres://…` (or `postgresql://…`) is PostgreSQL; anything else is a SQLite file path. */
export const engineOfUrl = (url: string): Engine => (/^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite');

/** The engine behind a Kysely instance (or a transaction of one). */
export const engineOf = (db: Kysely<unknown> | Db): Engine =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** PostgreSQL's bigint and numeric come back as strings by default; ours all fit a JS number. */
const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Connections each server process keeps to PostgreSQL (DATABASE_POOL_SIZE). */
const DEFAULT_POOL_SIZE = 10;

export function connect(url: string, poolSize = DEFAULT_POOL_SIZE): Db {
  if (engineOfUrl(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: poolSize, types: PG_TYPES });
    // An idle connection the server dropped (a restart, a failover): the pool opens a new one when
    // needed; unheard, the error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url, { timeout: BUSY_MS });
  walMode(sqlite);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteFileDialect({ database: sqlite }) });
}

/** How long a SQLite statement waits for another process's lock while serving. */
const BUSY_MS = 5000;
/** How long a process starting next to another waits for it (its WAL switch, its migrations). */
const START_WAIT_MS = 120_000;

/**
 * Switches the file to WAL. A second process opening a new file as the first one switches it is
 * answered SQLITE_BUSY at once, without the busy handler: it tries again until the first is done.
 */
function walMode(sqlite: SQLite.Database): void {
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (codeOf(error) !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      // At start-up only, before the server serves anything: a short synchronous pause.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/**
 * Kysely's SQLite migration lock does nothing (one connection per process); two processes starting
 * on one new file would both create the tables. Here the migrations run inside `BEGIN IMMEDIATE`:
 * the second process waits for the first, then finds them applied.
 */
class SqliteMigrationLock extends SqliteAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    // The other process may migrate (and seed) for longer than a request would ever wait.
    await sql.raw(`pragma busy_timeout = ${START_WAIT_MS}`).execute(db);
    await sql`begin immediate`.execute(db);
    await sql.raw(`pragma busy_timeout = ${BUSY_MS}`).execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`commit`.execute(db);
  }
}

class SqliteFileDialect extends SqliteDialect {
  override createAdapter() {
    return new SqliteMigrationLock();
  }
}

/**
 * The migrations are written with SQLite's types (`integer primary key autoincrement`, `real`).
 * On PostgreSQL: an auto-increment key becomes `bigserial`, every integer a `bigint` (Unix seconds
 * outlive 2038, and keys match the columns referencing them) and `real` a `double precision`.
 */
export const postgresDdl: KyselyPlugin = {
  transformQuery({ node }) {
    if (!CreateTableNode.is(node)) return node;
    const columns = node.columns.map((column): ColumnDefinitionNode => {
      const type = DataTypeNode.is(column.dataType) ? column.dataType.dataType : null;
      if (column.autoIncrement) return { ...column, dataType: DataTypeNode.create('bigserial'), autoIncrement: false };
      if (type === 'integer') return { ...column, dataType: DataTypeNode.create('bigint') };
      if (type === 'real') return { ...column, dataType: DataTypeNode.create('double precision') };
      return column;
    });
    return { ...node, columns };
  },
  transformResult: async ({ result }) => result,
};

/** PostgreSQL codes after which a transaction may simply run again. */
const SERIALIZATION = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
/**
 * unique_violation: a concurrent transaction took the key first (two imports creating one class);
 * run again, the transaction sees that row. A real duplicate fails the same way again, so it is
 * retried only a few times.
 */
const UNIQUE = '23505';
const MAX_ATTEMPTS = 30;
const MAX_UNIQUE_ATTEMPTS = 3;

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? ((error as { code?: string }).code ?? '') : '';

const mayRetry = (error: unknown, attempt: number) =>
  (SERIALIZATION.has(codeOf(error)) && attempt < MAX_ATTEMPTS) ||
  (codeOf(error) === UNIQUE && attempt < MAX_UNIQUE_ATTEMPTS);

/**
 * Runs `work` as one write transaction: committed when it resolves, rolled back when it throws.
 * `work` must use only the `trx` it is given, and on PostgreSQL may run more than once (write
 * nothing outside the database in it).
 *
 * SQLite: `BEGIN IMMEDIATE`, so the transaction holds the database's write lock from its start.
 * Kysely's SqliteDialect has one connection behind a mutex and opens transactions with a plain
 * (DEFERRED) `begin`; the mutex keeps this process's requests apart but not another process on the
 * same file (the import command, a second server): a deferred transaction that has read and then
 * writes fails with SQLITE_BUSY when that process committed in between. IMMEDIATE waits
 * (busy_timeout) for the lock before the first read.
 *
 * PostgreSQL: READ COMMITTED, so that many run at once. Every statement sees what others have
 * committed, and the stores' writes are guarded where a race could matter (unique keys with ON
 * CONFLICT, `where gold >= price` on a debit, which PostgreSQL re-checks on the row it waited
 * for); what must not interleave at all takes `exclusive(trx, key)` first. Run again after a
 * deadlock or a unique key a concurrent transaction took first.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (engineOf(db) === 'sqlite') return sqliteImmediate(db, work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!mayRetry(error, attempt)) throw error;
      // A little random wait, longer after each conflict, so that the same two do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
    }
  }
}

/**
 * Within a write transaction: waits until no other transaction holds `key`, and holds it until
 * this one ends (checks-then-inserts such as seeding an empty database). SQLite's write
 * transactions already hold the whole database.
 */
export async function exclusive(trx: Db, key: string): Promise<void> {
  if (engineOf(trx) === 'sqlite') return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

function sqliteImmediate<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (trx) => {
    await sql`begin immediate`.execute(trx);
    let result: T;
    try {
      result = await work(trx);
    } catch (error) {
      // Some SQLite errors have already rolled back by themselves: the original error is the one to tell.
      await sql`rollback`.execute(trx).catch(() => undefined);
      throw error;
    }
    try {
      await sql`commit`.execute(trx);
    } catch (error) {
      // A failed commit leaves the transaction open: close it, or the next request would run inside it.
      await sql`rollback`.execute(trx).catch(() => undefined);
      throw error;
    }
    return result;
  });
}
