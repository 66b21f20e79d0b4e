/** The app centre's apps as the owner edits them (readers' appList: db/records.ts). */
import type { Selectable } from 'kysely';
import type { AppFields } from '../../src/core/admin/site-settings';
import type { Db } from './engine';
import type { AppsTable } from './schema';

export type AppRow = Selectable<AppsTable>;

export const allApps = (db: Db): Promise<AppRow[]> =>
  db.selectFrom('apps').selectAll().orderBy('sort').orderBy('id').execute();

export const appById = (db: Db, id: number): Promise<AppRow | undefined> =>
  db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst();

const stored = ({ enabled, ...rest }: Partial<AppFields>) =>
  enabled === undefined ? rest : { ...rest, enabled: enabled ? (1 as const) : (0 as const) };

export async function insertApp(trx: Db, fields: AppFields): Promise<number> {
  const row = await trx
    .insertInto('apps')
    .values(stored(fields) as AppFields & { enabled: 0 | 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const updateApp = (trx: Db, id: number, changes: Partial<AppFields>) =>
  trx.updateTable('apps').set(stored(changes)).where('id', '=', id).execute();

export const deleteApp = (trx: Db, id: number) => trx.deleteFrom('apps').where('id', '=', id).execute();
