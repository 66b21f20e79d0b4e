/**
 * writeTransaction against two connections to one file: it takes the write lock when it begins
 * (Kysely's own `begin` is DEFERRED and fails on upgrade when another writer committed in between),
 * rolls back when its work throws, and runs one at a time within the process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { writeTransaction } from '../../server/db/engine';

let dir: string;
let ours: SQLite.Database;
let theirs: SQLite.Database;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'manyue-trx-'));
  const file = join(dir, 'trx.db');
  ours = new SQLite(file);
  ours.pragma('journal_mode = WAL');
  ours.exec('create table t (x integer not null)');
  ours.exec('insert into t values (1)');
  // The other process gives up at once instead of waiting: this test runs on one thread.
  theirs = new SQLite(file);
  theirs.pragma('busy_timeout = 0');
  db = new Kysely({ dialect: new SqliteDialect({ database: ours }) }) as unknown as Db;
});
afterEach(async () => {
  await db.destroy();
  theirs.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = () => theirs.prepare('insert into t values (2)').run();
// The tests' own table is not in the app's schema: plain SQL through the connection given.
const readT = async (trx: Db) => (await sql<{ n: number }>`select count(*) as n from t`.execute(trx)).rows[0]?.n;
const writeT = (trx: Db) => sql`insert into t values (3)`.execute(trx);

it('holds the write lock from its start: another writer is kept out until it commits', async () => {
  await writeTransaction(db, async (trx) => {
    expect(await readT(trx)).toBe(1);
    expect(write).toThrow(/locked|busy/i);
    await writeT(trx);
  });
  write();
  expect(theirs.prepare('select count(*) as n from t').get()).toEqual({ n: 3 });
});

it('is needed: Kysely’s deferred transaction fails to write after another writer committed', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      expect(await readT(trx as unknown as Db)).toBe(1);
      write();
      await writeT(trx as unknown as Db);
    }),
  ).rejects.toThrow(/busy|locked/i);
});

it('rolls back when its work throws and leaves the connection usable', async () => {
  await expect(
    writeTransaction(db, async (trx) => {
      await writeT(trx);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(ours.inTransaction).toBe(false);
  expect(await readT(db)).toBe(1);
  write();
});

it('never interleaves two transactions of this process, even when one waits inside', async () => {
  const events: string[] = [];
  const run = (name: string, wait: number) =>
    writeTransaction(db, async () => {
      events.push(`${name} begin`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      events.push(`${name} end`);
    });
  await Promise.all([run('a', 30), run('b', 0), run('c', 10)]);
  expect(events).toEqual(['a begin', 'a end', 'b begin', 'b end', 'c begin', 'c end']);
});
