/**
 * Opening a chapter (its pages, text or video sources, or why it stays closed) and what a detail
 * screen needs about the reader and a work.
 */

import type { ChapterContentAnswer, ComicPage } from '../../src/core/contract/reading';
import { forSale, mayRead } from '../../src/core/rules/chapters';
import { hasPurchased, purchasedInWork, readAutoBuy } from '../db/chapter-purchases';
import { recordChapterRead } from '../db/chapter-reads';
import { cardById, comicPages, findChapter, neighbours, novelText, videoSources } from '../db/content';
import { balanceOf } from '../db/gold';
import { footprintOf, isFavorite } from '../db/library';
import type { UserRow } from '../db/users';
import { Refusal, refuse } from '../http/failure';
import { mediaUrl } from '../media/media-store';
import { chinaDay, nowSeconds } from '../time/china-time';
import { chapterNow, isVip } from './access';
import { toCards } from './cards';
import { purchaseChapter } from './chapter-purchases';
import { type ApiContext, requireUser } from './context';
import type { Handlers } from './handler';

type Body = Pick<ChapterContentAnswer, 'pages' | 'text' | 'sources'>;

/** What the reader reads, by kind; only ever asked for a chapter the reader may open. */
async function chapterBody(ctx: ApiContext, kind: string, chapterId: number): Promise<Body> {
  const empty: Body = { pages: [], text: '', sources: [] };
  if (kind === 'comic') {
    const pages: ComicPage[] = (await comicPages(ctx.db, chapterId)).map((p) => ({
      url: mediaUrl(ctx.media, p.path),
      width: p.width,
      height: p.height,
    }));
    return { ...empty, pages };
  }
  if (kind === 'novel') return { ...empty, text: await novelText(ctx.db, chapterId) };
  const sources = (await videoSources(ctx.db, chapterId)).map((s) => ({
    url: mediaUrl(ctx.media, s.path),
    type: s.format,
  }));
  return { ...empty, sources };
}

/**
 * With auto-buy on, a gold-locked chapter the balance covers is bought on opening, through the
 * same purchase as buyChapter. Answers the new balance, or null when it stays locked (the balance
 * fell short, or the chapter stopped being for sale, meanwhile).
 */
async function autoBuy(ctx: ApiContext, user: UserRow, chapterId: number): Promise<number | null> {
  try {
    return (await purchaseChapter(ctx.db, user.id, chapterId)).balance;
  } catch (error) {
    if (error instanceof Refusal && (error.status === 402 || error.status === 400)) return null;
    throw error;
  }
}

/** A locked novel chapter's opening: whole paragraphs up to about this many characters. */
const PREVIEW_CHARS = 240;

async function novelPreview(ctx: ApiContext, chapterId: number): Promise<string> {
  const kept: string[] = [];
  let length = 0;
  for (const line of (await novelText(ctx.db, chapterId)).split('\n')) {
    if (!line.trim()) continue;
    kept.push(line);
    length += line.length;
    if (length >= PREVIEW_CHARS) break;
  }
  return kept.join('\n');
}

export const readingHandlers: Handlers<'chapterContent' | 'workState'> = {
  async chapterContent(body, ctx) {
    // Without a token, a visitor (a first visit opened on a reader, before its guest login has
    // answered): what anyone may read, nothing bought. A token that is dead is still 401.
    const user = ctx.token ? await requireUser(ctx) : null;
    const now = nowSeconds();
    const stored = (await findChapter(ctx.db, body.chapter_id, now)) ?? refuse(404, 'notFound');
    const chapter = chapterNow(stored, now);
    const vip = user ? isVip(user, now) : false;
    const [work, autoBuyOn, around] = await Promise.all([
      cardById(ctx.db, stored.work_id, now),
      user ? readAutoBuy(ctx.db, user.id, stored.work_id) : false,
      neighbours(ctx.db, stored, now),
    ]);
    let purchased = user ? await hasPurchased(ctx.db, user.id, stored.id) : false;
    let balance = user?.gold ?? 0;
    let readable = mayRead(chapter, { vip, purchased });
    if (user && !readable && autoBuyOn && forSale(chapter) && user.gold >= chapter.price) {
      const after = await autoBuy(ctx, user, stored.id);
      if (after === null) balance = await balanceOf(ctx.db, user.id);
      else [purchased, readable, balance] = [true, true, after];
    }
    const [card] = work ? await toCards(ctx.db, [work], ctx.media, now) : [];
    if (!card) return refuse(404, 'notFound');
    // The dashboard's chapters read: a reader opening it (not a download), once a day.
    if (user && readable && !body.download)
      await recordChapterRead(ctx.db, {
        day: chinaDay(now),
        userId: user.id,
        chapterId: stored.id,
        workId: stored.work_id,
      });
    return {
      work: card,
      chapter: { ...chapter, purchased },
      ...around,
      readable,
      price: chapter.access === 'gold' ? chapter.price : 0,
      balance,
      is_vip: vip,
      auto_buy: autoBuyOn,
      ...(readable ? await chapterBody(ctx, card.kind, stored.id) : { pages: [], text: '', sources: [] }),
      preview: !readable && card.kind === 'novel' ? await novelPreview(ctx, stored.id) : '',
    };
  },

  async workState(body, ctx) {
    const user = await requireUser(ctx);
    const work = (await cardById(ctx.db, body.work_id, nowSeconds())) ?? refuse(404, 'notFound');
    const [favorited, footprint, purchased] = await Promise.all([
      isFavorite(ctx.db, user.id, work.id),
      footprintOf(ctx.db, user.id, work.id),
      purchasedInWork(ctx.db, user.id, work.id),
    ]);
    return { work_id: work.id, kind: work.kind, favorited, progress: footprint ?? null, purchased };
  },
};
