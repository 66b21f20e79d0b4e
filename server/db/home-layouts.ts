/** The editors' saved home layouts and hot words (home_layouts): JSON under a name. */
import type { Db } from './engine';

export const layoutName = (channel: string): string => `channel:${channel}`;
export const HOT_WORDS_NAME = 'hot_words';

export async function storedLayout(db: Db, name: string): Promise<unknown> {
  const row = await db.selectFrom('home_layouts').select('value').where('name', '=', name).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

export const storeLayout = (db: Db, name: string, value: unknown, now: number) =>
  db
    .insertInto('home_layouts')
    .values({ name, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
