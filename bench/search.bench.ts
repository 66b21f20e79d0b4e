/**
 * Search over 100,000 works, on SQLite and on PostgreSQL: the works are written through the
 * catalogue's store (insertWorks: their search keys computed as any writer's are), titles and pen
 * names drawn from the demo catalogue's generator, each with a published chapter; then the API server (its own process) answers,
 * one request at a time over loopback, what readers type about 300 of them: the whole title, its
 * start, two characters from inside, its full pinyin, its initials, characters and pinyin mixed,
 * Traditional characters, the author (name, pinyin) — each a `search` (a page of 20 with the
 * total) — and every prefix typed on the way to a pinyin or a title, each a `searchSuggest`.
 * Printed: p50 and p99 per engine, and per kind of query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { comicTitle, episodeTitles, novelTitle, penName, personName, videoTitle } from '../server/content/chinese-text';
import { createRng, type Rng } from '../server/content/prng';
import { insertClass, insertWorks } from '../server/db/catalog';
import { openDatabase } from '../server/db/database';
import { engineOf, writeTransaction } from '../server/db/engine';
import type { WorkKind } from '../server/db/schema';
import { toTraditional } from '../src/i18n/hant-text';
import { createDatabase, startPostgres } from '../tests/server/postgres-cluster';
import { firstChapterRow, workRow } from '../tests/server/work-rows';
import { startServerProcess } from './server-process';

const WORKS = 100_000;
const BATCH = 1000;
const SAMPLED = 300;
const KINDS: WorkKind[] = ['comic', 'novel', 'video'];
const CLASSES: Record<WorkKind, string> = { comic: '热血', novel: '玄幻', video: '动画' };

interface BenchWork {
  kind: WorkKind;
  title: string;
  author: string;
  views: number;
}

function workAt(rng: Rng, i: number): BenchWork {
  const kind = KINDS[i % 3] as WorkKind;
  const base =
    kind === 'comic' ? comicTitle(rng) : kind === 'novel' ? novelTitle(rng, CLASSES.novel) : videoTitle(rng, '动画');
  // A subtitle on most, as catalogues have: more titles than the generator's pools make.
  const title = rng.chance(0.7) ? `${base}${rng.pick(['：', '之', ' '])}${episodeTitles(rng, 1)[0]}` : base;
  const author = rng.chance(0.5) ? penName(rng) : personName(rng);
  return { kind, title, author, views: Math.round(10 ** (2 + rng.next() * 5)) };
}

async function loadWorks(url: string, works: BenchWork[]): Promise<number> {
  const started = performance.now();
  const db = await openDatabase(url);
  try {
    const classIds = new Map<WorkKind, number>();
    for (const [sort, kind] of KINDS.entries()) {
      classIds.set(kind, await writeTransaction(db, (trx) => insertClass(trx, kind, CLASSES[kind], sort)));
    }
    for (let i = 0; i < works.length; i += BATCH) {
      const rows = works.slice(i, i + BATCH).map((w) => workRow({ ...w, class_id: classIds.get(w.kind) as number }));
      // Each with a published chapter: readers' search only finds works they may see, so the
      // visibility check runs on every candidate as it does on a real catalogue.
      await writeTransaction(db, async (trx) => {
        const ids = await insertWorks(trx, rows);
        await trx.insertInto('chapters').values(ids.map(firstChapterRow)).execute();
      });
    }
    // What autovacuum does after a bulk load, at once: statistics and the visibility map (index-only scans).
    if (engineOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
  return (performance.now() - started) / 1000;
}

type QueryKind = string;

/** What readers type about one work: [kind of query, endpoint, keyword]. */
function queriesFor(work: BenchWork): [QueryKind, 'search' | 'searchSuggest', string][] {
  const title = work.title.replace(/[：\s]/g, '');
  const syllables = pinyin(title, { toneType: 'none', type: 'array', v: true });
  const full = syllables.slice(0, 3).join('');
  const initials = syllables
    .slice(0, 4)
    .map((s) => s[0])
    .join('');
  const out: [QueryKind, 'search' | 'searchSuggest', string][] = [
    ['title', 'search', work.title],
    ['title start', 'search', title.slice(0, 2)],
    ['inside', 'search', title.slice(2, 4) || title],
    ['pinyin', 'search', full],
    ['initials', 'search', initials],
    ['mixed', 'search', title.slice(0, 1) + (syllables[1] ?? '')],
    ['Traditional', 'search', toTraditional(title.slice(0, 3))],
    ['author', 'search', work.author],
    ['author pinyin', 'search', pinyin(work.author, { toneType: 'none', type: 'array', v: true }).join('')],
  ];
  // Typing: every prefix of the full pinyin, and of the title.
  for (let n = 1; n <= full.length; n++) out.push(['typing pinyin', 'searchSuggest', full.slice(0, n)]);
  for (let n = 1; n <= Math.min(4, title.length); n++) out.push(['typing title', 'searchSuggest', title.slice(0, n)]);
  return out;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(url: string, queries: [QueryKind, 'search' | 'searchSuggest', string][]) {
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  let errors = 0;
  // Warm-up: the server's first requests (code loaded, statements prepared, dictionaries read).
  for (const [, name, keyword] of queries.slice(0, 50)) await post(url, name, keyword);
  for (const [kind, name, keyword] of queries) {
    const started = performance.now();
    if (!(await post(url, name, keyword))) errors++;
    const ms = performance.now() - started;
    all.push(ms);
    const ofKind = byKind.get(kind) ?? [];
    ofKind.push(ms);
    byKind.set(kind, ofKind);
  }
  all.sort((a, b) => a - b);
  const kinds = Object.fromEntries(
    [...byKind].map(([kind, ms]) => {
      ms.sort((a, b) => a - b);
      return [kind, { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) }];
    }),
  );
  return { requests: all.length, errors, p50: quantile(all, 0.5), p99: quantile(all, 0.99), kinds };
}

