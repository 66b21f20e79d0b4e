/**
 * 0011_search: the tables of the works' search keys (server/search/keys.ts). The keys themselves
 * are written with every work, and those of works written before this migration when the database
 * opens (db/search.ts, writeMissingSearchKeys): a migration stays as it shipped, so it computes none.
 *
 * Terms are compared in code point order on both engines (SQLite's BINARY; "C" on PostgreSQL, whose
 * default collation does not order by code point), so that a prefix is a range of the primary key,
 * and a broad query's terms are read in order of rank and views from an index on their first
 * character (head), of the terms at the start of the keys (lane 0) only. On SQLite the terms table
 * is its own index (WITHOUT ROWID). Each term holds its work's kind and views: a search filters and
 * sorts without reading works.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

export async function createSearchTables(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('work_search')
    .addColumn('work_id', 'integer', (c) => c.primaryKey().references('works.id').onDelete('cascade'))
    .addColumn('title_units', 'text', (c) => c.notNull())
    .addColumn('author_units', 'text', (c) => c.notNull())
    .execute();
  const codePoints = (c: ColumnDefinitionBuilder) => (postgres ? c.modifyFront(sql`collate "C"`) : c).notNull();
  await db.schema
    .createTable('work_search_terms')
    .addColumn('lane', 'integer', (c) => c.notNull())
    .addColumn('term', 'text', codePoints)
    .addColumn('head', 'text', codePoints)
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .$call((table) =>
      postgres
        ? table
        : table
            .addPrimaryKeyConstraint('work_search_terms_pk', ['lane', 'term', 'rank', 'work_id'])
            .modifyEnd(sql`without rowid`),
    )
    .execute();
  // PostgreSQL answers a range from the index alone when the index holds every column the search
  // reads (visiting a heap that inserts scattered is slow); SQLite's table is its primary key, and
  // its indexes hold the primary key's columns.
  // The heads' index is for broad queries, which read lane 0 only: it holds that lane alone.
  if (postgres) {
    await sql`alter table work_search_terms add constraint work_search_terms_pk
      primary key (lane, term, rank, work_id) include (kind, views)`.execute(db);
    await sql`create index work_search_terms_head on work_search_terms
      (head, rank, views desc, work_id) include (term, kind) where lane = 0`.execute(db);
  } else {
    await db.schema
      .createIndex('work_search_terms_head')
      .on('work_search_terms')
      .columns(['head', 'rank', 'views desc', 'work_id', 'kind'])
      .where(sql.ref('lane'), '=', 0)
      .execute();
  }
  await db.schema.createIndex('work_search_terms_work').on('work_search_terms').column('work_id').execute();
}
