/**
 * The first visit's comparison: Lighthouse 12 (mobile defaults: simulated slow 4G, 4× CPU
 * slowdown; storage cleared, so every run is a first visit with no service worker) on a bare
 * React 19 + TanStack Router app (bench/bare/, built here into dist/bare/ with the same images,
 * precompressed, served by a plain static file server: bench/static-server.ts) and on Manyue's
 * home, a comic's detail, the comic reader, the novel reader and a video's page, served by
 * `npm start`'s server, interleaved in one run after one unmeasured visit of each. Prints every
 * run, the medians per page, the FCP/LCP ratios to the bare page of the same screen, the TBT the
 * page's own work makes (its tasks' CPU time, without the time they waited for one of the machine's
 * cores: bench/blocking-time.ts) and the long tasks of each screen's median run. Targets: FCP ≤
 * 0.8× bare, LCP ≤ 0.9×, TBT ≤ 50 ms, CLS 0, performance ≥ 0.98. Figures, not assertions: the
 * machine may be shared (the load average is printed with them), and the ratios measured side by
 * side are what to read.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { variantUrl } from '../src/core/media-variants';
import { type Api, apiClient } from './api-client';
import { blockingTimes } from './blocking-time';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { median } from './first-image';
import { type RunningServer, startServerProcess } from './server-process';
import { serveStaticFolder } from './static-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;
const BARE_DIR = fileURLToPath(new URL('../dist/bare', import.meta.url));
/** The variant the compared screens show on Lighthouse's phone (412 px at 1.75×). */
const IMAGE_WIDTH = 720;

export interface Figures {
  lcp: number;
  fcp: number;
  tbt: number;
  si: number;
  cls: number;
  score: number;
  /** Lighthouse's CPU benchmark at the run's start: a busy or throttled machine shows lower. */
  cpu: number;
  /**
   * The TBT the page's own work makes: the same sum over its main-thread tasks' CPU time instead
   * of their wall time (bench/blocking-time.ts). The gap to `tbt` is the time those tasks waited
   * for a core.
   */
  ownTbt: number;
  /** Lighthouse's long tasks, as its simulation placed them: what the TBT is made of. */
  longTasks: { start: number; duration: number; url: string }[];
}

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * What each run clears of the origin's data before it loads. Lighthouse's default keeps cookies,
 * local storage and IndexedDB: every run after a screen's first would come as a reader the app
 * already logged in (its token kept), not as a new one.
 */
