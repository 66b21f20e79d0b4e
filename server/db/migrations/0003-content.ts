/**
 * 0003_content: works (comics, novels, videos) with their chapters and media, classes, tags,
 * collections (topics), banners, packages and the app recommendation list. Media columns hold
 * paths relative to the media root (`demo/…`, `works/…`, `samples/…`); answers make them absolute.
 */
import { type Kysely, sql } from 'kysely';

export async function createContentTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('classes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('comic', 'novel', 'video')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('classes_kind_name', ['kind', 'name'])
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('works')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('comic', 'novel', 'video')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ongoing', 'completed')`))
    // ISO weekday of new chapters (1 = Monday); null when the work is not on the schedule.
    .addColumn('update_weekday', 'integer', (c) => c.check(sql`update_weekday between 1 and 7`))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'real', (c) => c.notNull().defaultTo(0))
    // End of the work's limited-free window (Unix seconds): its paid chapters are free until then.
    .addColumn('free_until', 'integer')
    // Editor's picks (编辑推荐) in this order; null for the others.
    .addColumn('editor_pick', 'integer')
    // Kept with the chapters in one transaction, so that lists need no chapter query.
    .addColumn('chapter_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latest_title', 'text', (c) => c.notNull().defaultTo(''))
    // demo: generated at first start (its limited-free windows roll forward); import: an operator's.
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('demo', 'import')`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  // One index per list order (hot, new, score) within a kind, and per filter the lists use.
  await db.schema.createIndex('works_kind_views').on('works').columns(['kind', 'views desc', 'id']).execute();
  await db.schema.createIndex('works_kind_updated').on('works').columns(['kind', 'updated_at desc', 'id']).execute();
  await db.schema.createIndex('works_kind_created').on('works').columns(['kind', 'created_at desc', 'id']).execute();
  await db.schema.createIndex('works_kind_score').on('works').columns(['kind', 'score desc', 'id']).execute();
  await db.schema.createIndex('works_class_views').on('works').columns(['class_id', 'views desc', 'id']).execute();
  await db.schema.createIndex('works_kind_status').on('works').columns(['kind', 'status']).execute();
  await db.schema.createIndex('works_weekday').on('works').columns(['update_weekday', 'kind']).execute();
  await db.schema.createIndex('works_free_until').on('works').column('free_until').execute();
  await db.schema.createIndex('works_editor_pick').on('works').columns(['kind', 'editor_pick']).execute();
  await db.schema.createIndex('works_views').on('works').columns(['views desc', 'id']).execute();

  await db.schema
    .createTable('work_tags')
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('work_tags_pk', ['work_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('work_tags_tag').on('work_tags').columns(['tag_id', 'work_id']).execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // The lasting rule; limited_free is derived from a window in the future (chapter or work).
    .addColumn('access', 'text', (c) => c.notNull().check(sql`access in ('free', 'vip', 'gold')`))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('free_until', 'integer')
    // Pages, seconds or characters, by kind.
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('chapters_work_idx', ['work_id', 'idx'])
    .execute();

  await db.schema
    .createTable('comic_pages')
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('comic_pages_pk', ['chapter_id', 'idx'])
    .execute();

  await db.schema
    .createTable('novel_texts')
    .addColumn('chapter_id', 'integer', (c) => c.primaryKey().references('chapters.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('video_sources')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('mp4', 'hls')`))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_sources_chapter').on('video_sources').column('chapter_id').execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('banners_kind').on('banners').columns(['kind', 'sort']).execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('collection_works')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('work_id', 'integer', (c) => c.notNull().references('works.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('collection_works_pk', ['collection_id', 'work_id'])
    .execute();
  await db.schema
    .createIndex('collection_works_order')
    .on('collection_works')
    .columns(['collection_id', 'sort', 'work_id'])
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('gold', 'vip')`))
    .addColumn('title', 'text', (c) => c.notNull())
    // gold packs: gold + bonus; VIP: days.
    .addColumn('gold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('apps')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
