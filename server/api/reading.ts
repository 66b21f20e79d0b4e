/**
 * Opening a chapter (its pages, text or video sources, or why it stays closed) and what a detail
 * screen needs about the reader and a work.
 */
import type { ChapterContentAnswer, ComicPage } from '../../src/core/contract/reading';
import { nowSeconds } from '../content/china-time';
import { mediaUrl } from '../content/media-store';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { Refusal, refuse } from '../http/failure';
import { chapterNow, findChapter, forSale, isVip, mayRead, type StoredChapter } from './access';
import { CARD_COLUMNS, toCards } from './cards';
import { type ApiContext, requireUser } from './context';
import type { Handlers } from './handler';
import { purchaseChapter, readAutoBuy } from './purchases';

const hasPurchased = async (db: Db, userId: number, chapterId: number): Promise<boolean> =>
  (await db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('chapter_id', '=', chapterId)
    .executeTakeFirst()) !== undefined;

/** The chapters before and after this one in the work's order. */
async function neighbours(db: Db, chapter: StoredChapter) {
  const [prev, next] = await Promise.all([
    db
      .selectFrom('chapters')
      .select('id')
      .where('work_id', '=', chapter.work_id)
      .where('idx', '<', chapter.idx)
      .orderBy('idx', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('chapters')
      .select('id')
      .where('work_id', '=', chapter.work_id)
      .where('idx', '>', chapter.idx)
      .orderBy('idx')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { prev_id: prev?.id ?? null, next_id: next?.id ?? null };
}

type Body = Pick<ChapterContentAnswer, 'pages' | 'text' | 'sources'>;

/** What the reader reads, by kind; only ever asked for a chapter the reader may open. */
async function chapterBody(ctx: ApiContext, kind: string, chapterId: number): Promise<Body> {
  const empty: Body = { pages: [], text: '', sources: [] };
  if (kind === 'comic') {
    const rows = await ctx.db
      .selectFrom('comic_pages')
      .select(['path', 'width', 'height'])
      .where('chapter_id', '=', chapterId)
      .orderBy('idx')
      .execute();
    const pages: ComicPage[] = rows.map((p) => ({
      url: mediaUrl(ctx.origin, p.path),
      width: p.width,
      height: p.height,
    }));
    return { ...empty, pages };
  }
  if (kind === 'novel') {
    const row = await ctx.db
      .selectFrom('novel_texts')
      .select('text')
      .where('chapter_id', '=', chapterId)
      .executeTakeFirst();
    return { ...empty, text: row?.text ?? '' };
  }
  const rows = await ctx.db
    .selectFrom('video_sources')
    .select(['format', 'path'])
    .where('chapter_id', '=', chapterId)
    // MP4 first: every browser plays it; HLS is for players that prefer it.
    .orderBy((eb) => eb.case().when('format', '=', 'mp4').then(0).else(1).end())
    .orderBy('id')
    .execute();
  return { ...empty, sources: rows.map((s) => ({ url: mediaUrl(ctx.origin, s.path), type: s.format })) };
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
  const row = await ctx.db
    .selectFrom('novel_texts')
    .select('text')
    .where('chapter_id', '=', chapterId)
    .executeTakeFirst();
  const kept: string[] = [];
  let length = 0;
  for (const line of (row?.text ?? '').split('\n')) {
    if (!line.trim()) continue;
    kept.push(line);
    length += line.length;
    if (length >= PREVIEW_CHARS) break;
  }
  return kept.join('\n');
}

const userGold = async (db: Db, userId: number): Promise<number> =>
  (await db.selectFrom('users').select('gold').where('id', '=', userId).executeTakeFirstOrThrow()).gold;

export const readingHandlers: Handlers<'chapterContent' | 'workState'> = {
  async chapterContent(body, ctx) {
    const user = await requireUser(ctx);
    const stored = (await findChapter(ctx.db, body.chapter_id)) ?? refuse(404, 'notFound');
    const now = nowSeconds();
    const chapter = chapterNow(stored, now);
    const vip = isVip(user, now);
    const [work, autoBuyOn, around] = await Promise.all([
      ctx.db.selectFrom('works').select(CARD_COLUMNS).where('works.id', '=', stored.work_id).executeTakeFirstOrThrow(),
      readAutoBuy(ctx.db, user.id),
      neighbours(ctx.db, stored),
    ]);
    let purchased = await hasPurchased(ctx.db, user.id, stored.id);
    let balance = user.gold;
    let readable = mayRead(chapter, { vip, purchased });
    if (!readable && autoBuyOn && forSale(chapter) && user.gold >= chapter.price) {
      const after = await autoBuy(ctx, user, stored.id);
      if (after === null) balance = await userGold(ctx.db, user.id);
      else [purchased, readable, balance] = [true, true, after];
    }
    const [card] = await toCards(ctx.db, [work], ctx.origin, now);
    if (!card) return refuse(404, 'notFound');
    return {
      work: card,
      chapter: { ...chapter, purchased },
      ...around,
      readable,
      price: chapter.access === 'gold' ? chapter.price : 0,
      balance,
      is_vip: vip,
      auto_buy: autoBuyOn,
      ...(readable ? await chapterBody(ctx, work.kind, stored.id) : { pages: [], text: '', sources: [] }),
      preview: !readable && work.kind === 'novel' ? await novelPreview(ctx, stored.id) : '',
    };
  },

  async workState(body, ctx) {
    const user = await requireUser(ctx);
    const work =
      (await ctx.db.selectFrom('works').select(['id', 'kind']).where('id', '=', body.work_id).executeTakeFirst()) ??
      refuse(404, 'notFound');
    const [favorite, footprint, purchases] = await Promise.all([
      ctx.db
        .selectFrom('favorites')
        .select('work_id')
        .where('user_id', '=', user.id)
        .where('work_id', '=', work.id)
        .executeTakeFirst(),
      ctx.db
        .selectFrom('footprints')
        .select(['chapter_id', 'position', 'updated_at'])
        .where('user_id', '=', user.id)
        .where('work_id', '=', work.id)
        .executeTakeFirst(),
      ctx.db
        .selectFrom('purchases')
        .innerJoin('chapters', 'chapters.id', 'purchases.chapter_id')
        .select('purchases.chapter_id')
        .where('purchases.user_id', '=', user.id)
        .where('chapters.work_id', '=', work.id)
        .orderBy('chapters.idx')
        .execute(),
    ]);
    return {
      work_id: work.id,
      kind: work.kind,
      favorited: favorite !== undefined,
      progress: footprint ?? null,
      purchased: purchases.map((p) => p.chapter_id),
    };
  },
};
