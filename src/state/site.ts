/** Site settings (spec §3): fetched at start, kept locally so the next start has them at once. */
import type * as v from 'valibot';
import { proxy } from 'valtio';
import { call } from '../api';
import { SiteConfig } from '../core/contract/site';
import { CACHE_KEYS } from '../core/storage-keys';
import { readIdb, writeIdb } from '../storage/idb';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** service_qq and qq_group arrive HTML-escaped (spec §3). */
export const decodeEntities = (text: string) => text.replace(/&lt;|&gt;|&quot;/g, (m) => ENTITIES[m] ?? m);

const toMap = (config: v.InferOutput<typeof SiteConfig>) =>
  Object.fromEntries(config.list.map((entry) => [entry.name, entry.value])) as Record<string, string>;

export const site = proxy({ values: {} as Record<string, string> });

/** The settings kept from the last visit (IndexedDB), in place before the first paint. */
export async function restoreSiteConfig(): Promise<void> {
  const kept = await readIdb('cache', CACHE_KEYS.siteConfig, SiteConfig);
  if (kept && Object.keys(site.values).length === 0) site.values = toMap(kept);
}

let loading: Promise<void> | null = null;

/** Once per page load: start-up and the home's overlay both ask, one request answers both. */
export function loadSiteConfig(): Promise<void> {
  loading ??= call('siteConfig', {}, { quiet: true }).then(
    (config) => {
      void writeIdb('cache', CACHE_KEYS.siteConfig, config);
      site.values = toMap(config);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
