/**
 * The first visit's byte budgets, on the build the e2e suite serves (gzip, as precompressed in dist/):
 * - the JS that runs before the app's first render of the home (the reference server's document
 *   paints the home's first screen before any script: server/document/first-paint.ts; this is the JS
 *   in front of the first paint wherever the document comes from elsewhere, a CDN or the service
 *   worker's copy): the entry's static imports (the home's screen
 *   is built into the entry), any chunk of the `/` route and the default catalog the entry awaits
 *   (from Vite's dist/.vite/manifest.json, so the figure does not depend on timing) ≤ PRE_PAINT_KB,
 *   110 KB. The framework chunk alone (React, ReactDOM, TanStack Router, lingui, valtio,
 *   valibot) is 94.7 KB. The API layer (client, cipher, kept answers, IndexedDB: the `data` chunk,
 *   with ky in a chunk of its own) is not in it: the home's data layer that brings its answer
 *   (features/home/home.cache.ts) loads beside the entry, preloaded with it, and the first render,
 *   the shell and the skeleton, does not wait for it; the test says its size beside the budget;
 * - all JS a first visit of `/` loads, notices and all (seen in the browser) ≤ 150 KB;
 * - no route chunk over 25 KB;
 * - OpenCC's dictionaries (zh-Hant readers' converter) neither in front of the first paint nor in the
 *   service worker's precache (a zh-CN first visit never loads them: traditional.spec.ts).
 * - the libraries' and the API layer's chunks, which every first screen runs, carry V8's compile hint
 *   on their first line (scripts/build-plugins.ts, `compileHints`): compiled in the background while they
 *   download, not function by function on the main thread.
 * - none of the operator console's files (admin.html, dist/admin/: an environment of its own in
 *   the same build) is in the reader's precache or in a first visit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from '../../bench/bundle.bench';
import { DEFAULT_LOCALE } from '../../src/core/config';
import { expect, test } from './fixtures';

const DIST = 'dist';
const KB = 1024;
const PRE_PAINT_KB = 110;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

/** The files of `keys` and of everything they import statically. */
function closure(chunks: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipBytes(join(DIST, file)), 0);

// The build is the same for both projects: measured once.
test.beforeEach(({ lang }) => test.skip(lang !== 'zh-CN', 'the bytes do not depend on the language'));

test(`the JS in front of the home’s first paint stays within ${PRE_PAINT_KB} KB gzip`, () => {
  const chunks = manifest();
  // The home's screen is built into the entry (vite.config.ts); a chunk split off it would count too.
  const home = Object.keys(chunks).filter((key) => key.startsWith('src/routes/index.tsx'));
  const files = closure(chunks, ['index.html', ...home, `locales/${DEFAULT_LOCALE}/shell.po`]);
  const bytes = gzipOf(files);
  test.info().annotations.push({ type: 'before first paint', description: `${(bytes / KB).toFixed(1)} KB gzip` });
  // Said, not budgeted (see the header).
  const data = [...closure(chunks, ['src/features/home/home.cache.ts', 'src/api/http.ts'])].filter(
    (file) => !files.has(file),
  );
  test.info().annotations.push({ type: 'home data', description: `${(gzipOf(data) / KB).toFixed(1)} KB gzip` });
  expect(bytes, [...files].join(' ')).toBeLessThanOrEqual(PRE_PAINT_KB * KB);
});

test('the libraries and the API layer are compiled eagerly', () => {
  const files = Object.values(manifest()).filter((chunk) => chunk.name === 'framework' || chunk.name === 'data');
  expect(files).toHaveLength(2);
  for (const { file } of files)
    expect(readFileSync(join(DIST, file), 'utf8').slice(0, 40), file).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test('all JS of a first visit of / stays within 150 KB gzip', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => expect(new URL(request.url()).pathname, 'a console file').not.toMatch(/^\/admin/));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path.slice(1));
  });
  await page.goto('/');
  await expect(page.getByTestId('work-cover').first().locator('img')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The other screens' routes and the worker come once the first screen is done (app/background-start.ts).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => [...scripts].some((script) => script.includes('routeTree'))).toBe(true);
  const bytes = gzipOf(scripts);
  test.info().annotations.push({ type: 'first visit', description: `${(bytes / KB).toFixed(1)} KB gzip` });
  expect(bytes, [...scripts].join(' ')).toBeLessThanOrEqual(150 * KB);
});

test('no route chunk is over 25 KB gzip', () => {
  const chunks = manifest();
  const routes = Object.entries(chunks).filter(([key]) => key.startsWith('src/routes/'));
  expect(routes.length).toBeGreaterThan(10);
  for (const [key, chunk] of routes) expect(gzipBytes(join(DIST, chunk.file)), key).toBeLessThanOrEqual(25 * KB);
});

test('OpenCC’s dictionaries are for zh-Hant readers only: left out of the precache', () => {
  const chunks = manifest();
  const converter = chunks['src/i18n/hant-text.ts'];
  expect(converter?.imports?.length).toBeGreaterThan(0);
  const dictionaries = (converter?.imports ?? []).map((key) => chunks[key]?.file ?? '');
  expect(dictionaries.every((file) => file.startsWith('assets/opencc-'))).toBe(true);
  const kb = gzipOf(dictionaries) / KB;
  test.info().annotations.push({ type: 'zh-Hant converter', description: `${kb.toFixed(0)} KB gzip` });
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  for (const file of dictionaries) expect(worker).not.toContain(file);
  expect(worker).toContain(converter?.file);
});

test('the reader’s worker precaches none of the console’s files', () => {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);
  expect(precached.length).toBeGreaterThan(50);
  expect(precached.filter((url) => url.startsWith('admin'))).toEqual([]);
  // The console is there, built beside the reader.
  expect(readFileSync(join(DIST, 'admin.html'), 'utf8')).toContain('/admin/assets/');
  expect(readdirSync(join(DIST, 'admin', 'assets')).some((file) => file.endsWith('.js'))).toBe(true);
});
