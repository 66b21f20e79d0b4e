/**
 * Search: a page of works found by a keyword (characters, pinyin, initials or both, Simplified or
 * Traditional; ranked, see db/search.ts), the suggestions offered under the box as the reader types
 * (with the matched part of each), and the hot words.
 */
import * as v from 'valibot';
import type { SearchSuggestion } from '../../src/core/contract/content';
import { HotWords } from '../../src/core/home-layout';
import { mostReadTitles } from '../db/content';
import type { Db } from '../db/engine';
import { HOT_WORDS_NAME, storedLayout } from '../db/home-layouts';
import { offsetOf } from '../db/paging';
import { type RankedCard, searchWorks } from '../db/search';
import { matchField, searchQuery } from '../search/match';
import { readingOf } from '../search/reading';
import { nowSeconds } from '../time/china-time';
import { cardPage } from './cards';
import type { Handlers } from './handler';

const HOT_WORDS = 10;
const SUGGESTIONS = 8;

/** Where the keyword matched a work: in its title, or else in its author. */
function suggestionOf(key: string, work: RankedCard): SearchSuggestion {
  const { id, kind, title, author } = work;
  const inTitle = matchField(key, readingOf(title));
  const inAuthor = inTitle ? null : matchField(key, readingOf(author, true));
  const match = inTitle
    ? { field: 'title' as const, start: inTitle.start, end: inTitle.end }
    : { field: 'author' as const, start: inAuthor?.start ?? 0, end: inAuthor?.end ?? 0 };
  return { id, kind, title, author, match };
}

/** The editors' hot words when they have set some, else the most read titles. */
export async function hotWords(db: Db): Promise<string[]> {
  const chosen = v.safeParse(HotWords, await storedLayout(db, HOT_WORDS_NAME));
  if (chosen.success && chosen.output.length > 0) return chosen.output;
  return [...new Set(await mostReadTitles(db, HOT_WORDS, nowSeconds()))];
}

export const searchHandlers: Handlers<'search' | 'searchSuggest' | 'searchHot'> = {
  async search(body, ctx) {
    const now = nowSeconds();
    const window = { kind: body.kind, limit: body.page_size, offset: offsetOf(body), count: true, now };
    const { rows, total } = await searchWorks(ctx.db, searchQuery(body.keyword), window);
    return cardPage(ctx.db, { rows, total: total ?? 0 }, body, ctx.media, now);
  },

  async searchSuggest(body, ctx) {
    const query = searchQuery(body.keyword);
    const window = { kind: body.kind, limit: SUGGESTIONS, offset: 0, count: false, now: nowSeconds() };
    const { rows } = await searchWorks(ctx.db, query, window);
    return { list: rows.map((row) => suggestionOf(query.key, row)) };
  },

  searchHot: async (_body, ctx) => ({ words: await hotWords(ctx.db) }),
};
