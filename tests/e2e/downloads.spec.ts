/**
 * Chapter downloads (issue "Downloads"), with the service worker running: the real server and its
 * demo comics, nothing mocked. Chapters are queued from a comic's detail, fetched by the worker,
 * shown on 我的下载 with their progress, read with the network off, paused, resumed, cancelled,
 * deleted — and deleted by themselves once read, when the reader asks for that.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, failChunk, openWithWorker, test } from './fixtures';

// A fresh context installs the worker and fetches every page of what it downloads.
test.slow();

/** Up to this long for a download to finish (a few pages from the local server). */
const READY_MS = 45_000;

const CHAPTER_LINK = /chapter=(\d+)/;

/**
 * A demo comic whose first `count` chapters are free, and those chapters' ids, from its detail.
 * (Every demo comic starts with at least five free chapters unless it has three or fewer.)
 */
async function comicWithFreeChapters(page: Page, count: number): Promise<{ workId: number; chapterIds: number[] }> {
  await page.goto('/');
  const covers = page.locator('[data-testid="work-cover"][href*="manga_index"]');
  await expect(covers.first()).toBeVisible();
  const hrefs = await covers.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.map((href) => Number(/id=(\d+)/.exec(href)?.[1])).filter((id) => id > 0))];
  for (const workId of ids) {
    await page.goto(`/manga/manga_index?id=${workId}`);
    const tiles = page.getByTestId('chapter');
    await expect(tiles.first()).toBeVisible();
    if ((await tiles.count()) < count) continue;
    const first = tiles.locator('[data-mark]').first();
    await expect(first).toBeVisible();
    const marks = await tiles.evaluateAll(
      (items, n) => items.slice(0, n).map((li) => li.querySelector('[data-mark]')?.getAttribute('data-mark')),
      count,
    );
    if (!marks.every((mark) => mark === 'free')) continue;
    const links = await tiles.evaluateAll(
      (items, n) => items.slice(0, n).map((li) => li.querySelector('a')?.getAttribute('href') ?? ''),
      count,
    );
    return { workId, chapterIds: links.map((href) => Number(CHAPTER_LINK.exec(href)?.[1])) };
  }
  throw new Error(`no demo comic with ${count} free chapters on the home page`);
}

/** From the comic's detail: the download sheet, chapters `from`–`to` by number, confirmed. */
async function downloadRange(
  page: Page,
  tr: (zh: string, en: string) => string,
  workId: number,
  from: number,
  to: number,
) {
  if (!page.url().includes(`manga_index?id=${workId}`)) await page.goto(`/manga/manga_index?id=${workId}`);
  await page.getByTestId('detail-actions').getByTestId('download-open').click();
  const sheet = page.getByTestId('download-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByText(tr('范围', 'Range'), { exact: true }).click();
  await sheet.getByTestId('download-range-from').fill(String(from));
  await sheet.getByTestId('download-range-to').fill(String(to));
  await expect(sheet.getByTestId('download-summary')).toHaveAttribute('data-count', String(to - from + 1));
  await sheet.getByTestId('download-confirm').click();
  await expect(sheet).toBeHidden();
}

const row = (page: Page, chapterId: number) =>
  page.locator(`[data-testid="download-row"][data-key="comic:${chapterId}"]`);

/** Waits until the chapter's download is ready with every page: done = total > 0. */
async function expectReady(page: Page, chapterId: number): Promise<number> {
  const item = row(page, chapterId);
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: READY_MS });
  const total = Number(await item.getAttribute('data-total'));
  expect(total).toBeGreaterThan(0);
  await expect(item).toHaveAttribute('data-done', String(total));
  return total;
}

/** Holds the worker's page requests until released: a download stays "downloading" meanwhile. */
async function holdPages(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await context.route('**/media/**', (route) => {
    if (holding && route.request().serviceWorker()) held.push(route);
    else void route.continue().catch(() => {});
  });
  return async () => {
    holding = false;
    // Requests of a paused or cancelled download were aborted by the worker: continuing them fails.
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})));
  };
}

