/**
 * 0006_hardening: a device is one row per fingerprint and reader (deviceInit updates it instead of
 * adding a row per call), and the welcome gold is counted per device fingerprint.
 */
import { type Kysely, sql } from 'kysely';

export async function hardenDevices(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('devices')
    .addColumn('fingerprint', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('devices')
    .addColumn('user_ref', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('devices')
    .addColumn('seen_at', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Rows written before had no fingerprint: each keeps a key of its own.
  await sql`update devices set fingerprint = 'legacy:' || cast(id as text), user_ref = coalesce(user_id, 0), seen_at = created_at`.execute(
    db,
  );
  await db.schema
    .createIndex('devices_fingerprint_user')
    .on('devices')
    .columns(['fingerprint', 'user_ref'])
    .unique()
    .execute();
  await db.schema
    .createTable('welcome_grants')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('grants', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'integer', (c) => c.notNull())
    .execute();
}
