/**
 * Offline, with the service worker: time to the first cover on a cold start with no network (after
 * the app was used online once), and time to a downloaded chapter's first page with no network.
 * Both timed inside the page from navigation start to the frame after the image is inserted (the
 * app inserts images once decoded), median of RUNS.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { firstImageMs, median, watchFirstImage } from './first-image';
import { startServerProcess } from './server-process';

const RUNS = 5;

async function openOffline(context: BrowserContext, url: string, selector: string): Promise<number> {
  const page = await context.newPage();
  await watchFirstImage(page, selector);
  await page.goto(url, { waitUntil: 'commit' });
  const painted = await firstImageMs(page);
  await page.close();
  return painted;
}

async function controlledHome(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller != null, undefined, { timeout: 30_000 });
  // Again under the worker, so the covers seen are in its image cache as a returning reader's are.
  await page.reload();
  await page.locator('[data-testid="work-cover"] img').first().waitFor();
  return page;
}

async function coldOfflineStart(base: string): Promise<number[]> {
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
      await markNoticesSeen(context);
      const page = await controlledHome(context, base);
      await page.close();
      await context.setOffline(true);
      times.push(await openOffline(context, `${base}/`, '[data-testid="work-cover"]'));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}

/** Downloads the first chapter of the first comic on the home page; resolves with the reader's address. */
async function downloadFirstChapter(page: Page): Promise<string> {
  await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().click();
  const first = page.getByTestId('chapter').first().locator('a');
  await first.waitFor();
  const reader = new URL((await first.getAttribute('href')) ?? '', page.url()).href;
  await page.getByTestId('detail-actions').getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  await sheet.getByText('范围', { exact: true }).click();
  await sheet.getByTestId('download-range-from').fill('1');
  await sheet.getByTestId('download-range-to').fill('1');
  await sheet.getByTestId('download-confirm').click();
  await page
    .getByTestId('chapter')
    .first()
    .locator('[data-testid="download-mark"][data-status="ready"]')
    .waitFor({ timeout: 60_000 });
  return reader;
}

async function downloadedFirstPage(base: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
    await markNoticesSeen(context);
    const page = await controlledHome(context, base);
    const reader = await downloadFirstChapter(page);
    await page.close();
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await openOffline(context, reader, '[data-testid="reader-page"]'));
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}

export async function runOfflineBench(): Promise<void> {
  const server = await startServerProcess();
  try {
    const cold = await coldOfflineStart(server.url);
    const chapter = await downloadedFirstPage(server.url);
    console.log('\n## Offline (service worker, no network)');
    console.table({
      'cold start, first cover': { 'median ms': median(cold), runs: cold.join(' ') },
      'downloaded chapter, first page': { 'median ms': median(chapter), runs: chapter.join(' ') },
    });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runOfflineBench();
