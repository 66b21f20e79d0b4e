/**
 * The reader's shelf: favourites (with the works' favourite counters kept in step) and footprints,
 * the position reached in each work, newest first.
 */
import type { FootprintItem } from '../../src/core/contract/reading';
import { workExists, workOfChapter } from '../db/content';
import { writeTransaction } from '../db/engine';
import { pageOfFavorites, pageOfFootprints, saveFootprint, setFavorite } from '../db/library';
import { pageAnswer } from '../db/paging';
import { refuse } from '../http/failure';
import { nowSeconds } from '../time/china-time';
import { toCards } from './cards';
import { requireUser } from './context';
import type { Handlers } from './handler';

export const libraryHandlers: Handlers<'favorite' | 'favoriteList' | 'footprint' | 'footprintList'> = {
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
    const { rows, total } = await pageOfFavorites(ctx.db, user.id, body, now);
    const cards = await toCards(ctx.db, rows, ctx.media, now);
    const list = cards.map((work, i) => ({ work, favorited_at: rows[i]?.favorited_at ?? 0 }));
    return pageAnswer(list, body, total);
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
