/**
 * The share poster on a phone (390×844, DPR 2, headless Chromium, real server): the time from
 * asking for a poster to its PNG being ready — the QR encoder's chunk and the cover fetched, the
 * 750×1240 canvas drawn and encoded (`poster`) — and the drawing and encoding alone (`poster-draw`),
 * as PosterCard records them (performance measures). Each run opens /personal/share in a fresh
 * context (empty caches); then the same with the CPU slowed 4× (DevTools throttling), as a
 * mid-range phone would be.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, markNoticesSeen, PHONE } from './chromium';
import { startServerProcess } from './server-process';

const RUNS = 7;

interface PosterTimes {
  total: number;
  draw: number;
}

async function onePoster(browser: Browser, url: string, cpuSlowdown: number): Promise<PosterTimes> {
  const context = await browser.newContext(PHONE);
  await markNoticesSeen(context);
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${url}/personal/share`);
    await page.waitForSelector('[data-testid="poster"]', { timeout: 60_000 });
    return (await page.evaluate(`(() => {
      const [total] = performance.getEntriesByName('poster');
      const [draw] = performance.getEntriesByName('poster-draw');
      return { total: total.duration, draw: draw.duration };
    })()`)) as PosterTimes;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => Math.round(value * 10) / 10;
function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: ms(at(0.5)), p90: ms(at(0.9)), max: ms(sorted.at(-1) ?? Number.NaN) };
}

export async function runPosterBench(): Promise<void> {
  const server = await startServerProcess({ DEMO_MEDIA: 'lite' });
  const browser = await launchChromium();
  try {
    const rows: Record<string, ReturnType<typeof summary>> = {};
    for (const slowdown of [1, 4]) {
      const runs: PosterTimes[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await onePoster(browser, server.url, slowdown));
      const cpu = slowdown === 1 ? 'CPU 1×' : `CPU ${slowdown}× slower`;
      rows[`poster, all (ms), ${cpu}`] = summary(runs.map((r) => r.total));
      rows[`poster-draw: draw + PNG (ms), ${cpu}`] = summary(runs.map((r) => r.draw));
    }
    console.log(`\n## Share poster on a phone (390×844, ${RUNS} runs each, fresh context)`);
    console.table(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPosterBench();
