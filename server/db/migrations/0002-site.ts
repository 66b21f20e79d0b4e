/** 0002_site: the site's settings and its notices. */
import type { Kysely } from 'kysely';

export async function createSiteTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_config')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('show_frequency', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
