/**
 * The novel reader on a phone (390×844, headless Chromium, real server), paged mode:
 * - open a chapter, cold (a fresh context: app, login, chapter) and warm (opened again in the same
 *   context: scripts and login known): from navigation start to the first frame with its text;
 * - next chapter: from the key press on the last page to the first frame of the next chapter's text
 *   (fetched and decrypted ahead while the chapter was read);
 * - page turn: the reader's own work per turn (moving the column strip and finding the offset that
 *   opens the page) and key press → next frame, in a 20,000-character chapter and a 1 MB one;
 * - pagination: laying the chapter out in columns and placing the saved offset (the layout
 *   effect, with the browser's forced layout), for a 20,000-character chapter and a 1 MB one.
 * The long chapters are imported through the operator's import (a TXT), into the bench's database.
 *
 * "Frame with its text": a task queued from the requestAnimationFrame callback that first sees it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runImportCli } from '../server/content/import-cli';
import { type Api, apiClient } from './api-client';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { median } from './first-image';
import { type RunningServer, startServerProcess } from './server-process';

const RUNS = 5;
const TURNS = 20;
const SETTLE_MS = 1200;
/** The demo art of the reader bench (drawn once, reused): the server seeds its demo content with it. */
const MEDIA_DIR = '.tmp/bench-media-reader';

const SENTENCES = [
  '夜色渐深，城头的灯火一盏接着一盏熄灭。',
  '他把那封信又读了一遍，指尖在纸上停了很久。',
  '“你真的想好了吗？”她低声问道，声音里带着几分犹豫。',
  '风从山谷里吹上来，带着潮湿的泥土气息。',
  '没有人知道，这一夜过后，一切都将不同。',
  '远处传来几声钟响，惊起了林中的飞鸟。',
  '他笑了笑，没有回答，只是转身走进了雨里。',
];

/** Paragraphs of two to five sentences until the text holds `chars` characters. */
function chapterText(chars: number, seed: number): string {
  const lines: string[] = [];
  let length = 0;
  let n = seed;
  while (length < chars) {
    const count = 2 + (n % 4);
    const line = Array.from({ length: count }, (_, i) => SENTENCES[(n + i * 3) % SENTENCES.length]).join('');
    lines.push(`\u3000\u3000${line}`);
    length += line.length;
    n = (n * 7 + 3) % 101;
  }
  return lines.join('\n');
}

