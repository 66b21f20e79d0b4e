/**
 * 0005_portable: what the first migrations left to SQLite alone. The gold ledger refuses UPDATE
 * and DELETE (a trigger on either engine); favourites and footprints get a per-reader sequence
 * number that orders rows written within the same second (SQLite's rowid did, PostgreSQL has none).
 */
import { type Kysely, sql } from 'kysely';
import { appendOnly, engineOf } from '../engine';

export async function makePortable(db: Kysely<unknown>): Promise<void> {
  await appendOnly(db, 'gold_ledger');
  const sqlite = engineOf(db) === 'sqlite';
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
