/** Site settings (spec §3): fetched at start, kept locally so the next start has them at once. */
import type * as v from 'valibot';
import { proxy } from 'valtio';
import { call } from '../api';
import { SiteConfig } from '../core/contract/site';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readJson, writeJson } from '../storage/local';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** service_qq and qq_group arrive HTML-escaped (spec §3). */
export const decodeEntities = (text: string) => text.replace(/&lt;|&gt;|&quot;/g, (m) => ENTITIES[m] ?? m);

const toMap = (config: v.InferOutput<typeof SiteConfig>) =>
  Object.fromEntries(config.list.map((entry) => [entry.name, entry.value])) as Record<string, string>;

const cached = readJson(LOCAL_KEYS.siteConfig, SiteConfig);
export const site = proxy({ values: cached ? toMap(cached) : ({} as Record<string, string>) });

export async function loadSiteConfig(): Promise<void> {
  const config = await call('siteConfig', {}, { quiet: true });
  writeJson(LOCAL_KEYS.siteConfig, config);
  site.values = toMap(config);
}
