/** Content endpoints that are not lists: home, classes, packages, hot words and a work's details. */
import { nowSeconds } from '../content/china-time';
import { refuse } from '../http/failure';
import { CARD_COLUMNS, toCards, toChapter } from './cards';
import type { Handlers } from './handler';
import { homeAnswer } from './home';

/** Tags offered beside the classes of a kind, the most used first. */
const TAG_LIMIT = 30;
const HOT_WORDS = 10;
const RELATED = 6;

export const contentHandlers: Handlers<'home' | 'getClassList' | 'packageList' | 'searchHot' | 'workDetail'> = {
  home: (body, ctx) => homeAnswer(body.channel, ctx),

  async getClassList(body, ctx) {
    const classes = await ctx.db
      .selectFrom('classes')
      .leftJoin('works', 'works.class_id', 'classes.id')
      .select(['classes.id', 'classes.name', 'classes.kind', (eb) => eb.fn.count<number>('works.id').as('count')])
      .where('classes.kind', '=', body.kind)
      .groupBy('classes.id')
      .orderBy('classes.sort')
      .orderBy('classes.id')
      .execute();
    const tags = await ctx.db
      .selectFrom('tags')
      .innerJoin('work_tags', 'work_tags.tag_id', 'tags.id')
      .innerJoin('works', 'works.id', 'work_tags.work_id')
      .select('tags.name')
      .where('works.kind', '=', body.kind)
      .groupBy('tags.id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('tags.id')
      .limit(TAG_LIMIT)
      .execute();
    return {
      classes: classes.map((c) => ({ ...c, count: Number(c.count) })),
      tags: tags.map((t) => t.name),
    };
  },

  async packageList(_body, ctx) {
    const rows = await ctx.db.selectFrom('packages').selectAll().orderBy('sort').orderBy('id').execute();
    return {
      gold: rows
        .filter((p) => p.type === 'gold')
        .map(({ id, title, gold, bonus, price_cents }) => ({ id, title, gold, bonus, price_cents })),
      vip: rows
        .filter((p) => p.type === 'vip')
        .map(({ id, title, days, price_cents }) => ({ id, title, days, price_cents })),
    };
  },

  async searchHot(_body, ctx) {
    const rows = await ctx.db
      .selectFrom('works')
      .select('title')
      .orderBy('views', 'desc')
      .orderBy('id')
      .limit(HOT_WORDS)
      .execute();
    return { words: [...new Set(rows.map((r) => r.title))] };
  },

  async workDetail(body, ctx) {
    const now = nowSeconds();
    const work =
      (await ctx.db
        .selectFrom('works')
        .select([...CARD_COLUMNS, 'works.description', 'works.favorites', 'works.updated_at', 'works.class_id'])
        .where('works.id', '=', body.id)
        .executeTakeFirst()) ?? refuse(404, 'notFound');
    const [chapters, related] = await Promise.all([
      ctx.db
        .selectFrom('chapters')
        .select(['id', 'idx', 'title', 'access', 'price', 'free_until', 'size', 'published_at'])
        .where('work_id', '=', work.id)
        .orderBy('idx')
        .execute(),
      // Same class first, then works of the kind that share a tag, then the most read of the kind:
      // a class may hold fewer than six works.
      ctx.db
        .selectFrom('works')
        .select(CARD_COLUMNS)
        .where('works.kind', '=', work.kind)
        .where('works.id', '!=', work.id)
        .orderBy((eb) => eb.case().when('works.class_id', '=', work.class_id).then(0).else(1).end())
        .orderBy((eb) =>
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('work_tags as theirs')
                  .innerJoin('work_tags as ours', 'ours.tag_id', 'theirs.tag_id')
                  .select('theirs.tag_id')
                  .whereRef('theirs.work_id', '=', 'works.id')
                  .where('ours.work_id', '=', work.id),
              ),
            )
            .then(0)
            .else(1)
            .end(),
        )
        .orderBy('works.views', 'desc')
        .orderBy('works.id')
        .limit(RELATED)
        .execute(),
    ]);
    const [card] = await toCards(ctx.db, [work], ctx.origin, now);
    if (!card) return refuse(404, 'notFound');
    return {
      work: { ...card, description: work.description, favorites: work.favorites, updated_at: work.updated_at },
      chapters: chapters.map((c) => toChapter(c, work.free_until, now)),
      related: await toCards(ctx.db, related, ctx.origin, now),
    };
  },
};
