/** Site settings and notices. */
import type { Handlers } from './handler';

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
