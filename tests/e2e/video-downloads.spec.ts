/**
 * Video episodes downloaded for offline (issue "Video", point 6), with the service worker running:
 * an episode is queued from its page, the worker keeps its MP4 whole, 我的下载 lists it with its
 * size, and with the network off a reload opens the page and plays it from the device — seeking
 * too, since the worker answers the element's byte ranges. A device out of room fails it as it
 * fails a chapter. All against the real server and its demo clips.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithWorker, test } from './fixtures';
import { media, videoIds } from './video-helpers';

// A fresh context installs the worker before anything is downloaded.
test.slow();

/** Up to this long for a download to finish (one short clip from the local server). */
const READY_MS = 45_000;

/** A demo video whose first episode is free, with that episode's id. */
async function freeEpisode(page: Page): Promise<{ workId: number; episodeId: number }> {
  for (const workId of await videoIds(page)) {
    await page.goto(`/video_index?id=${workId}`);
    const first = page.getByTestId('episode').first();
    await expect(first).toBeVisible();
    if ((await first.locator('[data-mark]').getAttribute('data-mark')) !== 'free') continue;
    const href = (await first.locator('a').getAttribute('href')) ?? '';
    return { workId, episodeId: Number(/episode=(\d+)/.exec(href)?.[1]) };
  }
  throw new Error('no demo video with a free first episode');
}

/** From the episode page: 下载 in the episode grid, "this episode", confirmed. */
async function downloadEpisode(page: Page, tr: (zh: string, en: string) => string, workId: number, episodeId: number) {
  await page.goto(`/video_index?id=${workId}&episode=${episodeId}`);
  await page.getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('download-next-1')).toContainText(tr('本集', 'This episode'));
  await expect(sheet.getByTestId('download-summary')).toHaveAttribute('data-count', '1');
  await sheet.getByTestId('download-confirm').click();
  await expect(sheet).toBeHidden();
}

const row = (page: Page, episodeId: number) =>
  page.locator(`[data-testid="download-row"][data-key="video:${episodeId}"]`);

/** Waits for the video to be playing past `seconds` (a paused one is started). */
async function playedPast(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await media(page);
        if (now.paused) await page.getByTestId('video').evaluate((v: HTMLVideoElement) => v.play().catch(() => {}));
        return now.time;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(seconds);
}

test('a downloaded episode is listed with its size, and plays and seeks offline after a reload', async ({
  page,
  context,
  tr,
}) => {
  await openWithWorker(page);
  const { workId, episodeId } = await freeEpisode(page);
  await downloadEpisode(page, tr, workId, episodeId);

  // Its tile is marked ready once the worker has the whole file.
  const tile = page.locator(`[data-testid="episode"]:has(a[href*="episode=${episodeId}"])`);
  await expect(tile.getByTestId('download-mark')).toHaveAttribute('data-status', 'ready', { timeout: READY_MS });

  // 我的下载 lists the episode (集, not 话) with its size; what it keeps is the MP4, whole.
  await page.goto('/personal/downloads');
  const item = row(page, episodeId);
  await expect(item).toHaveAttribute('data-status', 'ready');
  const size = Number(await item.getAttribute('data-total'));
  expect(size).toBeGreaterThan(100_000);
  await expect(item).toHaveAttribute('data-done', String(size));
  await expect(item).toContainText(/\d+(\.\d+)? KB|\d+(\.\d+)? MB/);
  await expect(page.getByTestId('download-group')).toContainText(tr('1 集', '1 episode'));
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('manyue-downloads-v1');
    const keys = (await cache.keys()).map((request) => request.url);
    const file = keys[0] ? await cache.match(keys[0]) : undefined;
    return { keys, bytes: file ? (await file.blob()).size : 0 };
  });
  expect(kept.keys).toHaveLength(1);
  expect(kept.keys[0]).toMatch(/\.mp4$/);
  expect(kept.bytes).toBe(size);

  // No network, and nothing of the clip in the browser's HTTP cache (it played while downloading):
  // the row opens the episode page, and a reload brings it back from the device.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  await item.getByTestId('download-open-reader').click();
  await expect(page).toHaveURL(new RegExp(`/video_index\\?id=${workId}&episode=${episodeId}`));
  await page.reload();
  await expect(page.getByTestId('video-page')).toBeVisible();
  await expect(page.getByTestId('episode-failed')).toHaveCount(0);
  await playedPast(page, 0.3);
  const { duration, src } = await media(page);
  expect(src).toBe(kept.keys[0]);
  expect(duration).toBeGreaterThan(3);

  // A seek near the end plays on from there: the worker answers the element's ranges from the cache.
  const target = Math.floor(duration * 0.6);
  await page.getByTestId('video').evaluate((v: HTMLVideoElement, at) => {
    v.currentTime = at;
  }, target);
  await playedPast(page, target + 0.5);
  await expect(page.getByTestId('player-error')).toHaveCount(0);

  // The same ranges asked directly: a part, the end, and one past the end.
  const answers = await page.evaluate(async (url) => {
    const ask = async (range: string) => {
      const response = await fetch(url, { headers: { Range: range } });
      return {
        status: response.status,
        range: response.headers.get('content-range'),
        length: (await response.arrayBuffer()).byteLength,
      };
    };
    return [await ask('bytes=100-199'), await ask('bytes=-500'), await ask('bytes=99999999-')];
  }, src);
  expect(answers).toEqual([
    { status: 206, range: `bytes 100-199/${size}`, length: 100 },
    { status: 206, range: `bytes ${size - 500}-${size - 1}/${size}`, length: 500 },
    { status: 416, range: `bytes */${size}`, length: 0 },
  ]);
});