async function post(url: string, name: string, keyword: string): Promise<boolean> {
  const body = name === 'search' ? { keyword, page_size: 20 } : { keyword };
  const response = await fetch(`${url}/api2/${name}.html`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.ok;
}

export async function runSearchBench(): Promise<void> {
  const rng = createRng('manyue-search-bench');
  const works = Array.from({ length: WORKS }, (_, i) => workAt(rng, i));
  const sampled = Array.from({ length: SAMPLED }, () => works[rng.int(0, works.length - 1)] as BenchWork);
  const queries = sampled.flatMap(queriesFor);
  const rows: Record<string, Record<string, string | number>> = {};
  const kindRows: Record<string, Record<string, string>> = {};

  const run = async (engine: string, databaseUrl: string) => {
    const seconds = await loadWorks(databaseUrl, works);
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, MEDIA_DIR: '.tmp/bench-media-lite' });
    try {
      const result = await measure(server.url, queries);
      rows[engine] = {
        works: WORKS,
        'load s': seconds.toFixed(0),
        requests: result.requests,
        errors: result.errors,
        'p50 ms': result.p50.toFixed(1),
        'p99 ms': result.p99.toFixed(1),
      };
      for (const [kind, { p50, p99 }] of Object.entries(result.kinds)) {
        kindRows[kind] ??= {};
        Object.assign(kindRows[kind], { [`${engine} p50`]: p50.toFixed(1), [`${engine} p99`]: p99.toFixed(1) });
      }
    } finally {
      await server.stop();
    }
  };

  const dir = mkdtempSync(join(tmpdir(), 'manyue-search-bench-'));
  try {
    await run('SQLite', join(dir, 'search.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cluster = await startPostgres();
  try {
    await run('PostgreSQL', await createDatabase(cluster.url, 'search_bench'));
  } finally {
    cluster.stop();
  }

  console.log(
    `\n## Search over ${WORKS.toLocaleString('en')} works, one request at a time over loopback (search: a page of 20 with its total; searchSuggest: 8)`,
  );
  console.table(rows);
  console.table(kindRows);
}

if (import.meta.url === `file://${process.argv[1]}`) await runSearchBench();
