/**
 * The first visit's comparison: Lighthouse (mobile defaults: simulated slow 4G, 4× CPU
 * slowdown; storage cleared, so every run is a first visit with no service worker) on a bare
 * React + TanStack Router page showing the home's first banner (bench/bare/, built here into
 * dist/bare/ and served by the same server), and on Manyue's home, a comic's detail and a reader
 * page, one after the other in one run; the median of RUNS per page. Prints LCP, FCP, TBT and the
 * score, with the ratios to the bare page. Targets: home LCP and FCP ≤ 1.15× bare,
 * TBT ≤ 100 ms, score ≥ 0.95; detail and reader LCP ≤ 1.3× bare. Figures, not assertions: the
 * machine may be shared, and the ratios measured side by side are what to read.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { median } from './first-image';
import { apiClient } from './reader.bench';
import { startServerProcess } from './server-process';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

interface Figures {
  lcp: number;
  fcp: number;
  tbt: number;
  si: number;
  cls: number;
  score: number;
}

/** Builds the bare page around `banner` into dist/bare/ (served at /bare/). */
async function buildBare(banner: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./bare', import.meta.url)),
    base: '/bare/',
    define: { __BANNER__: JSON.stringify(banner) },
    plugins: [react()],
    build: { outDir: fileURLToPath(new URL('../dist/bare', import.meta.url)), emptyOutDir: true, target: 'es2022' },
  });
}

async function audit(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave nothing for ${url}`);
  // A run that failed (a timeout on a loaded machine) counts for nothing rather than as zero.
  if (lhr.runtimeError) console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    lcp: ms('largest-contentful-paint'),
    fcp: ms('first-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    score: lhr.categories.performance?.score ?? Number.NaN,
  };
}

/** Where the pages are: the first banner, a comic with a free first chapter, that chapter. */
async function pages(base: string): Promise<{ banner: string; detail: string; reader: string }> {
  const api = await apiClient(base);
  const home = await api.call<{ banners: { image: string }[]; sections: { items: { id: number; kind: string }[] }[] }>(
    'home',
    { channel: 'comic' },
  );
  const banner = home.banners[0]?.image;
  if (!banner) throw new Error('the demo home has no banner');
  for (const work of home.sections.flatMap((s) => s.items).filter((w) => w.kind === 'comic')) {
    const detail = await api.call<{ chapters: { id: number; access: string }[] }>('workDetail', { id: work.id });
    const free = detail.chapters.find((c) => c.access === 'free');
    if (free)
      return {
        banner,
        detail: `/manga/manga_index?id=${work.id}`,
        reader: `/manga/manga_content?id=${work.id}&chapter=${free.id}`,
      };
  }
  throw new Error('no comic with a free chapter on the demo home');
}

export async function runLighthouseBench(): Promise<void> {
  const server = await startServerProcess();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const where = await pages(server.url);
    await buildBare(where.banner);
    const targets = { bare: '/bare/', home: '/', detail: where.detail, reader: where.reader };
    const runs: Record<string, Figures[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    // Interleaved, so that a burst of load on the machine touches every page alike.
    for (let i = 0; i < RUNS; i++)
      for (const [name, path] of Object.entries(targets)) runs[name]?.push(await audit(chrome.port, server.url + path));
    const med = (name: string): Figures => {
      const list = (runs[name] ?? []).filter((r) => Number.isFinite(r.lcp));
      return {
        lcp: median(list.map((r) => r.lcp)),
        fcp: median(list.map((r) => r.fcp)),
        tbt: median(list.map((r) => r.tbt)),
        si: median(list.map((r) => r.si)),
        cls: median(list.map((r) => r.cls)),
        score: median(list.map((r) => r.score)),
      };
    };
    const bare = med('bare');
    console.log(`\n## First visit, Lighthouse ${RUNS}× per page (mobile defaults), medians`);
    console.table(
      Object.fromEntries(
        Object.entries(targets).map(([name, path]) => {
          const m = med(name);
          return [
            name,
            {
              path,
              'LCP ms': m.lcp,
              'FCP ms': m.fcp,
              'TBT ms': m.tbt,
              'SI ms': m.si,
              CLS: m.cls.toFixed(3),
              score: m.score,
              'LCP / bare': (m.lcp / bare.lcp).toFixed(2),
              'FCP / bare': (m.fcp / bare.fcp).toFixed(2),
            },
          ];
        }),
      ),
    );
    for (const name of Object.keys(targets))
      console.log(
        `${name} runs (LCP / FCP / SI / TBT ms, CLS, score): ${(runs[name] ?? [])
          .map((r) => `${r.lcp}/${r.fcp}/${r.si}/${r.tbt} ${r.cls.toFixed(3)} ${r.score}`)
          .join('  ')}`,
      );
    console.log('targets: home LCP, FCP ≤ 1.15× bare, TBT ≤ 100 ms, score ≥ 0.95; detail and reader LCP ≤ 1.3× bare');
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouseBench();
