/**
 * No dead modules: every module of the app, the worker and the server is imported by another file
 * of the project (its code, its tests, its tools), or is an entry point. A module nothing imports
 * is code nobody runs and messages nobody sees (a screen left behind keeps its texts in the catalogs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the modules checked live. */
const CHECKED = ['src', 'sw', 'server'];
/** Where importers may be: the modules themselves, their tests and the project's tools. */
const IMPORTERS = [...CHECKED, 'tests', 'bench', 'scripts'];
/**
 * What runs without being imported: the page's entry (index.html), the operator console's
 * (admin.html), the worker's (vite.config.ts), the server's and its command lines'.
 */
const ENTRIES = [
  'src/main.tsx',
  'src/admin/main.tsx',
  'sw/sw.ts',
  'server/main.ts',
  'server/content/import-cli.ts',
  'server/admin/cli.ts',
];
/** Config files at the root import modules too. */
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'lingui.config.ts'];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module some file imports (absolute paths). */
function importedModules(): Set<string> {
  const imported = new Set<string>();
  const importers = [...IMPORTERS.flatMap((dir) => files(join(ROOT, dir))), ...ROOT_FILES.map((f) => join(ROOT, f))];
  for (const file of importers) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), match[2]!);
      const found = EXTENSIONS.map((ext) => target + ext).find((path) => existsSync(path) && /\.tsx?$/.test(path));
      if (found && found !== file) imported.add(found);
    }
  }
  return imported;
}

describe('modules', () => {
  it('are each imported by some file of the project, or are an entry point', () => {
    const imported = importedModules();
    const dead = CHECKED.flatMap((dir) => files(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !/\.(test\.tsx?|d\.ts)$/.test(path) && !ENTRIES.includes(path))
      .filter((path) => !imported.has(join(ROOT, path)));
    expect(dead).toEqual([]);
  });
});
