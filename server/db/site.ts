/** The site's settings, notices and the devices apps report at start. */
import type { Selectable } from 'kysely';
import { nowSeconds } from '../time/china-time';
import { type Db, exclusive, writeTransaction } from './engine';
import type { DevicesTable, NoticesTable } from './schema';
import { NOTICES, SITE_CONFIG } from './seed';

/** The demo settings and notices, once: settings already there keep their value. */
export function seedSite(db: Db): Promise<void> {
  return writeTransaction(db, async (trx) => {
    await exclusive(trx, 'seed:site');
    await trx
      .insertInto('site_config')
      .values(Object.entries(SITE_CONFIG).map(([name, value]) => ({ name, value })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const { count } = await trx
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) await trx.insertInto('notices').values(NOTICES).execute();
  });
}

export async function siteSetting(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('site_config').select('value').where('name', '=', name).executeTakeFirst())?.value;
}

export const siteSettings = (db: Db) =>
  db.selectFrom('site_config').select(['name', 'value']).orderBy('name').execute();

export type Notice = Pick<
  Selectable<NoticesTable>,
  'id' | 'type' | 'title' | 'content' | 'show_frequency' | 'content_type'
>;

/** The enabled notices of a type, in the operator's order. */
export const noticesOfType = (db: Db, type: number): Promise<Notice[]> =>
  db
    .selectFrom('notices')
    .select(['id', 'type', 'title', 'content', 'show_frequency', 'content_type'])
    .where('type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type DeviceReport = Pick<
  Selectable<DevicesTable>,
  'user_id' | 'client_version' | 'share_code' | 'referrer' | 'fingerprint'
>;

/**
 * One row per device fingerprint and reader: a repeated report updates its version and time (the
 * first report's invite code and referrer keep the attribution), so calls do not add rows.
 */
export async function recordDevice(db: Db, device: DeviceReport): Promise<void> {
  const now = nowSeconds();
  await db
    .insertInto('devices')
    .values({ ...device, user_ref: device.user_id ?? 0, created_at: now, seen_at: now })
    .onConflict((oc) =>
      oc.columns(['fingerprint', 'user_ref']).doUpdateSet({ client_version: device.client_version, seen_at: now }),
    )
    .execute();
}
