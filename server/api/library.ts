/**
 * The reader's shelf: favourites (with the works' favourite counters kept in step) and footprints,
 * the position reached in each work, newest first.
 */
import type { FavoriteUpdatesAnswer, FootprintItem } from '../../src/core/contract/reading';
import { purchasedInWork, readAutoBuy } from '../db/chapter-purchases';
import { cardById, chaptersOfWork, workExists, workOfChapter } from '../db/content';
import { writeTransaction } from '../db/engine';
import { favoritesWithNewChapters, pageOfFavorites, pageOfFootprints, saveFootprint, setFavorite } from '../db/library';
import { pageAnswer } from '../db/paging';
import { refuse } from '../http/failure';
import { nowSeconds } from '../time/china-time';
import { isVip } from './access';
import { toCards, toChapter } from './cards';
import { requireUser } from './context';
import type { Handlers } from './handler';

/** Favourites favoriteUpdates looks at: a shelf's worth, the most recently favourited first. */
const UPDATES_WORKS = 50;

export const libraryHandlers: Handlers<
  'favorite' | 'favoriteList' | 'favoriteUpdates' | 'footprint' | 'footprintList'
> = {
  async favorite(body, ctx) {
    const user = await requireUser(ctx);
    return writeTransaction(ctx.db, async (trx) => {
      if (!(await workExists(trx, body.work_id, nowSeconds()))) return refuse(404, 'notFound');
      const favorites = await setFavorite(trx, user.id, body.work_id, body.on);
      return { work_id: body.work_id, favorited: body.on, favorites };
    });
  },

  async favoriteList(body, ctx) {
    const user = await requireUser(ctx);
    const now = nowSeconds();
    const { rows, total, updated } = await pageOfFavorites(ctx.db, user.id, body, now);
    const cards = await toCards(ctx.db, rows, ctx.media, now);
    const list = cards.map((work, i) => ({
      work,
      favorited_at: rows[i]?.favorited_at ?? 0,
      new_chapters: Number(rows[i]?.new_chapters ?? 0),
    }));
    return { ...pageAnswer(list, body, total), updated };
  },

  async favoriteUpdates(_body, ctx) {
    const user = await requireUser(ctx);
    const now = nowSeconds();
    const works: FavoriteUpdatesAnswer['works'] = [];
    for (const { work_id, seen } of await favoritesWithNewChapters(ctx.db, user.id, UPDATES_WORKS, now)) {
      const row = await cardById(ctx.db, work_id, now);
      const [card] = row ? await toCards(ctx.db, [row], ctx.media, now) : [];
      if (!row || !card) continue;
      const [chapters, purchased, autoBuy] = await Promise.all([
        chaptersOfWork(ctx.db, work_id, now),
        purchasedInWork(ctx.db, user.id, work_id),
        readAutoBuy(ctx.db, user.id, work_id),
      ]);
      const bought = new Set(purchased);
      const fresh = chapters
        .filter((chapter) => chapter.published_at > seen)
        .map((chapter) => ({ ...toChapter(chapter, row.free_until, now), purchased: bought.has(chapter.id) }));
      works.push({ work: card, auto_buy: autoBuy, chapters: fresh });
    }
    return { is_vip: isVip(user, now), balance: user.gold, works };
  },

  async footprint(body, ctx) {
    const user = await requireUser(ctx);
    const now = nowSeconds();
    if (!(await workExists(ctx.db, body.work_id, now))) return refuse(404, 'notFound');
    if ((await workOfChapter(ctx.db, body.chapter_id, now)) !== body.work_id) return refuse(400, 'chapterNotInWork');
    await saveFootprint(ctx.db, user.id, { workId: body.work_id, chapterId: body.chapter_id, position: body.position });
    return {};
  },

  async footprintList(body, ctx) {
    const user = await requireUser(ctx);
    const now = nowSeconds();
    const { rows, total } = await pageOfFootprints(ctx.db, user.id, body.kind, body, now);
    const cards = await toCards(ctx.db, rows, ctx.media, now);
    const list: FootprintItem[] = rows.flatMap((row, i) => {
      const work = cards[i];
      if (!work) return [];
      const { chapter_id, chapter_title, position, updated_at } = row;
      return [{ work, chapter_id, chapter_title, position, updated_at }];
    });
    return pageAnswer(list, body, total);
  },
};
