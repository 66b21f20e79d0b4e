/** 0015_app_switch: an app of the app centre can be taken off (0) without deleting it. */
import type { Kysely } from 'kysely';

export async function addAppSwitch(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('apps')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
