/**
 * The reader's library on a phone (issue "Comic reader": detail, catalogue, favourites, footprints):
 * the real server with its demo content, nothing mocked. Footprints come from real reading — the
 * reader at /manga/manga_content writes the device history and sends the server its footprint.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForToken } from './fixtures';

/** The comic covers of the home, in order. */
const comicCovers = (page: Page) => page.locator('[data-testid="work-cover"][href*="manga_index"]');

/** Opens a comic from the home and returns its id and title. Each project takes its own work. */
async function openComicFromHome(page: Page, nth: number): Promise<{ id: number; title: string }> {
  await page.goto('/');
  await waitForToken(page);
  const cover = comicCovers(page).nth(nth);
  await expect(cover).toBeVisible();
  const title = (await cover.getByTestId('work-title').textContent()) ?? '';
  await cover.click();
  await expect(page).toHaveURL(/\/manga\/manga_index\?id=\d+/);
  await expect(page.getByTestId('work-detail').getByRole('heading', { level: 1 })).toHaveText(title);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  return { id, title };
}

/** The chapter ids of the detail's first chapters, from their reader links. */
async function chapterIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByTestId('chapter')
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(new URL(href, 'http://x').searchParams.get('chapter')));
}

/** Whether the device's reading history holds this work (the reader writes it on every page). */
function hasHistory(page: Page, workId: number): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('manyue-history');
        open.onerror = () => resolve(false);
        open.onupgradeneeded = () => open.result.createObjectStore('works');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('works', 'readonly');
          const get = tx.objectStore('works').get(key);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
          tx.oncomplete = () => db.close();
        };
      }),
    `comic:${workId}`,
  );
}

async function waitForHistory(page: Page, workId: number): Promise<void> {
  await expect.poll(() => hasHistory(page, workId), { timeout: 20_000 }).toBe(true);
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a favourite made on the detail is in /collection, and edit mode removes it', async ({ page, tr }, info) => {
  const work = await openComicFromHome(page, info.project.name === 'en-US' ? 1 : 0);
  const toggle = page.getByTestId('favorite-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = digits(await page.getByTestId('favorite-count').textContent());
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toContainText(tr('已收藏', 'Favourited'));
  await expect(page.getByTestId('favorite-count')).toHaveText(String(before + 1).replace(/\B(?=(\d{3})+$)/g, ','));
  // The star turns at once; the server's answer settles it (a reload earlier would cancel the request).
  await expect(toggle).toHaveAttribute('aria-busy', 'false');
  // The server keeps it: a fresh load says favourited.
  await page.reload();
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/collection');
  const item = page.getByTestId('favorite-item').filter({ hasText: work.title });
  await expect(item).toBeVisible();
  await expect(page.getByTestId('collection-total')).toHaveText(tr('1 部', '1 work'));
  // A cover opens the detail.
  await item.getByTestId('work-cover').click();
  await expect(page).toHaveURL(new RegExp(`/manga/manga_index\\?id=${work.id}$`));
  await page.goBack();

  await page.getByTestId('collection-edit').click();
  await expect(page.getByTestId('collection-remove')).toBeDisabled();
  await page.getByTestId('favorite-item').filter({ hasText: work.title }).click();
  await expect(page.getByRole('checkbox', { name: tr(`选择 ${work.title}`, `Select ${work.title}`) })).toBeChecked();
  await page.getByTestId('collection-remove').click();
  await expect(page.getByTestId('favorite-item')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tr('还没有收藏', 'No favourites yet') })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('去首页逛逛', 'Browse the home page') })).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: tr('还没有收藏', 'No favourites yet') })).toBeVisible();
  await page.goto(`/manga/manga_index?id=${work.id}`);
  await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('the catalogue lists every chapter and its order toggle reverses it', async ({ page, tr }) => {
  await openComicFromHome(page, 2);
  const total = digits(await page.getByTestId('catalogue-link').textContent());
  expect(total).toBeGreaterThan(12);
  await page.getByTestId('catalogue-link').click();
  await expect(page).toHaveURL(/\/manga\/manga_catalogue\?id=\d+/);

  const rows = page.getByTestId('catalogue-chapter');
  await expect(page.getByTestId('catalogue-count')).toContainText(String(total));
  // Comics have at most 36 chapters: the list is not virtual, every row is in the page.
  await expect(rows).toHaveCount(total);
  const numbers = async () => (await rows.getByTestId('chapter-index').allTextContents()).map(Number);
  expect(await numbers()).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  // Chapters beyond the free ones are locked for a new guest, and say why.
  await expect(page.locator('[data-testid="catalogue-chapter"][data-locked]').first()).toBeVisible();

  const order = page.getByTestId('order-toggle');
  await expect(order).toHaveText(tr('正序', 'Oldest first'));
  await order.click();
  await expect(order).toHaveText(tr('倒序', 'Newest first'));
  await expect(page).toHaveURL(/order=desc/);
  expect(await numbers()).toEqual(Array.from({ length: total }, (_, i) => total - i));
  await order.click();
  expect(await numbers()).toEqual(Array.from({ length: total }, (_, i) => i + 1));

  // A chapter opens the reader.
  await rows.first().click();
  await expect(page).toHaveURL(/\/manga\/manga_content\?id=\d+&chapter=\d+/);
});