test('chapters downloaded from a detail reach ready, with progress and storage shown', async ({ page, tr }) => {
  await openWithWorker(page);
  const { workId, chapterIds } = await comicWithFreeChapters(page, 3);
  await downloadRange(page, tr, workId, 1, 3);

  // The detail marks them as they go, and as ready in the end.
  for (const chapterId of chapterIds) {
    const tile = page.locator(`[data-testid="chapter"]:has(a[href*="chapter=${chapterId}"])`);
    await expect(tile.getByTestId('download-mark')).toHaveAttribute('data-status', 'ready', { timeout: READY_MS });
  }

  // 我的 → 我的下载.
  await page.goto('/personal');
  await page.getByRole('link', { name: tr('我的下载', 'Downloads') }).click();
  await expect(page).toHaveURL(/\/personal\/downloads$/);
  const group = page.getByTestId('download-group');
  await expect(group).toHaveCount(1);
  await expect(group).toHaveAttribute('data-work-id', String(workId));
  await expect(page.getByTestId('download-row')).toHaveCount(3);
  for (const chapterId of chapterIds) await expectReady(page, chapterId);
  await expect(page.getByTestId('downloads-count')).toHaveText(/3\/3/);

  // Storage: what the downloads take (not nothing) and the device's figures.
  await expect(page.getByTestId('storage-downloads')).not.toHaveText(/^0 B$/);
  await expect(page.getByTestId('storage-downloads')).toHaveText(/^[\d.]+ (KB|MB|GB)$/);
  // Used and quota, as two sizes ("本站已用 1.2 MB / 可用 2 GB", "Site uses 1.2 MB of 2 GB").
  await expect(page.getByTestId('storage-device')).toHaveText(/[\d.]+ (B|KB|MB|GB|TB)\b.*[\d.]+ (KB|MB|GB|TB)\b/);
});

test('a downloaded chapter reads page by page with the network off', async ({ page, context, tr }) => {
  await openWithWorker(page);
  const { workId, chapterIds } = await comicWithFreeChapters(page, 1);
  const chapterId = chapterIds[0] as number;
  await downloadRange(page, tr, workId, 1, 1);
  await page.goto('/personal/downloads');
  const total = await expectReady(page, chapterId);

  await context.setOffline(true);
  await row(page, chapterId).getByTestId('download-open-reader').click();
  await expect(page).toHaveURL(new RegExp(`/manga/manga_content\\?id=${workId}&chapter=${chapterId}`));
  // A reload with no network: the shell, the chapter and its pages all come from the device.
  await page.reload();
  const reader = page.getByTestId('reader');
  await expect(reader).toHaveAttribute('data-chapter', String(chapterId));
  await expect(reader).toHaveAttribute('data-mode', 'webtoon');

  const strip = page.getByTestId('webtoon');
  for (let index = 0; index < total; index++) {
    const pageBox = page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="${index}"]`);
    await expect(async () => {
      if ((await pageBox.count()) === 0) await strip.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.6));
      await expect(pageBox).toBeAttached({ timeout: 300 });
    }).toPass({ timeout: 15_000 });
    await pageBox.scrollIntoViewIfNeeded();
    const image = pageBox.locator('img');
    await expect(image).toBeVisible({ timeout: 10_000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('a chapter downloaded with 省流量 keeps its small pages, and reads them offline with 省流量 off', async ({
  page,
  context,
  tr,
}) => {
  // 省流量 on (LOCAL_KEYS.dataSaver) until the test turns it off.
  await context.addInitScript(() => {
    if (localStorage.getItem('data_saver') === null) localStorage.setItem('data_saver', '1');
  });
  await openWithWorker(page);
  const { workId, chapterIds } = await comicWithFreeChapters(page, 1);
  const chapterId = chapterIds[0] as number;
  await downloadRange(page, tr, workId, 1, 1);
  await page.goto('/personal/downloads');
  await expectReady(page, chapterId);

  await page.evaluate(() => localStorage.setItem('data_saver', '0'));
  await context.setOffline(true);
  await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
  const first = page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="0"] img`);
  await expect(first).toBeVisible({ timeout: 10_000 });
  // The size chosen when it was downloaded (390 CSS px × 1), not today's (× 2).
  await expect(first).toHaveAttribute('src', /\?w=480$/);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
});

