/**
 * Bytes a reader downloads: the JS and CSS a first visit of `/` loads (gzip, as precompressed
 * in dist/, next to brotli), and every route chunk. Needs a build (`npm run bench` makes one).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, PHONE } from './chromium';
import { startServerProcess } from './server-process';

const DIST = 'dist';

/** gzip bytes of a built file: its precompressed .gz when there is one, else zlib level 9. */
export function gzipBytes(path: string): number {
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

function brotliBytes(path: string): number {
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : gzipBytes(path);
}

export interface FirstVisit {
  js: { gzip: number; brotli: number; files: string[] };
  css: { gzip: number; brotli: number; files: string[] };
}

export async function measureFirstVisit(url: string, path = '/'): Promise<FirstVisit> {
  const browser = await launchChromium();
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(pathname)) loaded.add(pathname);
  });
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await browser.close();
  const result: FirstVisit = { js: { gzip: 0, brotli: 0, files: [] }, css: { gzip: 0, brotli: 0, files: [] } };
  for (const pathname of loaded) {
    const file = join(DIST, pathname);
    if (!existsSync(file)) continue;
    const bucket = pathname.endsWith('.css') ? result.css : result.js;
    bucket.gzip += gzipBytes(file);
    bucket.brotli += brotliBytes(file);
    bucket.files.push(pathname);
  }
  return result;
}

export function routeChunks(): Array<{ chunk: string; gzip: number }> {
  return readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ chunk: f.replace(/-[\w-]{7}\.js$/, ''), gzip: gzipBytes(join(DIST, 'assets', f)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runBundleBench(): Promise<void> {
  const server = await startServerProcess();
  try {
    const visit = await measureFirstVisit(server.url);
    console.log('\n## First visit of / (bytes on the wire)');
    console.table({
      JS: { gzip: kb(visit.js.gzip), brotli: kb(visit.js.brotli), files: visit.js.files.length },
      CSS: { gzip: kb(visit.css.gzip), brotli: kb(visit.css.brotli), files: visit.css.files.length },
    });
    console.log(`budget: first-visit JS ≤ 150 KB gzip → ${kb(visit.js.gzip)}`);
  } finally {
    await server.stop();
  }
  console.log('\n## Chunks (gzip)');
  console.table(Object.fromEntries(routeChunks().map((c) => [c.chunk, kb(c.gzip)])));
}

if (import.meta.url === `file://${process.argv[1]}`) await runBundleBench();
