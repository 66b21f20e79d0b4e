/**
 * The episode page and its player (issue "Video"): an episode plays (MP4 directly, HLS through
 * hls.js), another is chosen without leaving the page, the position resumes after a reload and shows
 * on the footprint shelf, speed, double tap, long press, keyboard, a paid episode is bought, a broken
 * source shows the error state and plays after 重试, and the next episode follows the last second.
 * All against the real server and its demo clips (H.264 + AAC, which Debian's Chromium plays).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type RunningServer, startServerProcess } from '../../bench/server-process';
import { expect, NEW_BUILD_INSTALL_MS, test } from './fixtures';
import { doubleTapAt, pressAlong } from './touch';
import { media, videoIds } from './video-helpers';

interface Tile {
  episode: number;
  text: string;
  /** The price on its gold mark; 0 when it has none. */
  price: number;
}

/** Opens a video's page and reads its episode tiles. */
async function openVideo(page: Page, id: number, base = ''): Promise<Tile[]> {
  await page.goto(`${base}/video_index?id=${id}`);
  const tiles = page.getByTestId('episode');
  await expect(tiles.first()).toBeVisible();
  return tiles.evaluateAll((items) =>
    items.map((li) => ({
      episode: Number(/episode=(\d+)/.exec(li.querySelector('a')?.getAttribute('href') ?? '')?.[1]),
      text: li.textContent ?? '',
      price: Number(/\d+/.exec(li.querySelector('[data-mark="gold"]')?.textContent ?? '')?.[0] ?? 0),
    })),
  );
}

const FREE = /免费|Free/;

/** The first video whose tiles satisfy `wanted`, with them. */
async function findVideo(page: Page, wanted: (tiles: Tile[], page: Page) => Promise<boolean> | boolean, base = '') {
  for (const id of await videoIds(page, base)) {
    const tiles = await openVideo(page, id, base);
    if (await wanted(tiles, page)) return { id, tiles };
  }
  throw new Error('no demo video fits');
}

/** Waits for the video to be playing past `seconds` (it autoplays; a paused one is started). */
async function playedPast(page: Page, seconds: number): Promise<void> {
  await expect(page.getByTestId('video')).toBeAttached();
  await expect
    .poll(async () => {
      const now = await media(page);
      if (now.paused && now.time === 0) await page.getByTestId('video').evaluate((v: HTMLVideoElement) => v.play());
      return now.time;
    })
    .toBeGreaterThan(seconds);
}

/**
 * Pauses the page's video in the page itself once it has played past `seconds` (once per page
 * load). A pause sent from the test after it has seen the time lands seconds later on a loaded
 * machine, by when the 6 s demo clip may have ended and gone on to the next episode. Set before
 * the page opens; `pausedPast` waits for it.
 */
async function pauseOncePast(page: Page, seconds: number): Promise<void> {
  await page.addInitScript((past) => {
    let done = false;
    const pauseOnce = (event: Event) => {
      const video = event.target;
      if (done || !(video instanceof HTMLVideoElement) || video.currentTime <= past) return;
      done = true;
      video.pause();
    };
    // Media events do not bubble; the capture phase still passes the document.
    document.addEventListener('timeupdate', pauseOnce, true);
  }, seconds);
}

async function pausedPast(page: Page, seconds: number): Promise<void> {
  await playedPast(page, seconds);
  await expect.poll(async () => (await media(page)).paused).toBe(true);
}

async function pause(page: Page): Promise<void> {
  await page.getByTestId('video').evaluate((v: HTMLVideoElement) => v.pause());
}

/** A double tap at a share of the player's width. */
async function doubleTap(page: Page, share: number): Promise<void> {
  const box = await page.getByTestId('player-surface').boundingBox();
  if (!box) throw new Error('no player');
  await doubleTapAt(page, box.x + box.width * share, box.y + box.height / 2);
}

/**
 * Records every text an element with `testId` shows, in the page (run by `page.evaluate`, or by
 * `page.addInitScript` to watch from a reload's first moment). The seek ripple lingers 0.7 s and the
 * resume hint 5 s: a loaded machine's polling can step over either, an observer in the page cannot.
 */