/** A TXT with two 20,000-character chapters and a 1 MB one (UTF-8), imported. */
async function importLongNovel(api: Api, databaseUrl: string): Promise<{ work: number; chapters: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-novel-bench-'));
  try {
    const file = join(dir, '长章基准.txt');
    // 3 bytes per character in UTF-8: 350,000 characters ≈ 1 MB.
    const text = [
      `第1章 两万字\n${chapterText(20_000, 1)}`,
      `第2章 下一章\n${chapterText(20_000, 3)}`,
      `第3章 一兆字节\n${chapterText(350_000, 2)}`,
    ].join('\n\n');
    writeFileSync(file, text);
    const code = await runImportCli(['import', 'novel', file, '--title', '长章基准'], {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR,
    });
    if (code !== 0) throw new Error(`import failed (${code})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const found = await api.call<{ list: { id: number }[] }>('search', { keyword: '长章基准', kind: 'novel' });
  const work = found.list[0]?.id;
  if (!work) throw new Error('imported novel not found');
  const detail = await api.call<{ chapters: { id: number; index: number }[] }>('workDetail', { id: work });
  const chapters = [...detail.chapters].sort((a, b) => a.index - b.index).map((c) => c.id);
  if (chapters.length !== 3) throw new Error(`imported novel has ${chapters.length} chapters, not 3`);
  return { work, chapters };
}

async function novelContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  await markNoticesSeen(context);
  // A script string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await context.addInitScript(`(() => {
    localStorage.setItem('novel_settings', JSON.stringify({ mode: 'paged', fontSize: 18 }));
    // From navigation start to the first frame that shows the chapter \`__want\` with text.
    window.__textShown = new Promise((resolve) => {
      const check = () => {
        const strip = document.querySelector('[data-testid="novel-page-strip"][data-chapter="' + window.__want + '"]');
        if (strip && strip.querySelector('p[data-start]')) setTimeout(() => resolve(performance.now()), 0);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  })()`);
  return context;
}

async function openMs(page: Page, url: string, work: number, chapter: number): Promise<number> {
  await page.addInitScript(`window.__want = ${chapter}`);
  await page.goto(`${url}/novel/novel_content?id=${work}&chapter=${chapter}&offset=0`);
  return (await page.evaluate('window.__textShown')) as number;
}

/** Key press → the first frame after it (a page turn, or the next chapter's text). */
async function keyToFrame(page: Page, key: string, nextChapter: number | null): Promise<number> {
  await page.evaluate(`(() => {
    window.__frame = new Promise((resolve) => {
      let t0 = 0;
      addEventListener('keydown', (event) => { t0 = performance.now(); }, { once: true, capture: true });
      const check = () => {
        const ready = ${nextChapter === null ? 'true' : `!!document.querySelector('[data-testid="novel-page-strip"][data-chapter="${nextChapter}"] p[data-start]')`};
        if (t0 && ready) setTimeout(() => resolve(performance.now() - t0), 0);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  })()`);
  await page.keyboard.press(key);
  return (await page.evaluate('window.__frame')) as number;
}

const stripData = (page: Page, name: string) =>
  page.locator('[data-testid="novel-page-strip"]').getAttribute(`data-${name}`).then(Number);

async function measureChapter(browser: Browser, url: string, work: number, chapter: number) {
  const paginate: number[] = [];
  const open: number[] = [];
  const turnWork: number[] = [];
  const turnFrame: number[] = [];
  let pages = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await novelContext(browser);
    const page = await context.newPage();
    open.push(await openMs(page, url, work, chapter));
    paginate.push(await stripData(page, 'paginate-ms'));
    pages = await stripData(page, 'pages');
    if (i === 0) {
      await page.waitForTimeout(SETTLE_MS);
      for (let t = 0; t < Math.min(TURNS, pages - 1); t++) {
        turnFrame.push(await keyToFrame(page, 'ArrowRight', null));
        turnWork.push(await stripData(page, 'turn-ms'));
      }
    }
    await context.close();
  }
  return { paginate, open, turnWork, turnFrame, pages };
}

const timing = (xs: number[], digits = 0) => ({
  'median ms': Number(median(xs).toFixed(digits)),
  'max ms': Number(Math.max(...xs).toFixed(digits)),
  runs: xs.length,
});

export async function runNovelBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-novel-bench-db-'));
  const databaseUrl = join(dir, 'novel.db');
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    mkdirSync(MEDIA_DIR, { recursive: true });
    server = await startServerProcess({ DATABASE_URL: databaseUrl, MEDIA_DIR });
    const api = await apiClient(server.url);
    const long = await importLongNovel(api, databaseUrl);
    const [twenty, second, mega] = long.chapters as [number, number, number];
    browser = await launchChromium();

    // Open cold and warm, and next chapter, on the 20,000-character chapter.
    const cold: number[] = [];
    const warm: number[] = [];
    const next: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await novelContext(browser);
      const page = await context.newPage();
      cold.push(await openMs(page, server.url, long.work, twenty));
      warm.push(await openMs(page, server.url, long.work, twenty));
      await page.waitForTimeout(SETTLE_MS);
      // To the last page, then on into the next chapter (fetched ahead meanwhile: no request after the key).
      const pages = await stripData(page, 'pages');
      await page.goto(`${server.url}/novel/novel_content?id=${long.work}&chapter=${twenty}&offset=10000000`);
      await page
        .locator(`[data-testid="novel-page-strip"][data-chapter="${twenty}"][data-page="${pages - 1}"]`)
        .waitFor();
      await page.waitForTimeout(SETTLE_MS);
      next.push(await keyToFrame(page, 'ArrowRight', second));
      await context.close();
    }

    const small = await measureChapter(browser, server.url, long.work, twenty);
    const big = await measureChapter(browser, server.url, long.work, mega);

    console.log('\n## Novel reader on a phone (paged mode, 390×844)');
    console.table({
      'open chapter, cold (navigation → text painted)': timing(cold),
      'open chapter, warm (same context again)': timing(warm),
      'next chapter (key on last page → its text painted)': timing(next),
    });
    console.log(`\n## Pagination and page turns (20,000 characters: ${small.pages} pages; 1 MB: ${big.pages} pages)`);
    console.table({
      'pagination, 20,000 characters': timing(small.paginate, 1),
      'pagination, 1 MB chapter': timing(big.paginate, 1),
      'page turn work, 20,000 characters': timing(small.turnWork, 2),
      'page turn work, 1 MB chapter': timing(big.turnWork, 2),
      'page turn, key → frame, 20,000 characters': timing(small.turnFrame, 1),
      'page turn, key → frame, 1 MB chapter': timing(big.turnFrame, 1),
      'first turn, key → frame, 20,000 characters': timing(small.turnFrame.slice(0, 1), 1),
      'first turn, key → frame, 1 MB chapter': timing(big.turnFrame.slice(0, 1), 1),
      'open the 1 MB chapter, cold': timing(big.open),
    });
    console.log('targets (1 MB chapter): page turn ≤ 16 ms, first turn ≤ 100 ms');
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runNovelBench();
