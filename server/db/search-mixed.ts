/**
 * A query mixing characters and pinyin (剑xian, 剑x, j仙, 剑xd): looked up by itself — a title or an
 * author that holds it as written, or a mixed term (剑 then the pinyin of what follows: keys.ts),
 * exact either way — and by its readings (剑xian传 → 剑xianzhuan, jian仙 → jianxian, j仙 → jx),
 * whose candidates are checked unit by unit against their stored units (server/search/match.ts),
 * so that its characters stand where it put them.
 */
import type { ExpressionBuilder } from 'kysely';
import { SEARCH_RANK, type SearchRank } from '../search/keys';
import { matchUnits, type SearchQuery } from '../search/match';
import { decodeUnits } from '../search/reading';
import type { Db } from './engine';
import type { Database, WorkKind, WorkSearchTable } from './schema';
import { type Ranked, SEARCH_LIMIT, termsOf } from './search-terms';

type MixedTables = Database & { t: Database['work_search_terms']; s: Database['work_search'] };

/** The works whose title (for a title's term) or author holds every character of a mixed query. */
const holdingItsCharacters = (query: SearchQuery) => (eb: ExpressionBuilder<MixedTables, 's' | 't'>) => {
  const holds = (units: 's.title_units' | 's.author_units') =>
    eb.and(query.hans.map((han) => eb(units, 'like', `%${han}%`)));
  return eb.or([
    eb.and([eb('t.rank', '<', SEARCH_RANK.author), holds('s.title_units')]),
    eb.and([eb('t.rank', '=', SEARCH_RANK.author), holds('s.author_units')]),
  ]);
};

/** Terms of each lookup a mixed query reads at most, looking for the works of one page. */
const MIXED_TERMS = 20_000;

type Term = { work_id: number; rank: number; term: string; views: number };

/** The best terms of a key, best first (top N by rank and views, from the index alone). */
const bestTermsOf = (db: Db, key: string, kind: WorkKind | undefined, limit: number): Promise<Term[]> =>
  termsOf(db, key, 'all', kind)
    .select(['t.work_id', 't.rank', 't.term', 't.views'])
    .orderBy('t.rank')
    .orderBy('t.views', 'desc')
    .orderBy('t.work_id')
    .limit(limit)
    .execute();

/**
 * The best `need` works of a mixed query: the best terms of the query itself, taken as they are,
 * and of each reading, checked unit by unit against their stored units; a work counted at its best.
 * More terms while too few works came out (a lookup that has given all its terms is not asked again).
 */
async function bestMixed(db: Db, query: SearchQuery, kind: WorkKind | undefined, need: number) {
  const keys = [query.key, ...query.readings];
  const fetched = new Map<string, Term[]>();
  const checked = new Map<number, WorkSearchTable | undefined>();
  for (let limit = need * 4, before = 0; ; before = limit, limit *= 4) {
    // A key that gave fewer terms than asked gave them all.
    const asked = keys.filter((key) => (fetched.get(key)?.length ?? before) >= before);
    await Promise.all(asked.map(async (key) => fetched.set(key, await bestTermsOf(db, key, kind, limit))));
    const [literal = [], ...readings] = keys.map((key) => fetched.get(key) ?? []);
    const unknown = [...new Set(readings.flat().map((row) => row.work_id))].filter((id) => !checked.has(id));
    if (unknown.length) {
      const rows = await db.selectFrom('work_search').selectAll().where('work_id', 'in', unknown).execute();
      for (const id of unknown) checked.set(id, undefined);
      for (const row of rows) checked.set(row.work_id, row);
    }
    const best = new Map<number, { rank: SearchRank; views: number }>();
    const take = (workId: number, rank: SearchRank, views: number) => {
      const known = best.get(workId);
      if (!known || rank < known.rank) best.set(workId, { rank, views });
    };
    for (const row of literal) {
      const exact = row.rank === SEARCH_RANK.titleStart && row.term === query.key;
      take(row.work_id, exact ? SEARCH_RANK.exact : (row.rank as SearchRank), row.views);
    }
    for (const row of readings.flat()) {
      const author = row.rank === SEARCH_RANK.author;
      const stored = checked.get(row.work_id);
      if (stored && matchUnits(query.key, decodeUnits(author ? stored.author_units : stored.title_units))) {
        take(row.work_id, author ? SEARCH_RANK.author : SEARCH_RANK.titlePinyin, row.views);
      }
    }
    const exhausted = keys.every((key) => (fetched.get(key)?.length ?? 0) < limit);
    if (best.size >= need || exhausted || limit >= MIXED_TERMS) {
      return [...best]
        .sort(([a, x], [b, y]) => x.rank - y.rank || y.views - x.views || a - b)
        .slice(0, need)
        .map(([id, { rank }]): [number, SearchRank] => [id, rank]);
    }
  }
}

/**
 * A mixed query's works, at most SEARCH_LIMIT: those the query itself finds (exact: from the index
 * alone), with those its readings find holding its characters (its stored units).
 */
async function mixedCount(db: Db, query: SearchQuery, kind: WorkKind | undefined): Promise<number> {
  const exact = await termsOf(db, query.key, 'all', kind).select('t.work_id').distinct().limit(SEARCH_LIMIT).execute();
  const found = new Set(exact.map((row) => row.work_id));
  for (const key of query.readings) {
    if (found.size >= SEARCH_LIMIT) break;
    const rows = await termsOf(db, key, 'all', kind)
      .innerJoin('work_search as s', 's.work_id', 't.work_id')
      .where(holdingItsCharacters(query))
      .select('t.work_id')
      .distinct()
      .limit(SEARCH_LIMIT)
      .execute();
    for (const row of rows) found.add(row.work_id);
  }
  return Math.min(found.size, SEARCH_LIMIT);
}

export async function searchMixed(
  db: Db,
  query: SearchQuery,
  window: { kind?: WorkKind; count: boolean },
  need: number,
) {
  const [ranked, total] = await Promise.all([
    need > 0 ? bestMixed(db, query, window.kind, need) : [],
    window.count ? mixedCount(db, query, window.kind) : null,
  ]);
  return { ranked: ranked as Ranked, total };
}