function recordTexts(testId: string): void {
  const w = window as unknown as { seen?: Record<string, string[]> };
  w.seen ??= {};
  const seen: string[] = [];
  w.seen[testId] = seen;
  new MutationObserver(() => {
    for (const element of document.querySelectorAll(`[data-testid="${testId}"]`)) seen.push(element.textContent ?? '');
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** What `recordTexts` has seen so far, one string. */
const seenTexts = (page: Page, testId: string) => () =>
  page.evaluate(
    (id) => ((window as unknown as { seen?: Record<string, string[]> }).seen?.[id] ?? []).join(' | '),
    testId,
  );

/**
 * A finger put down at a share of the player's width, halfway down, moved down by each of `steps`
 * px and held there until `release` (real touches, so the player sees pointerType "touch").
 */
async function fingerDown(page: Page, share: number, steps: number[] = []) {
  const box = await page.getByTestId('player-surface').boundingBox();
  if (!box) throw new Error('no player');
  const point = { x: box.x + box.width * share, y: box.y + box.height / 2 };
  return pressAlong(page, [[point], ...steps.map((dy) => [{ x: point.x, y: point.y + dy }])]);
}

test('an episode plays on its page, and another is chosen without leaving it', async ({ page, tr }) => {
  const { id, tiles } = await findVideo(
    page,
    (t) => t.length >= 2 && FREE.test(t[0]?.text ?? '') && FREE.test(t[1]?.text ?? ''),
  );
  const [first, second] = tiles as [Tile, Tile];
  // The page: player with the cover as poster, facts, the grid with the first episode current.
  await expect(page.getByTestId('video-title')).not.toBeEmpty();
  await expect(page.getByTestId('episode').first()).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('episode').first()).toContainText(tr('第1集', 'Ep. 1'));
  await expect(page.getByRole('heading', { name: tr('相关推荐', 'You may also like') })).toBeVisible();
  await playedPast(page, 1);
  expect((await media(page)).src).toMatch(/\/media\/.+\.(mp4|m3u8)$/);

  // The element's times as it plays, by source, kept in the page: a 6-second demo clip can play to
  // its end between two polls of a loaded machine.
  await page.getByTestId('video').evaluate((v: HTMLVideoElement) => {
    const times: { src: string; time: number }[] = [];
    (window as unknown as { times: typeof times }).times = times;
    v.addEventListener('timeupdate', () => times.push({ src: v.currentSrc, time: v.currentTime }));
  });
  const firstSrc = (await media(page)).src;
  await page.getByTestId('episode').nth(1).locator('a').click();
  await expect(page).toHaveURL(new RegExp(`/video_index\\?id=${id}&episode=${second.episode}$`));
  await expect(page.getByTestId('episode').nth(1)).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('episode-title')).toContainText('第2集');
  // The same element goes on with the new episode from its start.
  await expect
    .poll(() =>
      page.evaluate((old) => {
        const { times } = window as unknown as { times: { src: string; time: number }[] };
        return Math.min(...times.filter((t) => t.src !== old && t.src !== '').map((t) => t.time));
      }, firstSrc),
    )
    .toBeLessThan(1.5);
  await playedPast(page, 1);

  // The address keeps the episode: a reload (or a shared link) opens it.
  await page.reload();
  await expect(page.getByTestId('episode').nth(1)).toHaveAttribute('data-current', 'true');
  await playedPast(page, 0.5);
  expect(first.episode).not.toBe(second.episode);
});

test("the player's script loads only on the episode page, and hls.js only for HLS", async ({ page }) => {
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    );
  await findVideo(page, async (_tiles, p) => {
    await expect(p.locator('[data-testid="player"][data-source], [data-testid="episode-locked"]')).toBeVisible();
    if ((await p.getByTestId('episode-locked').count()) > 0) return false;
    return (await p.getByTestId('player').getAttribute('data-source')) === 'mp4';
  });
  await playedPast(page, 0.2);
  const onEpisode = await scripts();
  expect(onEpisode.some((path) => path.includes('/video_index-'))).toBe(true);
  expect(onEpisode.some((path) => path.includes('/hls.light-'))).toBe(false);

  await page.goto('/');
  await expect(page.getByTestId('work-cover').first()).toBeVisible();
  const onHome = await scripts();
  expect(onHome.some((path) => /\/(video_index|hls\.light)-/.test(path))).toBe(false);
});

test('HLS plays through hls.js where Media Source Extensions exist', async ({ page }) => {
  await findVideo(page, async (_tiles, p) => {
    await expect(p.locator('[data-testid="player"][data-source], [data-testid="episode-locked"]')).toBeVisible();
    if ((await p.getByTestId('episode-locked').count()) > 0) return false;
    return (await p.getByTestId('player').getAttribute('data-source')) === 'hls';
  });
  await expect(page.getByTestId('player')).toHaveAttribute('data-engine', 'hls.js');
  await playedPast(page, 1);
  // hls.js feeds the element through MSE: its source is a blob, not the playlist.
  expect((await media(page)).src).toMatch(/^blob:/);
});

