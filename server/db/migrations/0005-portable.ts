/**
 * 0005_portable: what the first migrations left to SQLite alone. The gold ledger refuses UPDATE
 * and DELETE (a trigger on either engine); favourites and footprints get a per-reader sequence
 * number that orders rows written within the same second (SQLite's rowid did, PostgreSQL has none).
 * Frozen as shipped: the trigger's helper is this file's own copy, not the engine module's.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function makePortable(db: Kysely<unknown>): Promise<void> {
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  await appendOnly(db, 'gold_ledger', sqlite);
  for (const [table, time] of [
    ['favorites', 'created_at'],
    ['footprints', 'updated_at'],
  ] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('seq', sqlite ? 'integer' : 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // Rows written before: their insertion order, which is what rowid told.
    if (sqlite) await sql`update ${sql.table(table)} set seq = rowid`.execute(db);
    await db.schema.dropIndex(`${table}_user_${time === 'created_at' ? 'created' : 'updated'}`).execute();
    await db.schema
      .createIndex(`${table}_user_${time}_seq`)
      .on(table)
      .columns(['user_id', `${time} desc`, 'seq desc'])
      .execute();
  }
}

/** Makes `table` refuse UPDATE and DELETE: rows are only ever added. */
async function appendOnly(db: Kysely<unknown>, table: string, sqlite: boolean): Promise<void> {
  const message = sql.lit(`${table} is append-only`);
  if (sqlite) {
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_no_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
        begin select raise(abort, ${message}); end`.execute(db);
    }
    return;
  }
  await sql`create function ${sql.id(`${table}_append_only`)}() returns trigger language plpgsql as $$
    begin raise exception ${message} using errcode = 'restrict_violation'; end $$`.execute(db);
  await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
    for each row execute function ${sql.id(`${table}_append_only`)}()`.execute(db);
}
