/**
 * Image bytes of a first visit of / on a 3× phone (390×844): as the app asks for them now
 * (width variants, AVIF) and as it did before (every /media/ image asked at full size, the `?w=`
 * removed on its way out), on the same server, the same page and the same lazy-loading rules.
 * Bytes are the encoded bodies of every image response until the network is idle.
 */
import type { BrowserContext } from 'playwright-core';
import { kb } from './bundle.bench';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { startServerProcess } from './server-process';

const PHONE_3X = { ...PHONE, deviceScaleFactor: 3 };

/** Every /media/ image asked at full size: the app as it was before variants. */
async function askOriginals(context: BrowserContext): Promise<void> {
  await context.route('**/media/**', (route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.has('w')) return route.continue();
    url.searchParams.delete('w');
    return route.continue({ url: url.href });
  });
}

async function firstVisitImages(url: string, originals: boolean): Promise<{ bytes: number; count: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE_3X, locale: 'zh-CN', serviceWorkers: 'block' });
    await markNoticesSeen(context);
    if (originals) await askOriginals(context);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="work-cover"] img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((a, b) => a + b, 0), count: all.length };
  } finally {
    await browser.close();
  }
}

export async function runImagesBench(): Promise<void> {
  // A kept media folder: the full demo art is drawn once, not on every run.
  const server = await startServerProcess({ MEDIA_DIR: '.tmp/bench-media' });
  try {
    // Variants are drawn on first request: a first visit draws them, the measured ones find them.
    await firstVisitImages(server.url, false);
    const before = await firstVisitImages(server.url, true);
    const after = await firstVisitImages(server.url, false);
    console.log('\n## Image bytes, first visit of / (390×844, DPR 3)');
    console.table({
      'full-size originals (before)': { bytes: kb(before.bytes), images: before.count },
      'width variants (now)': { bytes: kb(after.bytes), images: after.count },
      'now / before': { bytes: `${((100 * after.bytes) / Math.max(1, before.bytes)).toFixed(1)} %`, images: '' },
    });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runImagesBench();