test('continue reading shows the saved chapter after a reader visit', async ({ page, tr }) => {
  const work = await openComicFromHome(page, 3);
  const read = page.getByTestId('read-button');
  await expect(read).toHaveText(tr('开始阅读', 'Start reading'));
  const [first, second] = await chapterIds(page);
  expect(first).toBeGreaterThan(0);
  await expect(read).toHaveAttribute('href', new RegExp(`chapter=${first}`));

  await page.goto(`/manga/manga_content?id=${work.id}&chapter=${second}`);
  await waitForHistory(page, work.id);

  await page.goto(`/manga/manga_index?id=${work.id}`);
  await expect(read).toHaveText(tr('继续阅读 第2话', 'Continue chapter 2'));
  await expect(read).toHaveAttribute('href', new RegExp(`chapter=${second}`));
  await expect(page.locator('[data-testid="chapter"][data-current]')).toHaveCount(1);
  await expect(page.locator('[data-testid="chapter"][data-current]')).toContainText(tr('第2话', '第2话'));

  // The catalogue marks it current, the one before as read, and jumps to it.
  await page.getByTestId('catalogue-link').click();
  const current = page.locator('[data-testid="catalogue-chapter"][data-mark="current"]');
  await expect(current).toHaveAttribute('data-chapter-id', String(second));
  await expect(page.locator('[data-testid="catalogue-chapter"][data-mark="read"]')).toHaveCount(1);
  await page.getByTestId('order-toggle').click();
  await page.getByTestId('jump-current').click();
  await expect(current).toBeInViewport();
});

