/**
 * The search's tables: writing a work's keys (every writer of works goes through catalog.ts, which
 * calls writeSearchKeys) and finding works by a query, ranked by SEARCH_RANK, ties by popularity.
 *
 * A pure query (characters, or Latin letters) is one range of the terms' primary key on either
 * engine, `term >= key and term < successor(key)`, each term carrying its work's kind and views:
 * the best rows come out of one top-N sort, a work counted at its best row. A query so short that
 * it matches more than BROAD_TERMS terms is looked up at the start of the keys alone (lane 0): a
 * first letter finds the works whose title or author starts with it. A query mixing characters and
 * pinyin (剑xian) looks its readings up the same way (jianxian, jx…) and checks the candidates' stored
 * units (server/search/match.ts), so that its characters stand where it put them.
 *
 * A search answers the SEARCH_LIMIT best works at most: its total counts those.
 */
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { SEARCH_RANK, type SearchRank, searchKeysOf } from '../search/keys';
import { type Lookup, matchUnits, type SearchQuery } from '../search/match';
import { decodeUnits } from '../search/reading';
import { CARD_COLUMNS, type CardRow } from './content';
import type { Db } from './engine';
import type { Database, WorkKind, WorksTable } from './schema';

/** The most works a search answers (its total is at most this). */
export const SEARCH_LIMIT = 1000;
/** More matching terms than this: the query is looked up at the start of the keys alone. */
export const BROAD_TERMS = 10_000;
/** Terms at the start of a work's keys: literal, pinyin and initials, of its title and of its author. */
const START_TERMS_PER_WORK = 6;

/** What a work's search keys are made of. */
export const SEARCHED_COLUMNS = ['id', 'title', 'author', 'kind', 'views'] as const;
export type SearchedWork = Pick<Selectable<WorksTable>, (typeof SEARCHED_COLUMNS)[number]>;

/** Works keyed per statement. */
const KEYED_WORKS = 500;
/** Terms per insert, under the engines' limits on bound parameters. */
const TERM_ROWS = 2_000;

/** Writes (or rewrites) the search keys of works just inserted, renamed or re-counted. */
export async function writeSearchKeys(trx: Db, works: readonly SearchedWork[]): Promise<void> {
  for (let i = 0; i < works.length; i += KEYED_WORKS) await writeKeysOf(trx, works.slice(i, i + KEYED_WORKS));
}

async function writeKeysOf(trx: Db, works: readonly SearchedWork[]): Promise<void> {
  if (works.length === 0) return;
  const ids = works.map((w) => w.id);
  await trx.deleteFrom('work_search_terms').where('work_id', 'in', ids).execute();
  await trx.deleteFrom('work_search').where('work_id', 'in', ids).execute();
  const keyed = works.map((work) => ({ work, keys: searchKeysOf(work) }));
  await trx
    .insertInto('work_search')
    .values(
      keyed.map(({ work, keys }) => ({
        work_id: work.id,
        title_units: keys.title_units,
        author_units: keys.author_units,
      })),
    )
    .execute();
  const terms = keyed.flatMap(({ work, keys }) =>
    keys.terms.map((t) => ({ ...t, head: headOf(t.term), work_id: work.id, kind: work.kind, views: work.views })),
  );
  for (let i = 0; i < terms.length; i += TERM_ROWS) {
    await trx
      .insertInto('work_search_terms')
      .values(terms.slice(i, i + TERM_ROWS))
      .execute();
  }
}

/** A term's first character: a broad query's terms come in order of rank and views from an index on it. */
const headOf = (term: string): string => String.fromCodePoint(term.codePointAt(0) ?? 0);

/** The first string after every string that starts with `key`, in code point order. */
export function successor(key: string): string {
  const points = [...key];
  const last = points.pop()?.codePointAt(0) ?? 0;
  // Past the surrogates (never a character of their own); U+10FFFF is never in a title.
  const next = last + 1 === 0xd800 ? 0xe000 : Math.min(last + 1, 0x10ffff);
  return points.join('') + String.fromCodePoint(next);
}

export type RankedCard = CardRow & { match_rank: SearchRank };

export interface SearchWindow {
  kind?: WorkKind;
  limit: number;
  offset: number;
  /** Count the works found (a page of results), or not (suggestions). */
  count: boolean;
}

export interface SearchPage {
  rows: RankedCard[];
  /** The works found, at most SEARCH_LIMIT; null when not asked for. */
  total: number | null;
}

/** The terms at the start of the keys (lane 0), or all of them. */
type Lanes = 'start' | 'all';

/**
 * The terms of a key's range. The lanes are written as literals: the index on the start's heads is
 * partial (lane 0), and an engine uses it only for a query it can see is about lane 0.
 */
const termsOf = (db: Db, key: string, lanes: Lanes, kind: WorkKind | undefined) =>
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

/** How many terms match, counting no further than `upTo`. */
async function termCount(db: Db, key: string, lanes: Lanes, kind: WorkKind | undefined, upTo: number) {
  const { terms } = await db
    .selectFrom(termsOf(db, key, lanes, kind).select('t.work_id').limit(upTo).as('counted'))
    .select((eb) => eb.fn.countAll<number>().as('terms'))
    .executeTakeFirstOrThrow();
  return Number(terms);
}

