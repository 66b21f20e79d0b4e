/**
 * The owner's and the overlay's settings as the console edits them, read from and written to the
 * site_config entries readers get (siteConfig reads the table on every call).
 */
import {
  OVERLAY_FIELDS,
  type OverlaySettings,
  overlayValues,
  type SiteSettings,
  SPLASH_SECONDS_MAX,
} from '../../src/core/admin/site-settings';
import { decodeSupportText, escapeSupportText } from '../../src/core/support-text';
import type { Db } from './engine';
import { storeSettings } from './money-settings';

async function valuesOf(db: Db, names: readonly string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('site_config').select(['name', 'value']).where('name', 'in', names).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

const SITE_NAMES = ['site_name', 'title_prefix', 'service_qq', 'qq_group', 'invite_rules'] as const;
const SUPPORT_NAMES = new Set(['service_qq', 'qq_group']);

export async function siteSettingsOf(db: Db): Promise<SiteSettings> {
  const values = await valuesOf(db, SITE_NAMES);
  const entry = (name: (typeof SITE_NAMES)[number]) => values[name] ?? '';
  return {
    site_name: entry('site_name'),
    title_prefix: entry('title_prefix'),
    service_qq: decodeSupportText(entry('service_qq')),
    qq_group: decodeSupportText(entry('qq_group')),
    invite_rules: entry('invite_rules'),
  };
}

export const storeSiteSettings = (trx: Db, changes: Partial<SiteSettings>) =>
  storeSettings(
    trx,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        name,
        SUPPORT_NAMES.has(name) ? escapeSupportText(value) : value,
      ]),
    ),
  );

function secondsOf(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, SPLASH_SECONDS_MAX) : 5;
}

function iframeUrls(raw: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list)
      ? list.flatMap((item) => (typeof item?.load_url === 'string' ? [item.load_url] : []))
      : [];
  } catch {
    return [];
  }
}

/** Each field is stored under its own name. */
const OVERLAY_NAMES = Object.keys(OVERLAY_FIELDS);

export async function overlaySettingsOf(db: Db): Promise<OverlaySettings> {
  const values = await valuesOf(db, OVERLAY_NAMES);
  return {
    open_screen_switch: values.open_screen_switch?.trim() === '1',
    open_screen_time: secondsOf(values.open_screen_time),
    open_screen_url: values.open_screen_url ?? '',
    open_screen_images: (values.open_screen_images ?? '').split(',').filter(Boolean),
    app_download_url: values.app_download_url ?? '',
    iframe_list: iframeUrls(values.iframe_list),
  };
}

/** Stores the changed fields only, each under its site_config name. */
export async function storeOverlaySettings(trx: Db, changes: Partial<OverlaySettings>): Promise<void> {
  const all = overlayValues({ ...(await overlaySettingsOf(trx)), ...changes });
  await storeSettings(trx, Object.fromEntries(Object.keys(changes).map((name) => [name, all[name] ?? ''])));
}
