/**
 * Content answers (home, classes, lists, topics, daily updates, packages) plus the
 * endpoints of our naming behind search, limited-free and work details. Media addresses are absolute
 * (the API may live on another origin than the app).
 */
import * as v from 'valibot';

export const WORK_KINDS = ['comic', 'novel', 'video'] as const;
export const WorkKind = v.picklist(WORK_KINDS);
export type WorkKind = v.InferOutput<typeof WorkKind>;

export const WorkStatus = v.picklist(['ongoing', 'completed']);
export type WorkStatus = v.InferOutput<typeof WorkStatus>;

export const LIST_SORTS = ['hot', 'new', 'score'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Who may open a chapter: everyone, everyone until free_until, VIPs, or buyers for `price` gold. */
export const ChapterAccess = v.picklist(['free', 'limited_free', 'vip', 'gold']);
export type ChapterAccess = v.InferOutput<typeof ChapterAccess>;

/** A work as lists show it. Covers are 3:4. */
export const WorkCard = v.object({
  id: v.number(),
  kind: WorkKind,
  title: v.string(),
  cover: v.string(),
  author: v.string(),
  tags: v.array(v.string()),
  status: WorkStatus,
  chapter_count: v.number(),
  /** Title of the newest chapter or episode. */
  latest_title: v.string(),
  /** One line for list rows. */
  intro: v.string(),
  views: v.number(),
  /** 0–10, one decimal. */
  score: v.number(),
  /** Unix seconds when the work's limited-free window ends; null when it has none now. */
  free_until: v.nullable(v.number()),
});
export type WorkCard = v.InferOutput<typeof WorkCard>;

const page = <T extends v.GenericSchema>(item: T) =>
  v.object({
    list: v.array(item),
    page: v.number(),
    page_size: v.number(),
    total: v.number(),
    has_more: v.boolean(),
  });
export const WorkPage = page(WorkCard);
export type WorkPage = v.InferOutput<typeof WorkPage>;

/** A tab of the home's top menu (top_menu_home) or of the video home (top_menu_video). */
export const Menu = v.object({
  id: v.number(),
  name: v.string(),
  kind: WorkKind,
  /** The class the tab lists; null for the channel's own home. */
  class_id: v.nullable(v.number()),
});
export type Menu = v.InferOutput<typeof Menu>;

/** 2:1 artwork linking to a work (work_id, of kind) or else to a web address (url). */
export const Banner = v.object({
  id: v.number(),
  image: v.string(),
  title: v.string(),
  subtitle: v.string(),
  work_id: v.nullable(v.number()),
  kind: WorkKind,
  url: v.optional(v.nullable(v.string()), null),
});
export type Banner = v.InferOutput<typeof Banner>;

/** Where a section's "more" goes: one of the app's list routes with its search params. */
export const MORE_PATHS = [
  '/list_column/home_index',
  '/list_column/index_novel',
  '/list_column/index_tag',
  '/special_column/end_list',
  '/special_column/free_list',
  '/special_column/special_list',
  '/special_column/today_list',
  '/catalogue',
] as const;

export const Section = v.object({
  id: v.string(),
  title: v.string(),
  /** rail: one row of covers; grid: 3 columns; rank: numbered list; wide: 2 columns of wide cards. */
  style: v.picklist(['rail', 'grid', 'rank', 'wide']),
  more: v.nullable(v.object({ path: v.picklist(MORE_PATHS), query: v.record(v.string(), v.string()) })),
  items: v.array(WorkCard),
});
export type Section = v.InferOutput<typeof Section>;

export const HomeAnswer = v.object({
  top_menu_home: v.array(Menu),
  top_menu_video: v.array(Menu),
  banners: v.array(Banner),
  sections: v.array(Section),
});
export type HomeAnswer = v.InferOutput<typeof HomeAnswer>;

export const ClassItem = v.object({ id: v.number(), name: v.string(), kind: WorkKind, count: v.number() });
export type ClassItem = v.InferOutput<typeof ClassItem>;
export const ClassListAnswer = v.object({ classes: v.array(ClassItem), tags: v.array(v.string()) });

export const Topic = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  cover: v.string(),
  /** The first works (6), or all of them when one topic is asked for by id. */
  works: v.array(WorkCard),
  work_count: v.number(),
});
export type Topic = v.InferOutput<typeof Topic>;
export const TopicPage = page(Topic);

export const DailyUpdateAnswer = v.object({ weekday: v.number(), list: v.array(WorkCard) });

export const LimitedFreeAnswer = v.object({ ...WorkPage.entries, ends_at: v.number() });

export const PackageListAnswer = v.object({
  gold: v.array(
    v.object({ id: v.number(), title: v.string(), gold: v.number(), bonus: v.number(), price_cents: v.number() }),
  ),
  vip: v.array(v.object({ id: v.number(), title: v.string(), days: v.number(), price_cents: v.number() })),
});

export const Chapter = v.object({
  id: v.number(),
  /** 1-based order within the work. */
  index: v.number(),
  title: v.string(),
  access: ChapterAccess,
  /** Gold to buy it when access is gold, else 0. */
  price: v.number(),
  free_until: v.nullable(v.number()),
  /** Comic pages or video length in seconds or novel characters, by kind. */
  size: v.number(),
  published_at: v.number(),
});
export type Chapter = v.InferOutput<typeof Chapter>;

export const WorkDetailAnswer = v.object({
  work: v.object({ ...WorkCard.entries, description: v.string(), favorites: v.number(), updated_at: v.number() }),
  chapters: v.array(Chapter),
  related: v.array(WorkCard),
});
export type WorkDetailAnswer = v.InferOutput<typeof WorkDetailAnswer>;

export const SearchHotAnswer = v.object({ words: v.array(v.string()) });

/** The part of a suggestion's title (or, when its title did not match, of its author) the keyword matched. */
export const SearchMatch = v.object({
  field: v.picklist(['title', 'author']),
  /** UTF-16 offsets into that field. */
  start: v.number(),
  end: v.number(),
});
export type SearchMatch = v.InferOutput<typeof SearchMatch>;

/** A work offered under the search box as the reader types. */
export const SearchSuggestion = v.object({
  id: v.number(),
  kind: WorkKind,
  title: v.string(),
  author: v.string(),
  match: SearchMatch,
});
export type SearchSuggestion = v.InferOutput<typeof SearchSuggestion>;

export const SearchSuggestAnswer = v.object({ list: v.array(SearchSuggestion) });
export type SearchSuggestAnswer = v.InferOutput<typeof SearchSuggestAnswer>;