/** The works the terms in `lanes` find (at most SEARCH_LIMIT). */
async function worksCount(db: Db, key: string, lanes: Lanes, kind: WorkKind | undefined): Promise<number> {
  if (lanes === 'start') {
    // Each work has at most START_TERMS_PER_WORK terms in lane 0: that many terms make the limit.
    const terms = await termCount(db, key, lanes, kind, START_TERMS_PER_WORK * SEARCH_LIMIT);
    if (terms >= START_TERMS_PER_WORK * SEARCH_LIMIT) return SEARCH_LIMIT;
  }
  const { works } = await db
    .selectFrom(termsOf(db, key, lanes, kind).select('t.work_id').distinct().limit(SEARCH_LIMIT).as('found'))
    .select((eb) => eb.fn.countAll<number>().as('works'))
    .executeTakeFirstOrThrow();
  return Number(works);
}

/** A term's rank for this key: the title's literal start is exact when it is the whole title. */
const rankFor = (key: string) => (eb: ExpressionBuilder<Database & { t: Database['work_search_terms'] }, 't'>) =>
  eb
    .case()
    .when(eb.and([eb('t.rank', '=', SEARCH_RANK.titleStart), eb('t.term', '=', key)]))
    .then(sql.lit(SEARCH_RANK.exact))
    .else(eb.ref('t.rank'))
    .end();

/**
 * The best terms of a key, best first, at most `limit`. A broad query's (lane 0, all of one first
 * character) come in order from the index on (lane, head, rank, views): a few rows read, however
 * many match; its exact matches (the whole title) are looked up first. Another's are the few
 * thousand of its range, sorted (top N).
 */
async function bestTerms(db: Db, key: string, broad: boolean, kind: WorkKind | undefined, limit: number) {
  if (!broad) {
    return termsOf(db, key, 'all', kind)
      .select((eb) => ['t.work_id', rankFor(key)(eb).as('rank')])
      .orderBy('rank')
      .orderBy('t.views', 'desc')
      .orderBy('t.work_id')
      .limit(limit)
      .execute();
  }
  const [exact, ranked] = await Promise.all([
    termsOf(db, key, 'start', kind)
      .select(['t.work_id', sql.lit(SEARCH_RANK.exact).as('rank')])
      .where('t.term', '=', key)
      .where('t.rank', '=', SEARCH_RANK.titleStart)
      .orderBy('t.views', 'desc')
      .orderBy('t.work_id')
      .execute(),
    termsOf(db, key, 'start', kind)
      .select(['t.work_id', 't.rank'])
      .where('t.head', '=', headOf(key))
      .orderBy('t.rank')
      .orderBy('t.views', 'desc')
      .orderBy('t.work_id')
      .limit(limit)
      .execute(),
  ]);
  return [...exact, ...ranked];
}

/**
 * The best `need` works of the key, best first, each at its best term. A work may have several
 * matching terms: more terms are asked for while too few works came out.
 */
async function bestWorks(db: Db, key: string, broad: boolean, kind: WorkKind | undefined, need: number) {
  for (let limit = need * 4; ; limit *= 4) {
    const rows = await bestTerms(db, key, broad, kind, limit);
    const best = new Map<number, SearchRank>();
    for (const row of rows) if (!best.has(row.work_id)) best.set(row.work_id, Number(row.rank) as SearchRank);
    if (best.size >= need || rows.length < limit) return [...best].slice(0, need);
  }
}

export async function searchWorks(db: Db, query: SearchQuery, window: SearchWindow): Promise<SearchPage> {
  // The works ranked up to this page's end; none for a page past SEARCH_LIMIT, empty but with its total.
  const end = Math.min(window.offset + window.limit, SEARCH_LIMIT);
  const need = end > window.offset ? end : 0;
  if (!query.key) return { rows: [], total: window.count ? 0 : null };
  const { ranked, total } = query.mixed
    ? await searchMixed(db, query, window, need)
    : await searchByTerms(db, query.key, window, need);
  const page = ranked.slice(window.offset);
  const ids = page.map(([id]) => id);
  const cards = ids.length
    ? await db.selectFrom('works').select(CARD_COLUMNS).where('works.id', 'in', ids).execute()
    : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  const rows = page.flatMap(([id, rank]) => {
    const card = byId.get(id);
    return card ? [{ ...card, match_rank: rank }] : [];
  });
  return { rows, total };
}

type Ranked = [workId: number, rank: SearchRank][];

async function searchByTerms(db: Db, key: string, window: SearchWindow, need: number) {
  const broad = (await termCount(db, key, 'all', window.kind, BROAD_TERMS + 1)) > BROAD_TERMS;
  const [ranked, total] = await Promise.all([
    need > 0 ? bestWorks(db, key, broad, window.kind, need) : [],
    window.count ? worksCount(db, key, broad ? 'start' : 'all', window.kind) : null,
  ]);
  return { ranked: ranked as Ranked, total };
}

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

async function searchMixed(db: Db, query: SearchQuery, window: SearchWindow, need: number) {
  const [ranked, total] = await Promise.all([
    need > 0 ? bestMixed(db, query, window.kind, need) : [],
    window.count ? mixedCount(db, query, window.kind) : null,
  ]);
  return { ranked: ranked as Ranked, total };
}