const FIRST_VISIT_CLEARS = [
  'cookies',
  'local_storage',
  'indexeddb',
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;

/** One Lighthouse run of `url` in the Chrome on `port`, as a first visit: the performance figures, or the score of `category`, and the run's trace. */
export async function lighthouseRun(port: number, url: string, category = 'performance') {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [category],
    clearStorageTypes: [...FIRST_VISIT_CLEARS],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave nothing for ${url}`);
  // A run that failed (a timeout on a loaded machine) counts for nothing rather than as zero.
  if (lhr.runtimeError) console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { lhr, trace: result.artifacts.Trace };
}

/** Tries per run: one that Lighthouse could not record (NO_NAVSTART on a loaded machine) is run again. */
const TRIES = 3;

async function audit(port: number, url: string): Promise<Figures> {
  let run = await lighthouseRun(port, url);
  for (let tried = 1; run.lhr.runtimeError && tried < TRIES; tried++) run = await lighthouseRun(port, url);
  const { lhr, trace } = run;
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    lcp: ms('largest-contentful-paint'),
    fcp: ms('first-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    score: lhr.categories.performance?.score ?? Number.NaN,
    cpu: Math.round(lhr.environment.benchmarkIndex),
    ownTbt: (trace && blockingTimes(trace.traceEvents)?.cpu) ?? Number.NaN,
    longTasks: ((lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []).map(
      (task) => ({ start: Math.round(task.startTime), duration: Math.round(task.duration), url: task.url }),
    ),
  };
}

interface LongTaskItem {
  startTime: number;
  duration: number;
  url: string;
}

interface BareScreen {
  path: string;
  title: string;
  image?: { src: string; width: number; height: number };
  text?: string;
}

/** A compared screen: Manyue's address and the bare app's route showing the same content. */
interface Screen {
  name: string;
  manyue: string;
  bare: BareScreen;
}

interface Card {
  id: number;
  kind: string;
  cover: string;
}
type Home = { banners: { image: string }[]; sections: { items: Card[] }[] };
type Detail = { chapters: { id: number; access: string }[] };
type Content = { pages: { url: string; width: number; height: number }[]; text: string };

/** The first work of `kind` on its channel's home with a free chapter, that chapter's content. */
async function freeChapter(api: Api, kind: string): Promise<{ work: Card; chapter: number; content: Content }> {
  const home = await api.call<Home>('home', { channel: kind });
  for (const work of home.sections.flatMap((s) => s.items).filter((w) => w.kind === kind)) {
    const free = (await api.call<Detail>('workDetail', { id: work.id })).chapters.find((c) => c.access === 'free');
    if (free)
      return { work, chapter: free.id, content: await api.call<Content>('chapterContent', { chapter_id: free.id }) };
  }
  throw new Error(`no ${kind} with a free chapter on the demo home`);
}

/** The compared screens, and the images they show copied into the bare app's folder. */
export async function screens(base: string): Promise<{ list: Screen[]; images: Record<string, string> }> {
  const api = await apiClient(base);
  const home = await api.call<Home>('home', { channel: 'comic' });
  const banner = home.banners[0]?.image;
  if (!banner) throw new Error('the demo home has no banner');
  const comic = await freeChapter(api, 'comic');
  const novel = await freeChapter(api, 'novel');
  const video = await freeChapter(api, 'video');
  const page = comic.content.pages[0];
  if (!page) throw new Error('the comic chapter has no page');
  const images = {
    'banner.jpg': banner,
    'cover.jpg': comic.work.cover,
    'page.jpg': page.url,
    'poster.jpg': video.work.cover,
  };
  const image = (src: string, width: number, height: number) => ({ src: `/img/${src}`, width, height });
  return {
    images,
    list: [
      { name: 'home', manyue: '/', bare: { path: '/', title: '漫阅', image: image('banner.jpg', 800, 400) } },
      {
        name: 'detail',
        manyue: `/manga/manga_index?id=${comic.work.id}`,
        bare: { path: '/detail', title: '漫画详情', image: image('cover.jpg', 600, 800) },
      },
      {
        name: 'comic reader',
        manyue: `/manga/manga_content?id=${comic.work.id}&chapter=${comic.chapter}`,
        bare: { path: '/reader', title: '第1话', image: image('page.jpg', page.width || 800, page.height || 1136) },
      },
      {
        name: 'novel reader',
        manyue: `/novel/novel_content?id=${novel.work.id}&chapter=${novel.chapter}`,
        bare: { path: '/novel', title: '第1章', text: novel.content.text.slice(0, 400) },
      },
      {
        name: 'video',
        manyue: `/video_index?id=${video.work.id}`,
        bare: { path: '/video', title: '视频详情', image: image('poster.jpg', 600, 800) },
      },
    ],
  };
}

/** Builds the bare app into dist/bare/ with the screens' images beside it, precompressed as `npm run build` does. */
async function buildBare(base: string, list: Screen[], images: Record<string, string>): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./bare', import.meta.url)),
    define: { __SCREENS__: JSON.stringify(list.map((s) => s.bare)) },
    plugins: [react()],
    publicDir: false,
    build: { outDir: BARE_DIR, emptyOutDir: true, target: 'es2022' },
  });
  execFileSync('mkdir', ['-p', `${BARE_DIR}/img`]);
  for (const [file, url] of Object.entries(images)) {
    const response = await fetch(new URL(variantUrl(url, IMAGE_WIDTH), base));
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    writeFileSync(`${BARE_DIR}/img/${file}`, Buffer.from(await response.arrayBuffer()));
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', BARE_DIR], { stdio: 'ignore' });
}

function medians(list: Figures[]): Omit<Figures, 'longTasks'> {
  const ok = list.filter((r) => Number.isFinite(r.lcp));
  const of = (key: Exclude<keyof Figures, 'longTasks'>) => median(ok.map((r) => r[key]));
  return {
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    ownTbt: of('ownTbt'),
    si: of('si'),
    cls: of('cls'),
    score: of('score'),
    cpu: of('cpu'),
  };
}

/**
 * The long tasks of each screen's median-TBT run, as Lighthouse's simulation placed them: a task's
 * time past 50 ms, from the simulated FCP on, is blocking time. Lighthouse names the script a task
 * ran, the document's address for work it cannot tie to a script (parsing, layout, timers, module
 * evaluations), or "Unattributable" (the navigation's own commit, for one).
 */
function printLongTasks(list: Screen[], runs: Record<string, Figures[]>): void {
  console.log('long tasks of the median-TBT run (simulated ms: start +duration, attributed to):');
  for (const screen of list) {
    const sorted = [...(runs[screen.name] ?? [])].sort((a, b) => a.tbt - b.tbt);
    const run = sorted[Math.floor(sorted.length / 2)];
    if (!run) continue;
    const tasks = run.longTasks
      .filter((task) => task.start + task.duration > run.fcp)
      .sort((a, b) => a.start - b.start)
      .map((task) => `${task.start} +${task.duration} ${task.url.replace(/^https?:\/\/[^/]+/, '') || '?'}`);
    console.log(`  ${screen.name.padEnd(14)} TBT ${run.tbt}, FCP ${run.fcp}: ${tasks.join(', ') || 'none'}`);
  }
}

function print(list: Screen[], runs: Record<string, Figures[]>): void {
  const row = (r: Figures) =>
    `${r.lcp}/${r.fcp}/${r.si}/${r.tbt} (${r.ownTbt}) ${r.cls.toFixed(3)} ${r.score} cpu ${r.cpu}`;
  // The CPU benchmark shows the runs a slow moment of the machine touched (their TBT with them).
  console.log(
    "every run (LCP / FCP / SI / TBT ms (the page's own: over CPU time), CLS, score, Lighthouse's CPU benchmark index):",
  );
  for (const key of Object.keys(runs)) console.log(`  ${key.padEnd(22)} ${(runs[key] ?? []).map(row).join('   ')}`);
  const table: Record<string, Record<string, string | number>> = {};
  for (const screen of list) {
    const bare = medians(runs[`bare ${screen.name}`] ?? []);
    const own = medians(runs[screen.name] ?? []);
    for (const [name, m] of [
      [`bare ${screen.name}`, bare],
      [screen.name, own],
    ] as const)
      table[name] = {
        'LCP ms': m.lcp,
        'FCP ms': m.fcp,
        'TBT ms': m.tbt,
        'own TBT': m.ownTbt,
        'SI ms': m.si,
        CLS: m.cls.toFixed(3),
        score: m.score,
        'FCP / bare': m === bare ? '' : (m.fcp / bare.fcp).toFixed(2),
        'LCP / bare': m === bare ? '' : (m.lcp / bare.lcp).toFixed(2),
      };
  }
  console.table(table);
  console.log('targets: FCP ≤ 0.8× bare, LCP ≤ 0.9× bare, TBT ≤ 50 ms, CLS 0, score ≥ 0.98');
  printLongTasks(list, runs);
}

export async function runLighthouseBench(): Promise<void> {
  const server: RunningServer = await startServerProcess();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const { list, images } = await screens(server.url);
  await buildBare(server.url, list, images);
  const bare = await serveStaticFolder(BARE_DIR);
  try {
    const runs: Record<string, Figures[]> = Object.fromEntries(
      list.flatMap((screen) => [
        [`bare ${screen.name}`, []],
        [screen.name, []],
      ]),
    );
    // One unmeasured visit of each page first: the server draws an image's width variant on its first
    // request (sharp, on the cores the browser measures with), which a site in service did long before
    // a new reader came, and the bare page's images are files already (buildBare fetched them).
    for (const screen of list) {
      await audit(chrome.port, bare.url + screen.bare.path);
      await audit(chrome.port, server.url + screen.manyue);
    }
    const before = loadAverage();
    // Interleaved, each screen right after its bare twin, so that a burst of load touches both alike.
    for (let i = 0; i < RUNS; i++)
      for (const screen of list) {
        runs[`bare ${screen.name}`]?.push(await audit(chrome.port, bare.url + screen.bare.path));
        runs[screen.name]?.push(await audit(chrome.port, server.url + screen.manyue));
      }
    console.log(`\n## First visit, Lighthouse ${RUNS}× per page (mobile defaults), bare app on a static server`);
    console.log(`load average before: ${before}, after: ${loadAverage()} (2 cores)`);
    for (const screen of list) console.log(`  ${screen.name}: ${screen.manyue}  (bare: ${screen.bare.path})`);
    print(list, runs);
  } finally {
    chrome.kill();
    await bare.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouseBench();
