/**
 * The home on a phone: JS/CSS bytes it loads, and the time from navigation start to the first cover
 * painted (a decoded <img> in a work cover), on a cold visit and on a warm one (kept answers in
 * IndexedDB, the shell in the service worker's precache once it has installed).
 */

import { kb, measureFirstVisit } from './bundle.bench';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { firstImageMs, median, watchFirstImage } from './first-image';
import { startServerProcess } from './server-process';

const RUNS = 5;

async function firstCoverMs(url: string, warm: boolean): Promise<number[]> {
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
      await markNoticesSeen(context);
      const page = await context.newPage();
      if (warm) {
        await page.goto(`${url}/`);
        await page.locator('[data-testid="work-cover"] img').first().waitFor();
      }
      await watchFirstImage(page, '[data-testid="work-cover"]');
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      times.push(await firstImageMs(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}

export async function runHomeBench(): Promise<void> {
  const server = await startServerProcess();
  try {
    const visit = await measureFirstVisit(server.url);
    console.log('\n## Home (/) on a phone');
    console.table({
      'JS gzip': kb(visit.js.gzip),
      'CSS gzip': kb(visit.css.gzip),
    });
    const cold = await firstCoverMs(server.url, false);
    const warm = await firstCoverMs(server.url, true);
    console.table({
      'first cover, cold visit': { 'median ms': median(cold), runs: cold.join(' ') },
      'first cover, warm visit': { 'median ms': median(warm), runs: warm.join(' ') },
    });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runHomeBench();
