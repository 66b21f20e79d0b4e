/**
 * 繁體中文 on a phone (390×844, headless Chromium with the CPU slowed 4×, the built app on the real
 * server): the converter zh-Hant readers load (i18n/hant-text.ts with OpenCC's dictionaries) — its
 * download, parse and dictionary build, in a page that has not loaded it — and the conversion of a
 * 20,000-character novel chapter (demo prose) in a zh-Hant reader's app: the first chapter converted
 * after the home's answers were, then the median of the next ones. The chunk's gzip size beside it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { castOf, novelChapter } from '../server/content/chinese-text';
import { createRng } from '../server/content/prng';
import { gzipBytes } from './bundle.bench';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { median } from './first-image';
import { startServerProcess } from './server-process';

const SLOWDOWN = 4;
const CHAPTER_CHARS = 20_000;
const RUNS = 7;

/** The converter's chunk and the chunks it imports, from Vite's manifest. */
function converterFiles(): { entry: string; files: string[] } {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const entry = manifest['src/i18n/hant-text.ts'];
  if (!entry) throw new Error('no src/i18n/hant-text.ts in the build: run npm run build');
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file ?? '')].filter(Boolean);
  return { entry: `/${entry.file}`, files };
}

async function slowed(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

export async function runHantBench(): Promise<void> {
  const { entry, files } = converterFiles();
  const rng = createRng('manyue-hant-bench');
  const chapter = novelChapter(rng, castOf(rng, '仙侠'), CHAPTER_CHARS).slice(0, CHAPTER_CHARS);
  const server = await startServerProcess({ MEDIA_DIR: '.tmp/bench-media-lite', DEMO_MEDIA: 'lite' });
  const browser = await launchChromium();
  const loads: number[] = [];
  const firsts: number[] = [];
  const nexts: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // The converter's load, in a page that has not loaded it (a zh-CN reader's), fresh caches.
      const fresh = await browser.newContext(PHONE);
      await markNoticesSeen(fresh);
      const page = await fresh.newPage();
      await page.goto(`${server.url}/`);
      await page.waitForSelector('[data-testid="work-cover"]');
      await slowed(page);
      loads.push(
        await page.evaluate(async (url) => {
          const started = performance.now();
          await import(url);
          return performance.now() - started;
        }, entry),
      );
      await fresh.close();

      // A zh-Hant reader: the app has loaded the converter and converted the home's answers.
      const context = await browser.newContext(PHONE);
      await markNoticesSeen(context);
      await context.addInitScript(() => localStorage.setItem('language', 'zh-Hant'));
      const reader = await context.newPage();
      await reader.goto(`${server.url}/`);
      await reader.waitForSelector('[data-testid="work-cover"]');
      await slowed(reader);
      const times = await reader.evaluate(
        async ({ url, text }) => {
          const { toTraditional } = (await import(url)) as { toTraditional: (text: string) => string };
          const out: number[] = [];
          for (let i = 0; i < 6; i++) {
            // A different chapter each time (as the next chapters are): the text shifted by one line.
            const lines = text.split('\n');
            const next = [...lines.slice(i), ...lines.slice(0, i)].join('\n');
            const started = performance.now();
            toTraditional(next);
            out.push(performance.now() - started);
          }
          return out;
        },
        { url: entry, text: chapter },
      );
      firsts.push(times[0] ?? 0);
      nexts.push(median(times.slice(1)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const kb = files.reduce((sum, file) => sum + gzipBytes(join('dist', file)), 0) / 1024;
  console.log(`\n## 繁體中文 on a phone (CPU ${SLOWDOWN}× slower, ${RUNS} runs, median; min–max)`);
  const row = (values: number[]) =>
    `${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
  console.table({
    'converter (OpenCC s2twp) load, parse and build': { time: row(loads), gzip: `${kb.toFixed(0)} KB` },
    [`${CHAPTER_CHARS.toLocaleString('en')}-character chapter, first`]: { time: row(firsts), gzip: '' },
    [`${CHAPTER_CHARS.toLocaleString('en')}-character chapter, next ones`]: { time: row(nexts), gzip: '' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await runHantBench();
