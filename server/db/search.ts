/**
 * The search's tables: writing a work's keys (every writer of works goes through catalog.ts, which
 * calls writeSearchKeys) and finding works by a query, ranked by SEARCH_RANK, ties by popularity.
 *
 * A pure query (characters, or Latin letters) is one range of the terms' primary key on either
 * engine, `term >= key and term < successor(key)`, each term carrying its work's kind and views:
 * the best rows come out of one top-N sort, a work counted at its best row. A query so short that
 * it matches more than BROAD_TERMS terms is looked up at the start of the keys alone (lane 0): a
 * first letter finds the works whose title or author starts with it. A query mixing characters and
 * pinyin (剑xian) is db/search-mixed.ts's.
 *
 * A search answers the SEARCH_LIMIT best works at most: its total counts those.
 */
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { SEARCH_RANK, type SearchRank, searchKeysOf } from '../search/keys';
import type { SearchQuery } from '../search/match';
import { type CardRow, cardColumns } from './content';
import { type Db, exclusive, writeTransaction } from './engine';
import type { Database, WorkKind, WorksTable } from './schema';
import { searchMixed } from './search-mixed';
import { headOf, type Lanes, type Ranked, SEARCH_LIMIT, termsOf } from './search-terms';
import { workVisible } from './visibility';

export { SEARCH_LIMIT } from './search-terms';

/** More matching terms than this: the query is looked up at the start of the keys alone. */
export const BROAD_TERMS = 10_000;
/** Terms at the start of a work's keys: literal, pinyin and initials, of its title and of its author. */
const START_TERMS_PER_WORK = 6;

/**
 * Whether a key is broad, as counted a little while ago: counting reads up to BROAD_TERMS terms,
 * and the broadest keys (a first letter or character, what every reader types first) come again and
 * again. A catalogue changes slowly; this process's own writes forget them at once. By database.
 */
let broadKeys = new WeakMap<object, Map<string, { broad: boolean; at: number }>>();
const BROAD_KEPT_MS = 5 * 60_000;
const BROAD_KEPT = 5_000;

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
  broadKeys = new WeakMap();
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

/** Works keyed per transaction when the database opens. */
const MISSING_BATCH = 500;

/**
 * Keys the works that have none: those written before the search tables were (their migration
 * computes no keys). Run as the database opens; processes starting together take turns, and each
 * batch is chosen inside its transaction, so no work is keyed twice.
 */
export async function writeMissingSearchKeys(db: Db): Promise<void> {
  for (;;) {
    const keyed = await writeTransaction(db, async (trx) => {
      await exclusive(trx, 'work_search');
      const works = await trx
        .selectFrom('works')
        .select(SEARCHED_COLUMNS)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('work_search').select('work_id').whereRef('work_search.work_id', '=', 'works.id'))),
        )
        .orderBy('id')
        .limit(MISSING_BATCH)
        .execute();
      await writeSearchKeys(trx, works);
      return works.length;
    });
    if (keyed < MISSING_BATCH) return;
  }
}

export type RankedCard = CardRow & { match_rank: SearchRank };

export interface SearchWindow {
  kind?: WorkKind;
  limit: number;
  offset: number;
  /** Count the works found (a page of results), or not (suggestions). */
  count: boolean;
  /** The time readers see the catalogue as of: hidden works and works with no chapter out yet are left out. */
  now: number;
}

export interface SearchPage {
  rows: RankedCard[];
  /** The works found, at most SEARCH_LIMIT; null when not asked for. */
  total: number | null;
}

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
    ? await db
        .selectFrom('works')
        .select(cardColumns(window.now))
        .where('works.id', 'in', ids)
        // The keys stay indexed while a work is hidden or not out yet; readers never get its card.
        .where((eb) => workVisible(eb, window.now))
        .execute()
    : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  const rows = page.flatMap(([id, rank]) => {
    const card = byId.get(id);
    return card ? [{ ...card, match_rank: rank }] : [];
  });
  return { rows, total };
}

async function isBroad(db: Db, key: string, kind: WorkKind | undefined): Promise<boolean> {
  const id = `${kind ?? ''}|${key}`;
  const kept = broadKeys.get(db) ?? new Map<string, { broad: boolean; at: number }>();
  const known = kept.get(id);
  if (known && Date.now() - known.at < BROAD_KEPT_MS) return known.broad;
  const broad = (await termCount(db, key, 'all', kind, BROAD_TERMS + 1)) > BROAD_TERMS;
  if (kept.size >= BROAD_KEPT) kept.clear();
  kept.set(id, { broad, at: Date.now() });
  broadKeys.set(db, kept);
  return broad;
}

async function searchByTerms(db: Db, key: string, window: SearchWindow, need: number) {
  const broad = await isBroad(db, key, window.kind);
  const [ranked, total] = await Promise.all([
    need > 0 ? bestWorks(db, key, broad, window.kind, need) : [],
    window.count ? worksCount(db, key, broad ? 'start' : 'all', window.kind) : null,
  ]);
  return { ranked: ranked as Ranked, total };
}
