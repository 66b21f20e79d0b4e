/**
 * A write transaction that takes SQLite's write lock when it begins (`BEGIN IMMEDIATE`).
 *
 * Kysely's SqliteDialect has one connection behind a mutex and opens transactions with a plain
 * `begin` (DEFERRED). The mutex already keeps two requests of this process from interleaving
 * inside a transaction, but not another process on the same file (the import command, a second
 * server): a deferred transaction that has read and then writes fails with SQLITE_BUSY when that
 * process committed in between, and busy_timeout does not retry it. IMMEDIATE waits (busy_timeout)
 * for the lock before the first read, so what the transaction checks still holds when it writes.
 */
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` in an immediate transaction: committed when it resolves, rolled back when it throws.
 * `work` must use only the `trx` it is given: the outer `db` waits for this very connection.
 */
export function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
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
