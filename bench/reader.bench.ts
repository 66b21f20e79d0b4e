/**
 * The comic reader on a phone (390×844, headless Chromium, real server):
 * - paged mode: time from the tap on "next page" to the next page painted, with the next pages
 *   preloaded (the default, 4) and with preloading off (0): the page then loads after the tap;
 * - the next chapter's first page after the tap, on a warm cache (the chapter was read before:
 *   its pictures are in the HTTP cache), with preloading on and off;
 * - webtoon mode: the longest main-thread task and the longest frame while scrolling fast through
 *   a 300-page chapter (synthetic scroll gestures of the wheel kind: headless Chromium ignores
 *   synthetic touch scrolling). The demo chapters have 4–12 pages, so the bench imports one of 300 pages
 *   (generated pictures, 800×1200) through the operator's import, into its own database — once with
 *   the pages as they are and once with a colour filter on them (sepia, brightness, contrast);
 * - crop detection per page (裁剪白边): the crop worker's time on each page of that chapter.
 *
 * "Painted": the first animation frame with the page's decoded <img> on screen has been rendered
 * (a task queued from that frame's requestAnimationFrame callback has run).
 * Each measurement runs in a fresh browser context (empty HTTP and image caches).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './api-client';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { median } from './first-image';
import { type ChapterInfo, importLongChapter, LONG_PAGES, pickComic } from './reader-fixtures';
import { type RunningServer, startServerProcess } from './server-process';

const RUNS = 5;
/** The demo art is drawn once into this folder and reused by later runs. */
const MEDIA_DIR = '.tmp/bench-media-reader';
/** Time left after opening for the reader to preload (loopback: far more than it needs). */
const SETTLE_MS = 1500;
/** Scroll gestures of the webtoon benchmark: px and px/s (a fast flick is 5,000–10,000 px/s). */
const FLING = { distance: 30_000, speed: 9_000, times: 3 };
/** Pages scrolled past (one every 600 px) while crop detection is timed. */
const CROP_PAGES = 40;

async function readerContext(
  browser: Browser,
  settings: { mode: 'ltr' | 'webtoon'; preload: number } & Record<string, unknown>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  await markNoticesSeen(context);
  await context.addInitScript((value) => {
    localStorage.setItem('reader_settings', value);
  }, JSON.stringify(settings));
  return context;
}

/**
 * Arms a timer in the page: from the next pointerup (a tap acts on release) to the end of the
 * first frame that shows the decoded picture matching `selector` in the current slide.
 */
