/**
 * The home editor's requests and answers: a channel's layout (src/core/home-layout.ts) to read,
 * preview or save, and the hot search words.
 */
import * as v from 'valibot';
import type { HomeLayout } from '../home-layout';
import { HotWords, HomeLayout as Layout } from '../home-layout';

const channel = v.picklist(['comic', 'novel', 'video']);

export const HomeQuery = v.strictObject({ channel });
export const HomeLayoutBody = v.strictObject({ channel, layout: Layout });
export const HotWordsBody = v.strictObject({ words: HotWords });

/** A work a layout names, as the editor lists it. */
export interface LayoutWork {
  id: number;
  kind: 'comic' | 'novel' | 'video';
  title: string;
  cover: string;
}

export interface HomeEditorAnswer {
  layout: HomeLayout;
  /** Whether an editor has saved this channel's layout (else it is the standard one). */
  saved: boolean;
  /** The channel's classes, for its menu tabs. */
  classes: { id: number; name: string }[];
  /** The works the layout names (banners, picks), for their titles and covers. */
  works: LayoutWork[];
  /** Where media paths are served: the editor shows a stored banner's picture from there. */
  media: string;
}

export interface HotWordsAnswer {
  /** The words readers get: the editors' list, or the most read titles when it is empty. */
  words: string[];
  saved: boolean;
}

const topicWorkIds = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))),
  v.minLength(1),
  v.maxLength(100),
  v.check((ids) => new Set(ids).size === ids.length),
);
const TOPIC_FIELDS = {
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  /** Its works in order, of any kind. */
  work_ids: topicWorkIds,
};
export const TopicBody = v.strictObject(TOPIC_FIELDS);
export const TopicEditBody = v.partial(v.strictObject(TOPIC_FIELDS));
/** Every topic's id in the new order. */
export const TopicOrderBody = v.strictObject({ ids: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))) });

export interface TopicItem {
  id: number;
  title: string;
  description: string;
  sort: number;
  works: LayoutWork[];
}
