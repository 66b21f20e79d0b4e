/**
 * Reading answers: a chapter's content for a reader who may open it (or why not), buying chapters
 * with gold, favourites and footprints (reading history kept on the server).
 */
import * as v from 'valibot';
import { Chapter, WorkCard, WorkKind } from './content';

/** A comic page with its true size, so the reader reserves its box before the image arrives. */
export const ComicPage = v.object({ url: v.string(), width: v.number(), height: v.number() });
export type ComicPage = v.InferOutput<typeof ComicPage>;

export const VideoSource = v.object({ url: v.string(), type: v.picklist(['mp4', 'hls']) });

/** Where a reader stopped: a chapter and a position in it (page index, text offset, or seconds). */
export const Progress = v.object({ chapter_id: v.number(), position: v.number(), updated_at: v.number() });
export type Progress = v.InferOutput<typeof Progress>;

export const ChapterContentAnswer = v.object({
  work: WorkCard,
  chapter: v.object({ ...Chapter.entries, purchased: v.boolean() }),
  prev_id: v.nullable(v.number()),
  next_id: v.nullable(v.number()),
  /**
   * False when the reader may not open it (not free, not limited free now, not VIP, not bought):
   * then pages, text and sources are empty and `price` / `balance` tell the purchase sheet.
   */
  readable: v.boolean(),
  price: v.number(),
  balance: v.number(),
  is_vip: v.boolean(),
  /** The reader asked to buy the next chapters automatically (see buyChapter). */
  auto_buy: v.boolean(),
  pages: v.array(ComicPage),
  text: v.string(),
  sources: v.array(VideoSource),
  /** Novels, locked: the chapter's opening paragraphs, shown above the lock; '' otherwise. */
  preview: v.optional(v.string(), ''),
});
export type ChapterContentAnswer = v.InferOutput<typeof ChapterContentAnswer>;

export const BuyChapterAnswer = v.object({
  chapter_id: v.number(),
  /** True when this call bought it; false when it had been bought before (no second debit). */
  charged: v.boolean(),
  balance: v.number(),
});

export const FavoriteAnswer = v.object({ work_id: v.number(), favorited: v.boolean(), favorites: v.number() });

export const FootprintItem = v.object({
  work: WorkCard,
  chapter_id: v.number(),
  chapter_title: v.string(),
  position: v.number(),
  updated_at: v.number(),
});
export type FootprintItem = v.InferOutput<typeof FootprintItem>;

const page = <T extends v.GenericSchema>(item: T) =>
  v.object({ list: v.array(item), page: v.number(), page_size: v.number(), total: v.number(), has_more: v.boolean() });

/**
 * The favourites, those with new chapters first: `new_chapters` came out since the reader last
 * read the work (or favourited it, if later); `updated` is how many favourites have any.
 */
export const FavoritePage = v.object({
  ...page(v.object({ work: WorkCard, favorited_at: v.number(), new_chapters: v.optional(v.number(), 0) })).entries,
  updated: v.optional(v.number(), 0),
});
export type FavoritePage = v.InferOutput<typeof FavoritePage>;

/**
 * What downloading new chapters by themselves needs: the favourites with new chapters, those
 * chapters (with whether this reader bought each), and what else decides whether the reader may
 * open them without asking: VIP, the balance, and auto-buy for each work.
 */
export const FavoriteUpdatesAnswer = v.object({
  is_vip: v.boolean(),
  balance: v.number(),
  works: v.array(
    v.object({
      work: WorkCard,
      auto_buy: v.boolean(),
      chapters: v.array(v.object({ ...Chapter.entries, purchased: v.boolean() })),
    }),
  ),
});
export type FavoriteUpdatesAnswer = v.InferOutput<typeof FavoriteUpdatesAnswer>;
export const FootprintPage = page(FootprintItem);

/** What a detail screen needs about this reader and the work (favourite, progress, purchases). */
export const WorkStateAnswer = v.object({
  work_id: v.number(),
  kind: WorkKind,
  favorited: v.boolean(),
  progress: v.nullable(Progress),
  purchased: v.array(v.number()),
});
export type WorkStateAnswer = v.InferOutput<typeof WorkStateAnswer>;
