/**
 * Discovery on a phone (issue: home, lists, search): the real server with its generated demo
 * content, nothing mocked.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const covers = (page: Page) => page.getByTestId('work-cover');

test('home shows banners and covers, and a cover opens its detail', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-feed')).toBeVisible();
  await expect(covers(page).first()).toBeVisible();
  // Every shelf is drawn, not the first alone.
  await expect.poll(() => covers(page).count()).toBeGreaterThan(6);
  // Covers reserve their 3:4 box before the image arrives, and show a decoded image once in view.
  const first = covers(page).first();
  await expect(first.locator('img')).toBeVisible();
  const box = await first.locator('img').boundingBox();
  expect(box && Math.abs(box.height / box.width - 4 / 3)).toBeLessThan(0.02);

  const title = (await first.getByTestId('work-title').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/(manga\/manga_index|novel\/novel_index|video_index)\?id=\d+/);
  await expect(page.getByTestId('work-detail').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('chapter').first()).toBeVisible();
});

test('the novel and video homes have their own feeds', async ({ page }) => {
  await page.goto('/novel');
  await expect(page.locator('[data-testid="home-feed"][data-channel="novel"]')).toBeVisible();
  await expect(covers(page).first()).toHaveAttribute('href', /novel_index\?id=\d+/);
  await page.goto('/video');
  await expect(page.locator('[data-testid="home-feed"][data-channel="video"]')).toBeVisible();
  await expect(covers(page).first()).toHaveAttribute('href', /video_index\?id=\d+/);
});

test('search finds a work by part of its title', async ({ page, tr }) => {
  await page.goto('/');
  const title = (await covers(page).first().getByTestId('work-title').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(2);
  const part = title.slice(1, 3);
  await page.goto('/search');
  await page.getByRole('searchbox', { name: tr('搜索', 'Search') }).fill(part);
  await page.getByRole('searchbox', { name: tr('搜索', 'Search') }).press('Enter');
  await expect(page).toHaveURL(/q=/);
  const rows = page.getByTestId('work-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: title }).first()).toBeVisible();
  // The search is remembered on the device.
  await page.goto('/search');
  await expect(page.getByRole('button', { name: part, exact: true })).toBeVisible();
});

test('each special list shows works', async ({ page, tr }) => {
  await page.goto('/special_column/end_list');
  await expect(covers(page).first()).toBeVisible();
  await expect(covers(page).first()).toContainText(tr('完结', 'Completed'));

  await page.goto('/special_column/free_list');
  await expect(page.getByTestId('work-row').first()).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/\d{2}:\d{2}:\d{2}/);

  await page.goto('/special_column/special_list');
  await expect(page.getByTestId('topic').first()).toBeVisible();
  await expect(page.getByTestId('topic').first().getByTestId('work-cover').first()).toBeVisible();

  for (let weekday = 1; weekday <= 7; weekday++) {
    await page.goto(`/special_column/today_list?weekday=${weekday}`);
    await expect(page.getByTestId('work-row').first()).toBeVisible();
  }
});

test('the catalogue filters by class and loads more as the reader scrolls', async ({ page, tr }) => {
  await page.goto('/catalogue');
  await expect(covers(page).first()).toBeVisible();
  const firstPage = await covers(page).count();
  await page.getByTestId('work-cover').last().scrollIntoViewIfNeeded();
  await expect.poll(() => covers(page).count()).toBeGreaterThan(firstPage);

  const classes = page.getByRole('toolbar', { name: tr('分类', 'Categories') });
  await classes.getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/class_id=\d+/);
  await expect(covers(page).first()).toBeVisible();
});

/** A finger pulling down from `from` to `to` (CDP touch events: Playwright's touchscreen only taps). */
async function pull(page: Page, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });
  await touch('touchStart', from);
  for (let y = from + 20; y <= to; y += 20) await touch('touchMove', y);
  return { release: () => touch('touchEnd', to) };
}

test('each list column is headed by the title its tab shows', async ({ page, tr }) => {
  for (const [path, title] of [
    ['/list_column/home_index', tr('推荐栏目', 'Featured')],
    ['/list_column/index_novel', tr('小说栏目', 'Novel column')],
    ['/list_column/index_tag', tr('标签', 'Tags')],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(page, path).toHaveTitle(new RegExp(`^${title} - `));
  }
});

test('pull to refresh reloads the home', async ({ page }) => {
  await page.goto('/');
  await expect(covers(page).first()).toBeVisible();
  const reloaded = page.waitForRequest((request) => request.url().includes('/api2/home.html'));
  const finger = await pull(page, 200, 400);
  await expect(page.getByTestId('pull-indicator')).not.toHaveCSS('height', '0px');
  await finger.release();
  await reloaded;
  await expect(covers(page).first()).toBeVisible();
});

test('pull to refresh is off once the page is scrolled more than 50 px', async ({ page }) => {
  await page.goto('/');
  await expect(covers(page).first()).toBeVisible();
  // Scrolled again until it holds: the shelves below the first render a moment after it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 300);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(50);
  const finger = await pull(page, 200, 400);
  // Let React commit what the moves did before looking.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByTestId('pull-indicator')).toHaveCSS('height', '0px');
  await finger.release();
});

test('a returning reader sees the kept home before the network answers', async ({ page }) => {
  await page.goto('/');
  await expect(covers(page).first()).toBeVisible();
  // The answer is kept in IndexedDB once it has arrived.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('manyue-cache');
            // Should this open come first, make the store as the app's own open would.
            open.onupgradeneeded = () => open.result.createObjectStore('answers');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('answers')) return resolve(false);
              const get = db.transaction('answers').objectStore('answers').get('home:comic');
              get.onsuccess = () => resolve(get.result !== undefined);
              get.onerror = () => resolve(false);
            };
          }),
      ),
    )
    .toBe(true);
  // Hold the next home answer back: the kept one must paint meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api2/home.html', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(covers(page).first()).toBeVisible();
  release();
});

test.describe('on a narrow phone', () => {
  // A demo work's description of 82 characters: four lines at 320 px, so it is clamped to three.
  test.use({ viewport: { width: 320, height: 640 } });

  test('a long description shows three lines, its “more” over the third, and opens in place', async ({ page, tr }) => {
    await page.goto('/manga/manga_index?id=3');
    const text = page.getByTestId('work-description');
    await expect(text).toBeVisible();
    const more = page.getByRole('button', { name: tr('展开', 'More') });
    await expect(more).toBeVisible();
    const clamped = await text.boundingBox();
    const button = await more.boundingBox();
    if (!clamped || !button) throw new Error('no boxes');
    // Over the end of the third line: inside the text's box, at its right, taking no room under it.
    expect(button.x + button.width).toBeCloseTo(clamped.x + clamped.width, 0);
    expect(button.y + button.height / 2).toBeGreaterThan(clamped.y + clamped.height * (2 / 3));
    expect(button.y + button.height / 2).toBeLessThan(clamped.y + clamped.height);
    await more.click();
    await expect(page.getByRole('button', { name: tr('收起', 'Less') })).toHaveAttribute('aria-expanded', 'true');
    expect((await text.boundingBox())?.height).toBeGreaterThan(clamped.height);
    await page.getByRole('button', { name: tr('收起', 'Less') }).click();
    await expect(more).toBeVisible();
    expect((await text.boundingBox())?.height).toBe(clamped.height);
  });
});
