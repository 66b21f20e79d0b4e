/**
 * The server's layers (README "Project layout"), checked on every source file under server/:
 * - from the app's tree the server imports src/core only (what page, worker and server share);
 * - the folders under server/ depend on each other one way: no two import each other, and no
 *   longer cycle either (main.ts, app.ts and config.ts at the top compose them);
 * - handlers (api/) hold rules, refusals and answers, no SQL: statements live in the db/ stores;
 * - a migration is frozen once shipped: it imports Kysely and nothing of ours, so that no later
 *   change to a helper changes what an old migration did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/** Kysely's query builder and its `sql` template: what a store holds and a handler does not. */
const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql\s*(<[^>]*>)?`|\bsql\.(raw|ref|table|id|lit|join)\(/;

type Files = ReadonlyMap<string, string>;

function imports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[2]!);
}

/** Relative imports of a file as repository paths (without extension). */
function targets(file: string, source: string): { specifier: string; target: string }[] {
  return imports(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({
      specifier,
      target: normalize(join(dirname(file), specifier))
        .split('\\')
        .join('/'),
    }));
}

/** `server/<folder>/…` → folder; a file at the top of server/ → null. */
function folderOf(path: string): string | null {
  const [top, folder, ...rest] = path.split('/');
  return top === 'server' && folder && rest.length > 0 ? folder : null;
}

function outsideCore(files: Files): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    for (const { specifier, target } of targets(file, source)) {
      if (target.startsWith('src/') && !target.startsWith('src/core/')) {
        found.push(`${file} imports '${specifier}': the server imports only src/core from the app's tree`);
      }
    }
  }
  return found;
}

/** Each import of one folder by another, with the files that make it. */
function folderEdges(files: Files): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const [file, source] of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const { target } of targets(file, source)) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, out);
      out.set(to, [...(out.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return edges;
}

/** Every cycle between folders, as "a → b → a" with the imports of its first step. */
function folderCycles(files: Files): string[] {
  const edges = folderEdges(files);
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const here = path.at(-1)!;
    for (const [next, via] of edges.get(here) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        // One report per cycle, whichever folder it was entered from.
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const turned = [...cycle.slice(start), ...cycle.slice(0, start)];
        const first = edges.get(turned[0]!)?.get(turned[1] ?? turned[0]!) ?? via;
        found.add(`${[...turned, turned[0]].join(' → ')} (${first[0]})`);
      } else walk([...path, next]);
    }
  };
  for (const folder of edges.keys()) walk([folder]);
  return [...found];
}

function sqlInHandlers(files: Files): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    if (folderOf(file) !== 'api' || file.endsWith('.test.ts')) continue;
    const holds = SQL.test(source);
    if (holds) found.push(`${file} holds SQL: move the statement to its db/ store`);
  }
  return found;
}

function unfrozenMigrations(files: Files): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    if (!file.startsWith('server/db/migrations/')) continue;
    const index = file.endsWith('/index.ts');
    for (const specifier of imports(source)) {
      const sibling = /^\.\/[\w-]+$/.test(specifier);
      if (specifier === 'kysely' || (index && sibling)) continue;
      found.push(`${file} imports '${specifier}': a migration imports Kysely only, so that it stays as it shipped`);
    }
  }
  return found;
}

function sources(): Map<string, string> {
  const files = readdirSync(join(ROOT, 'server'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  return new Map(
    files.map((file) => [`server/${file.split('\\').join('/')}`, readFileSync(join(ROOT, 'server', file), 'utf8')]),
  );
}

describe('server layers', () => {
  const files = sources();

  it('finds the server tree', () => {
    expect(files.has('server/api/router.ts')).toBe(true);
    expect(files.has('server/db/migrations/index.ts')).toBe(true);
  });

  it('imports only src/core from the app’s tree', () => {
    expect(outsideCore(files)).toEqual([]);
  });

  it('has no cycle between its folders', () => {
    expect(folderCycles(files)).toEqual([]);
  });

  it('keeps SQL out of the handlers', () => {
    expect(sqlInHandlers(files)).toEqual([]);
  });

  it('keeps every migration frozen', () => {
    expect(unfrozenMigrations(files)).toEqual([]);
  });

  it('names what breaks a layer', () => {
    const broken = new Map([
      ['server/api/a.ts', "import { x } from '../../src/state/app';\nconst r = await db.selectFrom('users');"],
      ['server/db/users.ts', "import { nowSeconds } from '../content/china-time';"],
      ['server/content/demo.ts', "import { insertWork } from '../db/catalog';"],
      ['server/http/media.ts', "import { store } from '../media/media-store';"],
      ['server/db/migrations/0009-x.ts', "import { sql } from 'kysely';\nimport { appendOnly } from '../engine';"],
      ['server/db/migrations/index.ts', "import { x } from './0009-x';"],
    ]);
    expect(outsideCore(broken)).toEqual([
      expect.stringMatching(/^server\/api\/a\.ts imports '\.\.\/\.\.\/src\/state\/app'/),
    ]);
    expect(folderCycles(broken)).toEqual(['content → db → content (server/content/demo.ts → server/db/catalog)']);
    expect(sqlInHandlers(broken)).toEqual(['server/api/a.ts holds SQL: move the statement to its db/ store']);
    expect(unfrozenMigrations(broken)).toEqual([
      expect.stringMatching(/^server\/db\/migrations\/0009-x\.ts imports '\.\.\/engine'/),
    ]);
  });
});
