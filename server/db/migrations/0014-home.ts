/**
 * 0014_home: the homes as the editors lay them out in the console. One row per name: `channel:comic`,
 * `channel:novel`, `channel:video` (a layout: menu tabs, banners, sections) and `hot_words`; the value
 * is JSON checked by the console API's schema. A channel without a row shows the layout built from
 * the content tables (its banners, the standard sections).
 */
import type { Kysely } from 'kysely';

export async function createHomeTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('home_layouts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
}