test('the position resumes after a reload with a hint, and the footprint shelf shows episode and time', async ({
  page,
  tr,
}) => {
  const { tiles } = await findVideo(page, (t) => FREE.test(t[0]?.text ?? ''));
  await playedPast(page, 1);
  // Stopped at 4 s of the 6 s clip: paused, then sought there (a loaded machine could play past the
  // last second, which counts as finished and resumes from the start).
  await pause(page);
  const stoppedAt = 4;
  await page.getByTestId('video').evaluate(
    (v: HTMLVideoElement, at) =>
      new Promise((sought) => {
        v.addEventListener('seeked', sought, { once: true });
        v.currentTime = at;
      }),
    stoppedAt,
  );

  await page.addInitScript(recordTexts, 'resume-hint');
  // Where the player first seeks to after the reload (it plays on from there at once).
  await page.addInitScript(() => {
    document.addEventListener(
      'seeked',
      (event) => {
        const w = window as unknown as { resumedAt?: number };
        w.resumedAt ??= (event.target as HTMLVideoElement).currentTime;
      },
      true,
    );
  });
  await page.reload();
  await expect
    .poll(seenTexts(page, 'resume-hint'))
    .toContain(tr(`从 00:0${stoppedAt} 继续`, `Resuming from 00:0${stoppedAt}`));
  // A little before where the viewer stopped, not from the start.
  const resumedAt = () => page.evaluate(() => (window as unknown as { resumedAt?: number }).resumedAt ?? 0);
  await expect.poll(resumedAt).toBeGreaterThan(1);
  expect(await resumedAt()).toBeLessThan(stoppedAt);

  await page.goto('/personal/footprint');
  const row = page.getByTestId('footprint').first();
  await expect(row.getByTestId('footprint-position')).toContainText(`00:0`);
  await expect(row.getByTestId('footprint-position')).toContainText(tr('看到', 'Watched'));
  // The shelf opens the episode itself.
  await expect(row.locator('a')).toHaveAttribute('href', new RegExp(`episode=${tiles[0]?.episode}`));
});

test('speed, long press for 2×, double tap to seek, and the keyboard', async ({ page, tr }) => {
  // Paused, the controls stay (playing, they hide after a while, which a loaded machine can reach).
  await pauseOncePast(page, 0.5);
  await findVideo(page, (t) => FREE.test(t[0]?.text ?? ''));
  await pausedPast(page, 0.5);

  await page.getByTestId('player-speed').click();
  await page.getByTestId('speed-panel').getByRole('button', { name: '1.5x' }).click();
  await expect.poll(async () => (await media(page)).rate).toBe(1.5);
  await expect(page.getByTestId('player-speed')).toHaveText('1.5x');

  // Held: 2× with its badge; lifted: back to the chosen speed. The demo clips last 6 s: looped
  // meanwhile, so that a loaded machine's slow steps cannot play this one to its end (and on to the next).
  await page.getByTestId('video').evaluate((v: HTMLVideoElement) => {
    v.loop = true;
    v.currentTime = 0;
    void v.play();
  });
  await expect.poll(async () => (await media(page)).paused).toBe(false);
  const finger = await fingerDown(page, 0.3);
  await expect(page.getByTestId('boost')).toBeVisible();
  expect((await media(page)).rate).toBe(2);
  await finger.release();
  await expect(page.getByTestId('boost')).toBeHidden();
  expect((await media(page)).rate).toBe(1.5);

  await page.getByTestId('video').evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.loop = false;
    v.currentTime = 3;
  });
  const before = (await media(page)).time;
  await page.evaluate(recordTexts, 'seek-ripple');
  await doubleTap(page, 0.1);
  await expect.poll(seenTexts(page, 'seek-ripple')).toContain(tr('后退 10 秒', 'Back 10 s'));
  await expect.poll(async () => (await media(page)).time).toBe(0);
  expect(before).toBeGreaterThan(0);

  // Space plays, the arrow keys seek. Looped while it plays: a loaded machine can take the clip's
  // 6 s between two key presses.
  await page.getByTestId('video').evaluate((v: HTMLVideoElement) => {
    v.loop = true;
  });
  await page.keyboard.press(' ');
  await expect.poll(async () => (await media(page)).paused).toBe(false);
  await page.keyboard.press(' ');
  await expect.poll(async () => (await media(page)).paused).toBe(true);
  // From 0.5 s, a step on lands past 2.5 s (the clip ends at 6).
  await page.getByTestId('video').evaluate(
    (v: HTMLVideoElement) =>
      new Promise((sought) => {
        v.addEventListener('seeked', sought, { once: true });
        v.currentTime = 0.5;
      }),
  );
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(2.5);
});

