/**
 * A query mixing characters and pinyin (剑xian, 剑x, j仙, 剑xd): looked up by itself — a title that
 * holds it as written, or a title's mixed term (剑 then the pinyin of the rest: keys.ts) — and by
 * its readings (db/search-terms.ts ranges), whose candidates are checked unit by unit against
 * their stored units (server/search/match.ts), so that its characters stand where it put them.
 */
import type { ExpressionBuilder } from 'kysely';
import { SEARCH_RANK, type SearchRank } from '../search/keys';
import { type Lookup, matchUnits, type SearchQuery } from '../search/match';
import { decodeUnits } from '../search/reading';
import type { Db } from './engine';
import type { Database, WorkKind } from './schema';
import { type Ranked, SEARCH_LIMIT, termsOf } from './search-terms';

/**
 * The terms of a mixed query's lookup: the query itself (a title holding 剑xian as written, or
 * reading xian after 剑: its mixed terms) or one of its readings (jianxian, jx…).
 */
const lookupTerms = (db: Db, lookup: Lookup, kind: WorkKind | undefined) =>
  termsOf(db, lookup.key, 'all', kind).$if(lookup.authors === true, (q) => q.where('t.rank', '=', SEARCH_RANK.author));

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

/**
 * The best `need` works of a mixed query: the best terms of each lookup (top N by rank and views,
 * from the index alone), the reading's candidates checked unit by unit against their stored units
 * (a literal match of the query needs no check), a work counted at its best; more terms while too
 * few works came out.
 */
async function bestMixed(db: Db, query: SearchQuery, kind: WorkKind | undefined, need: number) {
  const lookups = [{ key: query.key }, ...query.readings];
  for (let limit = need * 4; ; limit *= 4) {
    const [literal = [], ...readings] = await Promise.all(
      lookups.map((lookup) =>
        lookupTerms(db, lookup, kind)
          .select(['t.work_id', 't.rank', 't.term', 't.views'])
          .orderBy('t.rank')
          .orderBy('t.views', 'desc')
          .orderBy('t.work_id')
          .limit(limit)
          .execute(),
      ),
    );
    const ids = [...new Set(readings.flat().map((row) => row.work_id))];
    const units = new Map(
      (ids.length ? await db.selectFrom('work_search').selectAll().where('work_id', 'in', ids).execute() : []).map(
        (row) => [row.work_id, row],
      ),
    );
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
      const stored = units.get(row.work_id);
      if (stored && matchUnits(query.key, decodeUnits(author ? stored.author_units : stored.title_units))) {
        take(row.work_id, author ? SEARCH_RANK.author : SEARCH_RANK.titlePinyin, row.views);
      }
    }
    const exhausted = [literal, ...readings].every((rows) => rows.length < limit);
    if (best.size >= need || exhausted || limit >= MIXED_TERMS) {
      return [...best]
        .sort(([a, x], [b, y]) => x.rank - y.rank || y.views - x.views || a - b)
        .slice(0, need)
        .map(([id, { rank }]): [number, SearchRank] => [id, rank]);
    }
  }
}

/** Terms of each lookup a mixed query reads at most, looking for the works of one page. */
const MIXED_TERMS = 20_000;

/** A mixed query's works, at most SEARCH_LIMIT: those its lookups find that hold its characters. */
async function mixedCount(db: Db, query: SearchQuery, kind: WorkKind | undefined): Promise<number> {
  const found = [{ key: query.key }, ...query.readings]
    .map((lookup) =>
      lookupTerms(db, lookup, kind)
        .innerJoin('work_search as s', 's.work_id', 't.work_id')
        .where(holdingItsCharacters(query))
        .select('t.work_id'),
    )
    .reduce((all, next) => all.union(next));
  const { works } = await db
    .selectFrom(db.selectFrom(found.as('found')).select('found.work_id').limit(SEARCH_LIMIT).as('counted'))
    .select((eb) => eb.fn.countAll<number>().as('works'))
    .executeTakeFirstOrThrow();
  return Number(works);
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
