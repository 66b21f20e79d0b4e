/** Every start-up notice, enabled or not, as the console edits them. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from './engine';
import type { NoticesTable } from './schema';

export type NoticeRow = Selectable<NoticesTable>;

export const allNotices = (db: Db): Promise<NoticeRow[]> =>
  db.selectFrom('notices').selectAll().orderBy('type').orderBy('sort').orderBy('id').execute();

export const noticeById = (db: Db, id: number): Promise<NoticeRow | undefined> =>
  db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertNotice(db: Db, row: Insertable<NoticesTable>): Promise<number> {
  const { id } = await db.insertInto('notices').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export const updateNotice = (db: Db, id: number, changes: Updateable<NoticesTable>) =>
  db.updateTable('notices').set(changes).where('id', '=', id).execute();

export const deleteNotice = (db: Db, id: number) => db.deleteFrom('notices').where('id', '=', id).execute();