test('an episode that does not fit on the device fails with a clear message and keeps nothing', async ({
  page,
  context,
  tr,
  baseURL,
}) => {
  await openWithWorker(page);
  const { workId, episodeId } = await freeEpisode(page);
  // The browser's own quota, set just above what the site already uses: the clip does not fit.
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL ?? '').origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 20_000 });
  await downloadEpisode(page, tr, workId, episodeId);
  await page.goto('/personal/downloads');
  const item = row(page, episodeId);
  await expect(item).toHaveAttribute('data-status', 'failed', { timeout: READY_MS });
  await expect(item).toContainText(tr('存储空间不足，请清理空间后重试', 'Not enough storage'));
  const kept = await page.evaluate(async () => (await (await caches.open('manyue-downloads-v1')).keys()).length);
  expect(kept).toBe(0);

  // Room again: trying once more finishes it.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await item.getByTestId('download-resume').click();
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: READY_MS });
});

test('an episode cut at half goes on from its last byte: the server is asked for the rest with a Range request', async ({
  page,
  context,
  tr,
  request,
}) => {
  await openWithWorker(page);
  const { workId, episodeId } = await freeEpisode(page);
  // The download's requests for the clip (the worker's own, asked with the Accept its downloads send;
  // the player's go through the worker too) reach the real server; the first answer is cut at half.
  const asked: { range: string | null; ifRange: string | null; status: number; bytes: number }[] = [];
  await context.route('**/*.mp4', async (route) => {
    const sent = route.request();
    if (!sent.serviceWorker() || !sent.headers().accept?.includes('image/avif')) return route.continue();
    const response = await route.fetch();
    const body = await response.body();
    const headers = sent.headers();
    asked.push({
      range: headers.range ?? null,
      ifRange: headers['if-range'] ?? null,
      status: response.status(),
      bytes: body.length,
    });
    if (asked.length === 1) {
      // The network goes with the cut, so that nothing resumes it before the test has looked.
      await context.setOffline(true);
      return route.fulfill({ response, body: body.subarray(0, Math.floor(body.length / 2)) });
    }
    return route.fulfill({ response, body });
  });
  await downloadEpisode(page, tr, workId, episodeId);
  await page.goto('/personal/downloads');
  const item = row(page, episodeId);
  await expect(item).toHaveAttribute('data-status', 'waiting', { timeout: READY_MS });
  const size = asked[0]?.bytes ?? 0;
  const done = Number(await item.getAttribute('data-done'));
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThanOrEqual(Math.floor(size / 2));

  // The network comes back: the worker asks for the rest only, and the server sends it (206).
  await context.setOffline(false);
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: READY_MS });
  expect(asked).toHaveLength(2);
  const resumed = asked[1];
  const from = Number(/^bytes=(\d+)-$/.exec(resumed?.range ?? '')?.[1]);
  expect(from).toBeGreaterThan(0);
  expect(from).toBeLessThanOrEqual(Math.floor(size / 2));
  expect(resumed?.ifRange).toBeTruthy();
  expect(resumed?.status).toBe(206);
  expect(resumed?.bytes).toBe(size - from);
  await expect(item).toHaveAttribute('data-total', String(size));

  // What the device keeps is the server's file, byte for byte.
  const url = await page.evaluate(async () => (await (await caches.open('manyue-downloads-v1')).keys())[0]?.url ?? '');
  const keptHash = await page.evaluate(async (address) => {
    const kept = await (await caches.open('manyue-downloads-v1')).match(address);
    const digest = await crypto.subtle.digest('SHA-256', await (kept as Response).arrayBuffer());
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }, url);
  const original = await (await request.get(url)).body();
  expect(keptHash).toBe(createHash('sha256').update(original).digest('hex'));
});

test('"delete after read" deletes an episode watched to the end once the reader leaves it', async ({ page, tr }) => {
  await openWithWorker(page);
  const { workId, episodeId } = await freeEpisode(page);
  await downloadEpisode(page, tr, workId, episodeId);
  await page.goto('/personal/downloads');
  const item = row(page, episodeId);
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: READY_MS });
  await page.getByTestId('delete-after-read').check();

  // Opened from the list, watched to its end, then left (back to the list): gone from the device.
  await item.getByTestId('download-open-reader').click();
  const video = page.getByTestId('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
    v.muted = true;
    v.currentTime = Math.max(0, v.duration - 0.3);
    const ended = new Promise((resolve) => v.addEventListener('ended', resolve, { once: true }));
    await v.play().catch(() => {});
    await ended;
  });
  // Not before it is left: still there while its page is open.
  expect(await page.evaluate(async () => (await (await caches.open('manyue-downloads-v1')).keys()).length)).toBe(1);
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/personal\/downloads/);
  await expect(row(page, episodeId)).toHaveCount(0, { timeout: 15_000 });
});
