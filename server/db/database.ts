/**
 * Opens the database DATABASE_URL names (a SQLite file path, or postgres://… for PostgreSQL),
 * brings the schema up to date (and the works' search keys: db/search.ts) and seeds an empty database
 * with the site's settings.
 */
import { Migrator } from 'kysely';
import { connect, type Db, engineOf, postgresDdl } from './engine';
import { migrations } from './migrations/index';
import { writeMissingSearchKeys } from './search';
import { seedSite } from './site';

export type { Db } from './engine';

export async function openDatabase(url: string, poolSize?: number): Promise<Db> {
  const db = connect(url, poolSize);
  try {
    // Kysely's migrator locks (a table on SQLite, an advisory lock on PostgreSQL): two processes
    // starting together migrate once.
    const migrating = engineOf(db) === 'postgres' ? db.withPlugin(postgresDdl) : db;
    const migrator = new Migrator({ db: migrating, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await writeMissingSearchKeys(db);
    await seedSite(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
