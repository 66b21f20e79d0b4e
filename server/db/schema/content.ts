/** The catalogue: classes, tags, works and their search keys, chapters and what they hold, banners and topics. */
import type { Generated } from 'kysely';

export type WorkKind = 'comic' | 'novel' | 'video';

export interface ClassesTable {
  id: Generated<number>;
  kind: WorkKind;
  name: string;
  sort: number;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
}

export interface WorksTable {
  id: Generated<number>;
  kind: WorkKind;
  title: string;
  /** Media path (relative to the media root) of the 3:4 cover. */
  cover: string;
  author: string;
  description: string;
  /** One line for list rows. */
  intro: string;
  class_id: number;
  status: 'ongoing' | 'completed';
  /** ISO weekday (1 = Monday) new chapters come out; null when not on the schedule. */
  update_weekday: number | null;
  views: number;
  favorites: number;
  /** 0–10, one decimal. */
  score: number;
  /** Unix seconds: the work's paid chapters are free until then. */
  free_until: number | null;
  /** Position among the editor's picks; null when not picked. */
  editor_pick: number | null;
  chapter_count: number;
  latest_title: string;
  source: 'demo' | 'import';
  created_at: number;
  updated_at: number;
  /** 1: hidden from readers by an operator. */
  hidden: Generated<0 | 1>;
}

/** A work's units for matching a query that mixes characters and pinyin (server/search/keys.ts). */
export interface WorkSearchTable {
  work_id: number;
  /** `剑jian 仙xian one`: each Chinese character with its pinyin, or a Latin run. */
  title_units: string;
  author_units: string;
}

/** The search's index: suffixes of each work's keys, looked up by prefix (server/search/keys.ts). */
export interface WorkSearchTermsTable {
  /** 0: a term at the start of a key; 1: the others. */
  lane: 0 | 1;
  term: string;
  /** The term's first character. */
  head: string;
  /** SEARCH_RANK: what a match on this term is worth. */
  rank: number;
  work_id: number;
  /** The work's kind and popularity (views), copied here so that a search is one index range. */
  kind: WorkKind;
  views: number;
}

export interface WorkTagsTable {
  work_id: number;
  tag_id: number;
}

export interface ChaptersTable {
  id: Generated<number>;
  work_id: number;
  /** 1-based order within the work. */
  idx: number;
  title: string;
  /** The lasting rule; an answer says limited_free while a free window is open. */
  access: 'free' | 'vip' | 'gold';
  /** Gold to buy it when access is gold. */
  price: number;
  /** Unix seconds: this chapter alone is free until then. */
  free_until: number | null;
  /** Comic pages, video seconds or novel characters. */
  size: number;
  /** Readers see the chapter from this time on (an operator may set it in the future). */
  published_at: number;
  /** 1: hidden from readers by an operator. */
  hidden: Generated<0 | 1>;
}

export interface ComicPagesTable {
  chapter_id: number;
  idx: number;
  path: string;
  width: number;
  height: number;
}

export interface NovelTextsTable {
  chapter_id: number;
  text: string;
}

export interface VideoSourcesTable {
  id: Generated<number>;
  chapter_id: number;
  format: 'mp4' | 'hls';
  path: string;
  width: number;
  height: number;
}

export interface BannersTable {
  id: Generated<number>;
  kind: WorkKind;
  work_id: number;
  /** Media path of the 2:1 artwork. */
  image: string;
  title: string;
  subtitle: string;
  sort: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  title: string;
  description: string;
  cover: string;
  sort: number;
}

export interface CollectionWorksTable {
  collection_id: number;
  work_id: number;
  sort: number;
}