test('downloads pause, resume, cancel and delete', async ({ page, context, tr }) => {
  await openWithWorker(page);
  const { workId, chapterIds } = await comicWithFreeChapters(page, 3);
  const [first, second, third] = chapterIds as [number, number, number];
  const release = await holdPages(context);
  await downloadRange(page, tr, workId, 1, 3);
  await page.goto('/personal/downloads');
  await expect(page.getByTestId('download-row')).toHaveCount(3);

  // The first one is on its way (its pages held back): pause it.
  await expect(row(page, first)).toHaveAttribute('data-status', 'downloading', { timeout: READY_MS });
  await row(page, first).getByTestId('download-pause').click();
  await expect(row(page, first)).toHaveAttribute('data-status', 'paused');
  // The second takes its turn: cancel it, it is gone.
  await expect(row(page, second)).toHaveAttribute('data-status', 'downloading', { timeout: READY_MS });
  await row(page, second).getByTestId('download-cancel').click();
  await expect(row(page, second)).toHaveCount(0);

  // Pages flow again: the third finishes, the paused one stays paused.
  await release();
  await expectReady(page, third);
  await expect(row(page, first)).toHaveAttribute('data-status', 'paused');

  // Resumed, it finishes with every page.
  await row(page, first).getByTestId('download-resume').click();
  await expectReady(page, first);

  // Edit mode: delete the third.
  await page.getByTestId('downloads-edit').click();
  await row(page, third).locator('label').click();
  await page.getByTestId('downloads-remove').click();
  await expect(row(page, third)).toHaveCount(0);
  await expect(page.getByTestId('download-row')).toHaveCount(1);

  // It stays gone for the worker (a reload reads its records again) …
  await page.reload();
  await expect(row(page, first)).toHaveAttribute('data-status', 'ready');
  await expect(row(page, third)).toHaveCount(0);
  await expect(row(page, second)).toHaveCount(0);
  // … and its chapter shows as not downloaded, the kept one as downloaded.
  await page.goto(`/manga/manga_catalogue?id=${workId}`);
  const chapterRow = (id: number) => page.locator(`[data-testid="catalogue-chapter"][data-chapter-id="${id}"]`);
  await expect(chapterRow(first).getByTestId('download-mark')).toHaveAttribute('data-status', 'ready');
  await expect(chapterRow(third)).toBeVisible();
  await expect(chapterRow(third).getByTestId('download-mark')).toHaveCount(0);
  await expect(chapterRow(second).getByTestId('download-mark')).toHaveCount(0);
});

test('"delete after read" deletes a chapter read to its last page, and only that one', async ({ page, tr }) => {
  await openWithWorker(page);
  await page.goto('/personal/downloads');
  const toggle = page.getByTestId('delete-after-read');
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('download_delete_after_read'))).toBe('1');

  const { workId, chapterIds } = await comicWithFreeChapters(page, 2);
  const [first, second] = chapterIds as [number, number];
  await downloadRange(page, tr, workId, 1, 2);
  await page.goto('/personal/downloads');
  const total = await expectReady(page, first);
  await expectReady(page, second);

  // The second chapter opened and left at its first page: kept.
  await row(page, second).getByTestId('download-open-reader').click();
  await expect(page.getByTestId('reader')).toHaveAttribute('data-chapter', String(second));
  await expect(page.getByTestId('page-indicator')).toHaveAttribute('data-page', '0');
  await page.goBack();
  await expect(page).toHaveURL(/\/personal\/downloads$/);

  // The first read to its last page, then left: deleted.
  await row(page, first).getByTestId('download-open-reader').click();
  await expect(page.getByTestId('reader')).toHaveAttribute('data-chapter', String(first));
  const strip = page.getByTestId('webtoon');
  const indicator = page.getByTestId('page-indicator');
  await expect(async () => {
    await strip.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.5));
    await expect(indicator).toHaveAttribute('data-chapter', String(first), { timeout: 200 });
    await expect(indicator).toHaveAttribute('data-page', String(total - 1), { timeout: 300 });
  }).toPass({ timeout: 20_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/personal\/downloads$/);
  await expect(row(page, first)).toHaveCount(0);
  await expect(row(page, second)).toHaveAttribute('data-status', 'ready');
  await page.reload();
  await expect(row(page, second)).toHaveAttribute('data-status', 'ready');
  await expect(row(page, first)).toHaveCount(0);
});

/** Whether the chapter's content answer is kept (the worker writes it last, just before "ready"). */
const contentKept = (page: Page, chapterId: number) =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('manyue-downloaded');
        // Not there yet: do not create it (an empty database without its store would stand in the worker's way).
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve(false);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve(false);
          const get = db.transaction('answers').objectStore('answers').get(key);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    `comic:${chapterId}`,
  );

