/**
 * Site settings (spec §3): fetched at start and kept by the API layer (api/kept.ts, under the
 * spec's site_config), so that the next start has them at once and an offline one has them at all.
 */
import type * as v from 'valibot';
import { proxy } from 'valtio';
import { call, isKeptAnswer } from '../api';
import { readKept } from '../api/kept';
import type { SiteConfig } from '../core/contract/site';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** service_qq and qq_group arrive HTML-escaped (spec §3). */
export const decodeEntities = (text: string) => text.replace(/&lt;|&gt;|&quot;/g, (m) => ENTITIES[m] ?? m);

const toMap = (config: v.InferOutput<typeof SiteConfig>) =>
  Object.fromEntries(config.list.map((entry) => [entry.name, entry.value])) as Record<string, string>;

export const site = proxy({ values: {} as Record<string, string> });

/** The settings kept from the last visit (IndexedDB), in place before the first paint. */
export async function restoreSiteConfig(): Promise<void> {
  const kept = await readKept('siteConfig', {});
  if (kept && Object.keys(site.values).length === 0) site.values = toMap(kept);
}

let loading: Promise<void> | null = null;

/** Once per page load: start-up and the home's overlay both ask, one request answers both. */
export function loadSiteConfig(): Promise<void> {
  loading ??= call('siteConfig', {}, { quiet: true }).then(
    (config) => {
      site.values = toMap(config);
      // Kept settings stood in (offline): the next ask fetches them again.
      if (isKeptAnswer(config)) loading = null;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
