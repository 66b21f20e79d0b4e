/**
 * Fetching the site settings into the site store (state/site.ts). The API layer keeps the
 * answer (api/kept.ts), so that a start without network has the last one.
 */
import type * as v from 'valibot';
import { call, isKeptAnswer } from '../api';
import type { SiteConfig } from '../core/contract/site';
import { site } from './site';

const toMap = (config: v.InferOutput<typeof SiteConfig>) =>
  Object.fromEntries(config.list.map((entry) => [entry.name, entry.value])) as Record<string, string>;

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