test('fullscreen takes the player (our controls with it) and gives it back', async ({ page, tr }) => {
  // Paused, the controls stay.
  await pauseOncePast(page, 0.2);
  await findVideo(page, (t) => FREE.test(t[0]?.text ?? ''));
  await pausedPast(page, 0.2);
  await page.getByRole('button', { name: tr('全屏', 'Fullscreen'), exact: true }).click();
  await expect(page.getByTestId('player')).toHaveAttribute('data-fullscreen', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('player');
  await page.keyboard.press('f');
  await expect(page.getByTestId('player')).not.toHaveAttribute('data-fullscreen');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('a vertical swipe on the left dims the picture, on the right sets the volume', async ({ page }) => {
  // Paused: the 6 s clip would otherwise end (and go on to the next episode) during a loaded machine's swipes.
  await pauseOncePast(page, 0.2);
  await findVideo(page, (t) => FREE.test(t[0]?.text ?? ''));
  await pausedPast(page, 0.2);
  const left = await fingerDown(page, 0.2, [15, 30, 45, 60]);
  await expect(page.getByTestId('hud-brightness')).toBeVisible();
  await left.release();
  const dim = await page
    .locator('[data-testid="player"] > div[style*="opacity"]')
    .first()
    .evaluate((d) => Number(getComputedStyle(d).opacity));
  expect(dim).toBeGreaterThan(0.1);

  const right = await fingerDown(page, 0.85, [15, 30, 45, 60]);
  await expect(page.getByTestId('hud-volume')).toBeVisible();
  await right.release();
  expect(await page.getByTestId('video').evaluate((v: HTMLVideoElement) => v.volume)).toBeLessThan(0.8);
});

test('at the end the next episode plays after a countdown that can be cancelled', async ({ page, tr }) => {
  const { id, tiles } = await findVideo(
    page,
    (t) => t.length >= 2 && FREE.test(t[1]?.text ?? '') && FREE.test(t[0]?.text ?? ''),
  );
  await playedPast(page, 0.5);
  await doubleTap(page, 0.9);
  await doubleTap(page, 0.9);
  const card = page.getByTestId('end-card');
  await expect(card).toContainText(tr('秒后播放下一集', 'Next episode in'));
  await card.getByTestId('autoplay-cancel').click();
  await expect(card).toContainText(tr('下一集', 'Next episode'));
  await expect(page).toHaveURL(new RegExp(`id=${id}$`));

  await card.getByTestId('play-next').click();
  await expect(page).toHaveURL(new RegExp(`id=${id}&episode=${tiles[1]?.episode}$`));
  await expect(page.getByTestId('end-card')).toBeHidden();
  await playedPast(page, 0.5);
});

test('a gold episode shows the lock, is bought with the starting gold and plays', async ({ page }) => {
  const { tiles } = await findVideo(page, (t) => t.some((tile) => tile.price > 0 && tile.price <= 100));
  const index = tiles.findIndex((tile) => tile.price > 0 && tile.price <= 100);
  const price = tiles[index]?.price ?? 0;
  await page.getByTestId('episode').nth(index).locator('a').click();
  const locked = page.getByTestId('episode-locked');
  await expect(locked).toContainText(String(price));
  await locked.getByTestId('episode-unlock').click();
  const sheet = page.getByTestId('purchase-sheet');
  await expect(sheet.getByTestId('purchase-balance')).toContainText('100');
  await sheet.getByTestId('purchase-buy').click();
  await expect(sheet).toBeHidden();
  await expect(locked).toHaveCount(0);
  await playedPast(page, 0.5);
  await expect(page.getByTestId('episode').nth(index).locator('[data-mark="purchased"]')).toBeVisible();

  await page.goto('/personal');
  await expect(page.getByTestId('gold')).toHaveText(String(100 - price));
});

test('a VIP episode shows the lock and offers VIP', async ({ page, tr }) => {
  const { tiles } = await findVideo(page, (t) => t.some((tile) => /VIP/.test(tile.text) && tile.price === 0));
  const index = tiles.findIndex((tile) => /VIP/.test(tile.text) && tile.price === 0);
  await page.getByTestId('episode').nth(index).locator('a').click();
  const locked = page.getByTestId('episode-locked');
  await expect(locked).toContainText(tr('本集为 VIP 专享', 'This episode is for VIP members'));
  await expect(page.getByTestId('video')).toHaveCount(0);
  await locked.getByTestId('episode-unlock').click();
  const sheet = page.getByTestId('purchase-sheet');
  await expect(sheet.getByTestId('purchase-buy')).toHaveCount(0);
  await expect(sheet.getByTestId('purchase-vip')).toHaveAttribute('href', '/vip');
});

test('a source that cannot be played shows the error state, and 重试 plays it', async ({ page, context, tr }) => {
  const { id } = await findVideo(page, (t) => FREE.test(t[0]?.text ?? ''));
  // On the context: the service worker fetches the <video>'s file, out of the page's routes' sight.
  await context.route('**/media/**/*.{mp4,m3u8}', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`/video_index?id=${id}`);
  const error = page.getByTestId('player-error');
  await expect(error).toContainText(tr('视频加载失败', 'The video could not be played'));
  await context.unroute('**/media/**/*.{mp4,m3u8}');
  await error.getByRole('button', { name: tr('重试', 'Retry') }).click();
  await expect(error).toBeHidden();
  await playedPast(page, 0.5);
});

test.describe('a new build deployed while a video plays', () => {
  const DIST = process.env.DIST_DIR ?? 'dist';
  let folder = '';
  let server: RunningServer;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern
  test.beforeAll(async ({}, info) => {
    test.skip(info.project.name !== 'zh-CN' || !existsSync(DIST), 'one deploy is enough: the rule has no language');
    info.setTimeout(180_000);
    folder = `.tmp/e2e-video-deploy-${process.env.E2E_PORT ?? 'default'}-${info.workerIndex}`;
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    cpSync(DIST, join(folder, 'live'), { recursive: true });
    // The same sources with another version label: every chunk name changes, as in a real release.
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', join(folder, 'next'), '--logLevel', 'warn'],
      { env: { ...process.env, MANYUE_BUILD: 'next-video' }, stdio: 'inherit' },
    );
    server = await startServerProcess({
      DIST_DIR: join(folder, 'live'),
      MEDIA_DIR: '.tmp/e2e-media',
      DEMO_MEDIA: 'lite',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('the prompt waits for the pause, and nothing reloads the page while it plays', async ({ page, tr }) => {
    // A whole new build installs in the worker meanwhile: more than a usual test's time on a loaded machine.
    test.slow();
    const base = server.url;
    await page.goto(`${base}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const { id, tiles } = await findVideo(
      page,
      (t) => t.length >= 2 && FREE.test(t[0]?.text ?? '') && FREE.test(t[1]?.text ?? ''),
      base,
    );
    await playedPast(page, 0.3);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

    rmSync(join(folder, 'live'), { recursive: true, force: true });
    cpSync(join(folder, 'next'), join(folder, 'live'), { recursive: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), {
        timeout: NEW_BUILD_INSTALL_MS,
      })
      .toBe(true);

    // Playing: no prompt over the picture, no reload, the video goes on.
    const prompt = page.getByRole('button', { name: tr('更新', 'Update') });
    // The demo clip is a few seconds long and the new worker may take as long to install on a
    // loaded machine: start the clip over so "it goes on playing" is not confused with its end.
    await page.getByTestId('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = 0;
      void v.play();
    });
    const at = (await media(page)).time;
    await expect.poll(async () => (await media(page)).time).toBeGreaterThan(at + 0.5);
    await expect(prompt).toHaveCount(0);
    // Another episode is no navigation away from the video: still no reload.
    await page.getByTestId('episode').nth(1).locator('a').click();
    await expect(page).toHaveURL(new RegExp(`id=${id}&episode=${tiles[1]?.episode}$`));
    await playedPast(page, 0.5);
    await expect(prompt).toHaveCount(0);
    expect(await sameDocument()).toBe(true);

    // Paused, the prompt may speak; playing again sends it away.
    await pause(page);
    await expect(prompt).toBeVisible();
    await page.getByTestId('video').evaluate((v: HTMLVideoElement) => v.play());
    await expect(prompt).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
  });
});
