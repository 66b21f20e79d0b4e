/** A test database brought to an older migration, for tests of what a later one does to its rows. */
import { type Kysely, Migrator } from 'kysely';
import { engineOf, postgresDdl } from '../../server/db/engine';
import { migrations } from '../../server/db/migrations/index';

export async function migrateTo<T>(db: Kysely<T>, name: string): Promise<void> {
  const migrating =
    engineOf(db as unknown as Parameters<typeof engineOf>[0]) === 'postgres' ? db.withPlugin(postgresDdl) : db;
  const migrator = new Migrator({ db: migrating, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}
