/**
 * Site settings, as the screens read them. Their values are kept in localStorage too (the
 * spec's persisted site_config), so that the first render of the next start has the site's name at
 * once, without waiting for IndexedDB or the API layer; they are fetched by state/site.api.ts.
 */
import * as v from 'valibot';
import { proxy, subscribe } from 'valtio';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readJson, writeJson } from '../storage/local';

const SiteValues = v.record(v.string(), v.string());

export const site = proxy({ values: readJson(LOCAL_KEYS.siteConfig, SiteValues) ?? {} });

subscribe(site, () => writeJson(LOCAL_KEYS.siteConfig, site.values));
