/**
 * A work's search keys, computed when it is written and stored in two tables (migration
 * 0011_search): its units for matching a query that mixes characters and pinyin (work_search), and
 * its terms (work_search_terms), looked up by prefix in a B-tree on either engine. A term is a
 * suffix of one of the work's keys, starting at a character (literal key) or at a unit (full pinyin,
 * initials); a query found at the start of a term is found in the key there:
 *
 *   剑仙的双面人生 → 剑仙的双面人生, 仙的双面人生, …  jianxiandeshuangmianrensheng, xiande…, …  jxdsmrs, xdsmrs, …
 *   and each character followed by the pinyin of the rest: 剑xiande…, 仙deshuang…
 *
 * Each term carries the rank a match on it is worth (SEARCH_RANK) and its lane: 0 for the terms at
 * the start of a key, 1 for the rest (a query so short that it matches a great many terms is looked
 * up in lane 0 alone).
 */
import { literalKey } from './fold';
import { encodeUnits, readingOf, type Unit } from './reading';

/** How good a match is, best first: the order of the search's answer (ties by popularity). */
export const SEARCH_RANK = {
  exact: 0,
  titleStart: 1,
  titleContains: 2,
  titlePinyin: 3,
  titleInitials: 4,
  author: 5,
} as const;
export type SearchRank = (typeof SEARCH_RANK)[keyof typeof SEARCH_RANK];

/**
 * Terms are cut to this many code points (a query is at most 50), and start no further into a key:
 * what a query could match is all there, and a long title does not bloat the index.
 */
export const TERM_LENGTH = 64;

export interface SearchTerm {
  lane: 0 | 1;
  term: string;
  rank: SearchRank;
}

export interface WorkSearchKeys {
  title_units: string;
  author_units: string;
  terms: SearchTerm[];
}

/** The suffixes of `parts` joined, one starting at each part, each cut to TERM_LENGTH code points. */
function suffixes(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.min(parts.length, TERM_LENGTH); i++) {
    out.push([...parts.slice(i, i + TERM_LENGTH).join('')].slice(0, TERM_LENGTH).join(''));
  }
  return out;
}

function fieldTerms(
  literal: string,
  units: readonly Unit[],
  ranks: { start: SearchRank; contains: SearchRank; pinyin: SearchRank; initials: SearchRank },
): SearchTerm[] {
  const lane = (i: number): 0 | 1 => (i === 0 ? 0 : 1);
  return [
    ...suffixes([...literal]).map((term, i) => ({ lane: lane(i), term, rank: i === 0 ? ranks.start : ranks.contains })),
    ...suffixes(units.map((u) => u.full)).map((term, i) => ({ lane: lane(i), term, rank: ranks.pinyin })),
    ...suffixes(units.map((u) => u.full.slice(0, 1))).map((term, i) => ({ lane: lane(i), term, rank: ranks.initials })),
  ];
}

/**
 * The terms for a query that starts with a character and goes on in pinyin (剑xian, 剑x, the
 * readers' usual mix): at each character, the character then the full pinyin of what follows —
 * 剑xiande…, 仙deshuang… — so that such a query is one range too.
 */
function mixedTerms(units: readonly Unit[], rank: SearchRank): SearchTerm[] {
  const pinyinAfter = suffixes(units.map((u) => u.full));
  return units.flatMap((unit, i) =>
    unit.han && pinyinAfter[i + 1]
      ? [
          {
            lane: i === 0 ? (0 as const) : (1 as const),
            term: [...(unit.han + (pinyinAfter[i + 1] ?? ''))].slice(0, TERM_LENGTH).join(''),
            rank,
          },
        ]
      : [],
  );
}

export function searchKeysOf(work: { title: string; author: string }): WorkSearchKeys {
  const title = readingOf(work.title);
  const author = readingOf(work.author, true);
  const all = [
    ...mixedTerms(title.units, SEARCH_RANK.titlePinyin),
    ...mixedTerms(author.units, SEARCH_RANK.author),
    ...fieldTerms(literalKey(title.chars), title.units, {
      start: SEARCH_RANK.titleStart,
      contains: SEARCH_RANK.titleContains,
      pinyin: SEARCH_RANK.titlePinyin,
      initials: SEARCH_RANK.titleInitials,
    }),
    ...fieldTerms(literalKey(author.chars), author.units, {
      start: SEARCH_RANK.author,
      contains: SEARCH_RANK.author,
      pinyin: SEARCH_RANK.author,
      initials: SEARCH_RANK.author,
    }),
  ];
  // One row per (lane, term, rank): a Latin title's literal and pinyin keys are often the same.
  const terms = [...new Map(all.map((t) => [`${t.lane}|${t.rank}|${t.term}`, t])).values()];
  return { title_units: encodeUnits(title.units), author_units: encodeUnits(author.units), terms };
}
