/** Content endpoints that are not lists: home, classes, packages and a work's details. */
import { chaptersOfWork, classesWithCounts, packages, relatedWorks, tagsOfKind, workDetailRow } from '../db/content';
import { refuse } from '../http/failure';
import { nowSeconds } from '../time/china-time';
import { toCards, toChapter } from './cards';
import type { Handlers } from './handler';
import { homeAnswer } from './home';

/** Tags offered beside the classes of a kind, the most used first. */
const TAG_LIMIT = 30;
const RELATED = 6;

export const contentHandlers: Handlers<'home' | 'getClassList' | 'packageList' | 'workDetail'> = {
  home: (body, ctx) => homeAnswer(body.channel, ctx),

  async getClassList(body, ctx) {
    const now = nowSeconds();
    const [classes, tags] = await Promise.all([
      classesWithCounts(ctx.db, body.kind, now),
      tagsOfKind(ctx.db, body.kind, TAG_LIMIT, now),
    ]);
    return { classes, tags };
  },

  async packageList(_body, ctx) {
    const rows = await packages(ctx.db);
    return {
      gold: rows
        .filter((p) => p.type === 'gold')
        .map(({ id, title, gold, bonus, price_cents }) => ({ id, title, gold, bonus, price_cents })),
      vip: rows
        .filter((p) => p.type === 'vip')
        .map(({ id, title, days, price_cents }) => ({ id, title, days, price_cents })),
    };
  },

  async workDetail(body, ctx) {
    const now = nowSeconds();
    const work = (await workDetailRow(ctx.db, body.id, now)) ?? refuse(404, 'notFound');
    const [chapters, related] = await Promise.all([
      chaptersOfWork(ctx.db, work.id, now),
      relatedWorks(ctx.db, work, RELATED, now),
    ]);
    const [card] = await toCards(ctx.db, [work], ctx.media, now);
    if (!card) return refuse(404, 'notFound');
    return {
      work: { ...card, description: work.description, favorites: work.favorites, updated_at: work.updated_at },
      chapters: chapters.map((c) => toChapter(c, work.free_until, now)),
      related: await toCards(ctx.db, related, ctx.media, now),
    };
  },
};
