/**
 * 0012_auto_buy_by_work: auto-buy is a reader's choice for one work (自动购买下一话 in that work's
 * purchase sheet), no longer one switch for everything they read. A reader who had it on keeps it
 * on for the works they have bought chapters of; the old per-reader table goes.
 */
import { type Kysely, sql } from 'kysely';

export async function autoBuyByWork(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auto_buy_works')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('auto_buy_works_pk', ['user_id', 'work_id'])
    .execute();
  await sql`
    insert into auto_buy_works (user_id, work_id)
    select distinct purchases.user_id, chapters.work_id
    from reading_prefs
    join purchases on purchases.user_id = reading_prefs.user_id
    join chapters on chapters.id = purchases.chapter_id
    where reading_prefs.auto_buy = 1
  `.execute(db);
  await db.schema.dropTable('reading_prefs').execute();
}
