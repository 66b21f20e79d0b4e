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
  /** The topics a topic section may show. */
  topics: { id: number; title: string }[];
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
