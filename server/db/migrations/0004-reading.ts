/**
 * 0004_reading: what a reader owns and keeps: bought chapters, favourites, footprints (where they
 * stopped in each work) and reading preferences. Gold moves only through purchases written with a
 * ledger row and the balance in one transaction (server/api/chapter-purchases.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function createReadingTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // No cascade: a chapter somebody paid for cannot vanish silently; removing it means refunding first.
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id'))
    // The price paid, kept because the chapter's price may change later.
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    // The last line of defence against paying twice: a second insert for the pair does nothing.
    .addUniqueConstraint('purchases_user_chapter', ['user_id', 'chapter_id'])
    .execute();
  // "My purchases", newest first; the unique pair already serves lookups by (user, chapter).
  await db.schema.createIndex('purchases_user_created').on('purchases').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('purchases_chapter').on('purchases').column('chapter_id').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'work_id'])
    .execute();
  // favoriteList: newest first, ties by rowid (insertion order). Ascending on purpose: SQLite reads it
  // backwards, and the rowid every index ends with then sorts the ties too (no temporary sort).
  await db.schema.createIndex('favorites_user_created').on('favorites').columns(['user_id', 'created_at']).execute();
  // For the cascade when a work is deleted.
  await db.schema.createIndex('favorites_work').on('favorites').column('work_id').execute();

  await db.schema
    .createTable('footprints')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    // Page index (comic), text fraction ×1000 (novel) or seconds (video).
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('footprints_pk', ['user_id', 'work_id'])
    .execute();
  // footprintList: most recently read first, read backwards as above.
  await db.schema.createIndex('footprints_user_updated').on('footprints').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('footprints_work').on('footprints').column('work_id').execute();
  await db.schema.createIndex('footprints_chapter').on('footprints').column('chapter_id').execute();

  await db.schema
    .createTable('reading_prefs')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    // 1: open a gold-locked chapter by buying it at once when the balance suffices (chapterContent).
    .addColumn('auto_buy', 'integer', (c) => c.notNull().defaultTo(0).check(sql`auto_buy in (0, 1)`))
    .execute();
}