async function armPaintTimer(page: Page, selector: string): Promise<void> {
  // A script string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const sel = ${JSON.stringify(selector)};
    window.__painted = new Promise((resolve) => {
      let t0 = 0;
      addEventListener('pointerup', (event) => { t0 = event.timeStamp; }, { once: true, capture: true });
      const check = () => {
        const img = document.querySelector(sel);
        if (t0 && img && img.complete && img.naturalWidth > 0) {
          // This frame paints it: a task queued now runs once the frame is rendered.
          setTimeout(() => resolve(performance.now() - t0), 0);
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  })()`);
}

const painted = (page: Page) => page.evaluate('window.__painted') as Promise<number>;

/** Right middle of the screen: "next page" in left-to-right paged mode (L-shaped zones). */
const tapNext = (page: Page) => page.touchscreen.tap(360, 422);

async function pageTurnMs(browser: Browser, url: string, work: number, chapter: number, preload: number) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await readerContext(browser, { mode: 'ltr', preload });
    const page = await context.newPage();
    await page.goto(`${url}/manga/manga_content?id=${work}&chapter=${chapter}&page=1`);
    await page.locator('[data-testid="paged"] [data-current][data-page="1"] img').waitFor();
    await page.waitForTimeout(SETTLE_MS);
    await armPaintTimer(page, '[data-testid="paged"] [data-current][data-page="2"] img');
    await tapNext(page);
    times.push(await painted(page));
    await context.close();
  }
  return times;
}

async function nextChapterMs(
  browser: Browser,
  url: string,
  ids: { work: number; first: ChapterInfo; second: ChapterInfo },
  preload: number,
) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await readerContext(browser, { mode: 'ltr', preload });
    const page = await context.newPage();
    // Read the next chapter once: its pictures are in the HTTP cache from now on.
    await page.goto(`${url}/manga/manga_content?id=${ids.work}&chapter=${ids.second.id}&page=0`);
    await page.locator('[data-testid="paged"] [data-current][data-page="0"] img').waitFor();
    // Then come back to the last page of the chapter before it and reach its end slide.
    await page.goto(`${url}/manga/manga_content?id=${ids.work}&chapter=${ids.first.id}&page=${ids.first.size - 1}`);
    await page.locator(`[data-testid="paged"] [data-current][data-page="${ids.first.size - 1}"] img`).waitFor();
    await tapNext(page);
    await page.getByTestId('chapter-transition').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    await armPaintTimer(
      page,
      `[data-testid="paged"] [data-current][data-chapter="${ids.second.id}"][data-page="0"] img`,
    );
    await tapNext(page);
    times.push(await painted(page));
    await context.close();
  }
  return times;
}

interface ScrollResult {
  longestTaskMs: number;
  longTasks: number;
  longestFrameMs: number;
  p95FrameMs: number;
  pagesPassed: number;
  domRows: number;
}

/** The pages' colour the filtered fling reads with: every part of the filter at once. */
const FILTERED = { tint: 'sepia', pageBrightness: 0.9, contrast: 1.1 };

async function webtoonFling(
  browser: Browser,
  url: string,
  work: number,
  chapter: number,
  colour: Record<string, unknown> = {},
): Promise<ScrollResult> {
  const context = await readerContext(browser, { mode: 'webtoon', preload: 4, ...colour });
  const page = await context.newPage();
  await page.goto(`${url}/manga/manga_content?id=${work}&chapter=${chapter}&page=0`);
  await page.locator('[data-testid="reader-page"][data-page="0"] img').waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(`(() => {
    window.__tasks = [];
    window.__frames = [];
    window.__stop = false;
    window.__rows = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__rows = Math.max(window.__rows, document.querySelectorAll('[data-testid="webtoon"] [data-index]').length);
      if (!window.__stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < FLING.times; i++) {
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 700,
      yDistance: -FLING.distance,
      speed: FLING.speed,
      // Synthetic touch scrolling does nothing in headless Chromium here; the wheel path scrolls on the compositor too.
      gestureSourceType: 'mouse',
    });
  }
  const result = (await page.evaluate(`(() => {
    window.__stop = true;
    const frames = [...window.__frames].sort((a, b) => a - b);
    const indicator = document.querySelector('[data-testid="page-indicator"]');
    return {
      longestTaskMs: Math.round(Math.max(0, ...window.__tasks)),
      longTasks: window.__tasks.length,
      longestFrameMs: Math.round(frames.at(-1) ?? 0),
      p95FrameMs: Math.round(frames[Math.floor(frames.length * 0.95)] ?? 0),
      pagesPassed: Number(indicator?.getAttribute('data-page') ?? 0),
      domRows: window.__rows,
    };
  })()`)) as ScrollResult;
  await context.close();
  return result;
}

/**
 * Crop detection per page (the crop worker: fetch from the warm cache, decode to a small copy, read
 * the margins), as the reader measures it, over the first pages of the long chapter read slowly
 * in webtoon mode with 裁剪白边 on.
 */
async function cropTimes(browser: Browser, url: string, work: number, chapter: number): Promise<number[]> {
  const context = await readerContext(browser, { mode: 'webtoon', preload: 4, crop: true });
  const page = await context.newPage();
  await page.goto(`${url}/manga/manga_content?id=${work}&chapter=${chapter}&page=0`);
  await page.locator('[data-testid="reader-page"][data-page="0"] img').waitFor();
  for (let i = 0; i < CROP_PAGES; i++) {
    await page.evaluate(() => document.querySelector('[data-testid="webtoon"]')?.scrollBy(0, 600));
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(SETTLE_MS);
  const times = (await page.evaluate(
    "performance.getEntriesByName('page-crop').map((entry) => entry.duration)",
  )) as number[];
  await context.close();
  return times;
}

const timing = (xs: number[]) => ({
  'median ms': Math.round(median(xs)),
  'max ms': Math.round(Math.max(...xs)),
  runs: xs.map((x) => Math.round(x)).join(' '),
});

export async function runReaderBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-reader-bench-'));
  const databaseUrl = join(dir, 'reader.db');
  mkdirSync(MEDIA_DIR, { recursive: true });
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startServerProcess({ DATABASE_URL: databaseUrl, MEDIA_DIR });
    const api = await apiClient(server.url);
    const comic = await pickComic(api);
    const long = await importLongChapter(api, databaseUrl, MEDIA_DIR);
    browser = await launchChromium();

    console.log('\n## Comic reader on a phone (paged mode: tap on "next page" → page painted)');
    console.table({
      'next page, preloaded (4 ahead)': timing(await pageTurnMs(browser, server.url, comic.work, comic.first.id, 4)),
      'next page, not preloaded (0)': timing(await pageTurnMs(browser, server.url, comic.work, comic.first.id, 0)),
      'next chapter page 1, warm cache, preload 4': timing(await nextChapterMs(browser, server.url, comic, 4)),
      'next chapter page 1, warm cache, preload 0': timing(await nextChapterMs(browser, server.url, comic, 0)),
    });

    const crops = await cropTimes(browser, server.url, long.work, long.chapter);
    console.log(`\n## Crop detection per page (worker, 800×1200 WebP pages, ${crops.length} pages)`);
    console.table({
      'crop detection per page': {
        'median ms': Math.round(median(crops) * 10) / 10,
        'p95 ms': Math.round(([...crops].sort((a, b) => a - b)[Math.floor(crops.length * 0.95)] ?? 0) * 10) / 10,
        'max ms': Math.round(Math.max(...crops) * 10) / 10,
        pages: crops.length,
      },
    });

    const flings = {
      plain: await webtoonFling(browser, server.url, long.work, long.chapter),
      [`filtered (${Object.values(FILTERED).join(' ')})`]: await webtoonFling(
        browser,
        server.url,
        long.work,
        long.chapter,
        FILTERED,
      ),
    };
    console.log(
      `\n## Webtoon mode: fast scroll gestures through a ${LONG_PAGES}-page chapter (${FLING.times} × ${FLING.distance} px at ${FLING.speed} px/s)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(flings).map(([name, fling]) => [
          name,
          {
            // The Long Tasks API reports only tasks of 50 ms or more.
            'longest main-thread task': fling.longTasks === 0 ? 'none ≥ 50 ms' : `${fling.longestTaskMs} ms`,
            'long tasks (> 50 ms)': fling.longTasks,
            'longest frame': `${fling.longestFrameMs} ms`,
            'p95 frame': `${fling.p95FrameMs} ms`,
            'pages passed': fling.pagesPassed,
            'most rows in the DOM at once': fling.domRows,
          },
        ]),
      ),
    );
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runReaderBench();
