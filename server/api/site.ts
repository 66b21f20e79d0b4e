/** Site settings and notices. */
import type { Db } from '../db/database';
import type { Handlers } from './handler';

const STATS_TTL_MS = 30_000;

/** The site_statis setting, read at most every 30 s (every answer's CSP depends on it). */
export function siteStatisticsScript(db: Db): () => Promise<string | null> {
  let cached: { value: string | null; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.value;
    const row = await db.selectFrom('site_config').select('value').where('name', '=', 'site_statis').executeTakeFirst();
    cached = { value: row?.value || null, at: Date.now() };
    return cached.value;
  };
}

export const siteHandlers: Handlers<'noticeList' | 'siteConfig'> = {
  async noticeList(body, ctx) {
    const list = await ctx.db
      .selectFrom('notices')
      .select(['id', 'type', 'title', 'content', 'show_frequency', 'content_type'])
      .where('type', '=', body.type)
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { list };
  },

  async siteConfig(_body, ctx) {
    const list = await ctx.db.selectFrom('site_config').select(['name', 'value']).orderBy('name').execute();
    return { list };
  },
};
