/**
 * 0016_dashboard: the dashboard's daily tallies, kept by triggers as rows are written, so that its
 * figures read at most a row per day (and per work) whatever the site's size, and so that every
 * writer of chapter_reads and purchases (the server, imports, a restore) keeps them without
 * remembering to.
 * - dashboard_days: chapters read and active readers per China day.
 * - work_days: per China day and work, chapters read and gold spent on its chapters.
 * - reader_days: who read on a day (one row each: the day's active readers are its inserts).
 * - users.last_read_day: a reader's latest day of reading: readers of the last N days, one index range.
 * - orders and refunds by time with their amounts in the index.
 * Purchases made before are tallied here. Frozen as shipped: this file imports Kysely only.
 */
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/** China day of a Unix-seconds value, as both engines divide integers. */
const CHINA_DAY = (t: RawBuilder<unknown>) => sql`(${t} + 28800) / 86400`;

const TALLIES: Record<string, RawBuilder<unknown>[]> = {
  chapter_reads: [
    sql`insert into work_days (day, work_id, reads, gold) values (new.day, new.work_id, 1, 0)
      on conflict (day, work_id) do update set reads = work_days.reads + 1`,
    sql`insert into dashboard_days (day, chapters_read, active_readers) values (new.day, 1, 0)
      on conflict (day) do update set chapters_read = dashboard_days.chapters_read + 1`,
    sql`insert into reader_days (day, user_id) values (new.day, new.user_id) on conflict (day, user_id) do nothing`,
  ],
  reader_days: [
    sql`insert into dashboard_days (day, chapters_read, active_readers) values (new.day, 0, 1)
      on conflict (day) do update set active_readers = dashboard_days.active_readers + 1`,
    sql`update users set last_read_day = new.day
      where id = new.user_id and (last_read_day is null or last_read_day < new.day)`,
  ],
  purchases: [
    sql`insert into work_days (day, work_id, reads, gold)
      select ${CHINA_DAY(sql`new.created_at`)}, work_id, 0, new.price from chapters where id = new.chapter_id
      on conflict (day, work_id) do update set gold = work_days.gold + excluded.gold`,
  ],
};

async function tallyOnInsert(db: Kysely<unknown>, table: string, statements: RawBuilder<unknown>[], sqlite: boolean) {
  const name = sql.id(`${table}_tally`);
  const body = sql.join(statements, sql`; `);
  if (sqlite) {
    await sql`create trigger ${name} after insert on ${sql.table(table)} begin ${body}; end`.execute(db);
    return;
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`.execute(
    db,
  );
  await sql`create trigger ${name} after insert on ${sql.table(table)} for each row execute function ${name}()`.execute(
    db,
  );
}

export async function tallyDashboard(db: Kysely<unknown>): Promise<void> {
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  await db.schema
    .createTable('dashboard_days')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('chapters_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_readers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('work_days')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('work_id', 'integer', (c) => c.notNull())
    .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gold', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('work_days_pk', ['day', 'work_id'])
    .execute();
  await db.schema
    .createTable('reader_days')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reader_days_pk', ['day', 'user_id'])
    .execute();
  await db.schema.alterTable('users').addColumn('last_read_day', 'integer').execute();
  await db.schema.createIndex('users_last_read_day').on('users').column('last_read_day').execute();
  await sql`insert into work_days (day, work_id, reads, gold)
    select ${CHINA_DAY(sql`purchases.created_at`)}, chapters.work_id, 0, sum(purchases.price)
    from purchases join chapters on chapters.id = purchases.chapter_id group by 1, 2`.execute(db);
  for (const [table, statements] of Object.entries(TALLIES)) await tallyOnInsert(db, table, statements, sqlite);

  await db.schema
    .createIndex('orders_settled_amount')
    .on('orders')
    .columns(['settled_at', 'status', 'amount_cents'])
    .execute();
  await db.schema.createIndex('refunds_created_amount').on('refunds').columns(['created_at', 'amount_cents']).execute();
}
