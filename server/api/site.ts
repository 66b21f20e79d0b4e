/** Site settings and notices. */
import type { Db } from '../db/engine';
import { noticesOfType, siteSetting, siteSettings } from '../db/site';
import type { Handlers } from './handler';

const STATS_TTL_MS = 30_000;

/** The site_statis setting, read at most every 30 s (every answer's CSP depends on it). */
export function siteStatisticsScript(db: Db): () => Promise<string | null> {
  let cached: { value: string | null; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.value;
    cached = { value: (await siteSetting(db, 'site_statis')) || null, at: Date.now() };
    return cached.value;
  };
}

export const siteHandlers: Handlers<'noticeList' | 'siteConfig'> = {
  noticeList: async (body, ctx) => ({ list: await noticesOfType(ctx.db, body.type) }),
  siteConfig: async (_body, ctx) => ({ list: await siteSettings(ctx.db) }),
};
