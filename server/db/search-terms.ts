/**
 * The search's terms as the store reads them: a key's range of the primary key, in code point
 * order on both engines, in the lanes asked for (db/search.ts, db/search-mixed.ts).
 */
import { sql } from 'kysely';
import type { SearchRank } from '../search/keys';
import type { Db } from './engine';
import type { WorkKind } from './schema';

/** The most works a search answers (its total is at most this). */
export const SEARCH_LIMIT = 1000;

/** A term's first character: a broad query's terms come in order of rank and views from an index on it. */
export const headOf = (term: string): string => String.fromCodePoint(term.codePointAt(0) ?? 0);

/** The first string after every string that starts with `key`, in code point order. */
export function successor(key: string): string {
  const points = [...key];
  const last = points.pop()?.codePointAt(0) ?? 0;
  // Past the surrogates (never a character of their own); U+10FFFF is never in a title.
  const next = last + 1 === 0xd800 ? 0xe000 : Math.min(last + 1, 0x10ffff);
  return points.join('') + String.fromCodePoint(next);
}

/** The terms at the start of the keys (lane 0), or all of them. */
export type Lanes = 'start' | 'all';

/**
 * The terms of a key's range. The lanes are written as literals: the index on the start's heads is
 * partial (lane 0), and an engine uses it only for a query it can see is about lane 0.
 */
export const termsOf = (db: Db, key: string, lanes: Lanes, kind: WorkKind | undefined) =>
  db
    .selectFrom('work_search_terms as t')
    .$call((q) =>
      lanes === 'start'
        ? q.where('t.lane', '=', sql.lit(0))
        : q.where('t.lane', 'in', [sql.lit(0 as const), sql.lit(1 as const)]),
    )
    .where('t.term', '>=', key)
    .where('t.term', '<', successor(key))
    .$if(kind !== undefined, (q) => q.where('t.kind', '=', kind as WorkKind));

export type Ranked = [workId: number, rank: SearchRank][];