test('a download cut by the network waits, is never ready with pages missing, and finishes when the network is back', async ({
  page,
  context,
  tr,
}) => {
  await openWithWorker(page);
  const { workId, chapterIds } = await comicWithFreeChapters(page, 1);
  const chapterId = chapterIds[0] as number;
  // Two pages get through; the rest hang until the network goes away under them.
  let through = 0;
  const held: Route[] = [];
  await context.route('**/media/**', (route) => {
    if (!route.request().serviceWorker() || through < 2) {
      if (route.request().serviceWorker()) through++;
      return void route.continue().catch(() => {});
    }
    held.push(route);
  });
  await downloadRange(page, tr, workId, 1, 1);
  await page.goto('/personal/downloads');
  const item = row(page, chapterId);
  await expect(item).toHaveAttribute('data-status', 'downloading', { timeout: READY_MS });
  await expect.poll(() => held.length, { timeout: READY_MS }).toBeGreaterThan(0);

  await context.setOffline(true);
  await Promise.all(held.splice(0).map((route) => route.abort('internetdisconnected').catch(() => {})));
  await context.unroute('**/media/**');
  await expect(item).toHaveAttribute('data-status', 'waiting');
  const done = Number(await item.getAttribute('data-done'));
  const total = Number(await item.getAttribute('data-total'));
  expect(done).toBeLessThan(total);
  expect(await contentKept(page, chapterId)).toBe(false);

  // Back online: it goes on by itself, fetches what is missing, and only then says ready.
  await context.setOffline(false);
  await expectReady(page, chapterId);
  expect(await contentKept(page, chapterId)).toBe(true);
  const missing = await page.evaluate(async (key) => {
    const records = await new Promise<{ pages: string[] }>((resolve, reject) => {
      const open = indexedDB.open('manyue-downloads');
      open.onsuccess = () => {
        const get = open.result.transaction('chapters').objectStore('chapters').get(key);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      };
    });
    const cache = await caches.open('manyue-downloads-v1');
    const absent: string[] = [];
    for (const url of records.pages) if (!(await cache.match(url))) absent.push(url);
    return { absent, count: records.pages.length };
  }, `comic:${chapterId}`);
  expect(missing.count).toBe(total);
  expect(missing.absent).toEqual([]);
});

test('a device out of room fails the chapter with a clear message and keeps nothing of it', async ({
  page,
  context,
  tr,
  baseURL,
}) => {
  await openWithWorker(page);
  const { workId, chapterIds } = await comicWithFreeChapters(page, 1);
  const chapterId = chapterIds[0] as number;
  // The browser's own quota, set just above what the site already uses: the first pages do not fit.
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    quotaSize: usage + 20_000,
  });
  await downloadRange(page, tr, workId, 1, 1);
  await page.goto('/personal/downloads');
  const item = row(page, chapterId);
  await expect(item).toHaveAttribute('data-status', 'failed', { timeout: READY_MS });
  await expect(item).toContainText(tr('存储空间不足，请清理空间后重试', 'Not enough storage'));
  expect(await contentKept(page, chapterId)).toBe(false);
  const kept = await page.evaluate(async () => (await (await caches.open('manyue-downloads-v1')).keys()).length);
  expect(kept).toBe(0);

  // Room again: trying once more finishes it.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? '').origin });
  await item.getByTestId('download-resume').click();
  await expectReady(page, chapterId);
});

test.describe('the download sheet’s code', () => {
  // Its code comes when the reader taps 下载, not with the detail. A worker in control has it kept
  // already; the fetch can fail only before one has (a first visit that loses the network), so this
  // visit has none.
  test.use({ serviceWorkers: 'block' });

  test('that cannot be fetched says so and leaves the detail as it was; opened again, it opens', async ({
    page,
    tr,
  }) => {
    const { workId } = await comicWithFreeChapters(page, 1);
    const release = await failChunk(page, 'DownloadSheet');
    await page.goto(`/manga/manga_index?id=${workId}`);
    const open = page.getByTestId('detail-actions').getByTestId('download-open');
    await open.click();
    await expect(page.getByRole('alert')).toContainText(tr('网络异常，请检查连接', 'Network error'));
    await expect(page.getByTestId('download-sheet')).toHaveCount(0);
    await expect(page.getByTestId('chapter').first()).toBeVisible();

    // The browser keeps a module that failed for the page's life: the page opened again fetches it.
    release();
    await page.reload();
    await open.click();
    await expect(page.getByTestId('download-sheet')).toBeVisible();
  });
});
