/**
 * The episode page on a phone (390×844, headless Chromium, real server, demo clips):
 * - time to first frame: from navigation start to the first video frame presented
 *   (requestVideoFrameCallback; whether or not the browser let the page autoplay), for an MP4 episode and for an HLS one (hls.js over MSE), on a
 *   cold visit (fresh context: empty HTTP cache, no service worker) and a warm one (the same
 *   context after a first visit: scripts precached, the clip in the HTTP cache);
 * - seek latency: from setting currentTime to the first frame presented at the new position;
 * - what the page loads: the player's chunk, and hls.js only for HLS.
 * Medians of RUNS, each cold run in a fresh browser context.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gzipBytes, kb } from './bundle.bench';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { median } from './first-image';
import { type RunningServer, startServerProcess } from './server-process';

const RUNS = 5;
const SEEKS = 6;

type Format = 'mp4' | 'hls';

/** Resolves `window.firstFrame` with the time (from navigation start) of the first frame shown. */
async function watchFirstFrame(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { firstFrame?: Promise<number> };
    w.firstFrame = new Promise((resolve) => {
      document.addEventListener(
        'loadeddata',
        (event) => (event.target as HTMLVideoElement).requestVideoFrameCallback((now) => resolve(now)),
        { capture: true, once: true },
      );
    });
  });
}

const firstFrameMs = async (page: Page) =>
  Math.round(await page.evaluate(() => (window as unknown as { firstFrame: Promise<number> }).firstFrame));

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  await markNoticesSeen(context);
  await watchFirstFrame(context);
  return context;
}

/** A video of the channel whose first episode is free and plays from a source of this format. */
async function findEpisode(browser: Browser, url: string, format: Format): Promise<string> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/video`);
    await page.locator('[href*="video_index"]').first().waitFor();
    const hrefs = await page
      .locator('[href*="video_index"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    for (const href of hrefs) {
      await page.goto(`${url}${href}`);
      const stage = page.locator('[data-testid="player"][data-source], [data-testid="episode-locked"]');
      await stage.first().waitFor();
      if (
        (await page
          .getByTestId('player')
          .getAttribute('data-source')
          .catch(() => null)) !== format
      )
        continue;
      const episode = await page.locator('[data-testid="episode"][data-current] a').getAttribute('href');
      if (episode) return `${url}${episode}`;
    }
  } finally {
    await context.close();
  }
  throw new Error(`no demo video with a free ${format} episode`);
}

async function timeToFirstFrame(browser: Browser, address: string, warm: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext(browser);
    const page = await context.newPage();
    if (warm) {
      await page.goto(address);
      await firstFrameMs(page);
      await page.evaluate(() => navigator.serviceWorker?.ready);
      await page.goto('about:blank');
    }
    await page.goto(address, { waitUntil: 'commit' });
    times.push(await firstFrameMs(page));
    await context.close();
  }
  return times.sort((a, b) => a - b);
}

async function seekLatency(browser: Browser, address: string): Promise<number[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(address);
  await firstFrameMs(page);
  const times: number[] = [];
  for (let i = 0; i < SEEKS; i++) {
    times.push(
      await page.getByTestId('video').evaluate(
        (video: HTMLVideoElement, share) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            video.addEventListener(
              'seeked',
              () => video.requestVideoFrameCallback((now) => resolve(Math.round(now - start))),
              { once: true },
            );
            video.currentTime = video.duration * share;
            if (video.paused) void video.play();
          }),
        ((i * 0.37) % 0.8) + 0.1,
      ),
    );
  }
  await context.close();
  return times.sort((a, b) => a - b);
}

/** The scripts an episode page loaded, by chunk name (hashes dropped). */
async function loadedChunks(browser: Browser, address: string): Promise<string[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(address);
  await firstFrameMs(page);
  const names = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  await context.close();
  return names.map((path) => path.replace(/^\/assets\//, ''));
}

const row = (xs: number[]) => ({ 'median ms': median(xs), runs: xs.join(' ') });

export async function runVideoBench(): Promise<void> {
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startServerProcess({ MEDIA_DIR: '.tmp/bench-media-video', DEMO_MEDIA: 'lite' });
    browser = await launchChromium();
    const mp4 = await findEpisode(browser, server.url, 'mp4');
    const hls = await findEpisode(browser, server.url, 'hls');

    console.log('\n## Video episode page on a phone (navigation start → first frame shown)');
    console.table({
      'MP4, cold': row(await timeToFirstFrame(browser, mp4, false)),
      'MP4, warm': row(await timeToFirstFrame(browser, mp4, true)),
      'HLS (hls.js), cold': row(await timeToFirstFrame(browser, hls, false)),
      'HLS (hls.js), warm': row(await timeToFirstFrame(browser, hls, true)),
    });
    console.log('\n## Seek latency (currentTime set → first frame at the new position)');
    console.table({ MP4: row(await seekLatency(browser, mp4)), HLS: row(await seekLatency(browser, hls)) });

    const onMp4 = await loadedChunks(browser, mp4);
    const onHls = await loadedChunks(browser, hls);
    const chunk = (names: string[], prefix: string) => names.find((name) => name.startsWith(prefix));
    const size = (name: string | undefined) => (name ? kb(gzipBytes(`dist/assets/${name}`)) : 'not loaded');
    console.log('\n## What the episode page loads (gzip)');
    console.table({
      'player (video_index chunk)': size(chunk(onMp4, 'video_index-')),
      'hls.js on an MP4 episode': size(chunk(onMp4, 'hls.light-')),
      'hls.js on an HLS episode': size(chunk(onHls, 'hls.light-')),
    });
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runVideoBench();