test('a comic read is in /personal/footprint, by kind, and continues in the reader', async ({ page, tr, lang }) => {
  const work = await openComicFromHome(page, 4);
  const [first] = await chapterIds(page);
  await page.goto(`/manga/manga_content?id=${work.id}&chapter=${first}`);
  await waitForHistory(page, work.id);

  await page.goto('/personal/footprint');
  const row = page.getByTestId('footprint').filter({ hasText: work.title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('footprint-position')).toHaveText(
    lang === 'en-US' ? /^Read to 第1话 .+, page 1$/ : /^读到 第1话 .+ 第1页$/,
  );

  const kinds = page.getByRole('toolbar', { name: tr('作品类型', 'Kind of work') });
  await kinds.getByRole('button', { name: tr('小说', 'Novels') }).click();
  await expect(page).toHaveURL(/kind=novel/);
  await expect(page.getByTestId('footprint').filter({ hasText: work.title })).toHaveCount(0);
  await kinds.getByRole('button', { name: tr('漫画', 'Comics') }).click();
  await expect(row).toBeVisible();

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/manga/manga_content\\?id=${work.id}&chapter=${first}`));
});

test('clearing the device history asks first and keeps what the server has', async ({ page, tr }) => {
  const work = await openComicFromHome(page, 5);
  const [first] = await chapterIds(page);
  const sent = page.waitForResponse((r) => r.url().includes('/api2/footprint.html') && r.ok(), { timeout: 20_000 });
  await page.goto(`/manga/manga_content?id=${work.id}&chapter=${first}`);
  await waitForHistory(page, work.id);
  await sent;

  await page.goto('/personal/footprint');
  const row = page.getByTestId('footprint').filter({ hasText: work.title });
  await expect(row).toBeVisible();

  await page.getByTestId('clear-history').click();
  const dialog = page.getByRole('dialog', { name: tr('清除本机浏览记录？', 'Clear the history on this device?') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: tr('取消', 'Cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('clear-history')).toBeVisible();

  await page.getByTestId('clear-history').click();
  await dialog.getByTestId('confirm-clear').click();
  await expect(page.getByRole('status')).toContainText(tr('已清除本机浏览记录', 'History on this device cleared'));
  // The device's copy is gone (no clear button left); the server's footprint still shows the read.
  await expect(page.getByTestId('clear-history')).toBeHidden();
  await expect(row).toBeVisible();
});

test('a long catalogue is virtual yet reaches every chapter, in either order', async ({ page }) => {
  // The catalogue screen serves any work; the demo's long ones (50+ chapters) are novels.
  await page.goto('/novel');
  const cover = page.locator('[data-testid="work-cover"][href*="novel_index"]').first();
  await expect(cover).toBeVisible();
  const id = Number(new URL((await cover.getAttribute('href')) ?? '', 'http://x').searchParams.get('id'));
  await page.goto(`/manga/manga_catalogue?id=${id}`);
  const list = page.getByTestId('catalogue-list');
  await expect(list).toHaveAttribute('data-virtual', '');
  const total = Number(await list.getAttribute('data-count'));
  expect(total).toBeGreaterThan(40);
  const rows = page.getByTestId('catalogue-chapter');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(total);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const numbered = (n: number) => page.getByTestId('chapter-index').filter({ hasText: new RegExp(`^${n}$`) });
  await expect(numbered(total)).toBeInViewport();
  expect(await rows.count()).toBeLessThan(total);

  await page.getByTestId('order-toggle').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(rows.first().getByTestId('chapter-index')).toHaveText(String(total));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(numbered(1)).toBeInViewport();
});

test('the home’s continue-reading row shows the work just read, in place when the shelves paint', async ({
  page,
}, info) => {
  // The worker would answer the scripts from its cache, past the slow network below.
  await page.context().route('**/sw.js', (route) => route.abort());
  const work = await openComicFromHome(page, info.project.name === 'en-US' ? 5 : 4);
  const [first] = await chapterIds(page);
  await page.goto(`/manga/manga_content?id=${work.id}&chapter=${first}`);
  await waitForHistory(page, work.id);

  // The history's code comes late (a slow network): the row must still come with the shelves.
  let delayed = 0;
  await page.route('**/assets/history-*.js', async (route) => {
    delayed++;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/');
  const row = page.getByTestId('continue-row');
  await expect(row.getByTestId('work-cover').first()).toHaveAttribute('href', new RegExp(`id=${work.id}(&|$)`));
  await expect(page.getByTestId('home-section').first()).toBeVisible();
  // The row came with the shelves: nothing on the page moved once painted (what CLS counts).
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) sum += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's next callback, before the next frame's.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
  expect(shifted).toBe(0);
  expect(delayed).toBeGreaterThan(0);
});
