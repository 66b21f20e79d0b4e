/**
 * The comic reader's extras, against the real server and its demo comics: colour filters that
 * touch the pages alone, two-page spreads in landscape (left to right and right to left, the cover
 * alone or not, the position kept through rotations), the long-press page sheet (saving the page as
 * a file, the iPhone's long-press hint, sharing the work's link) and cropped borders of a comic
 * imported with white margins (boxes as reserved, nothing moves when the crop arrives).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { runImportCli } from '../../server/content/import-cli';
import { comicWithPages, E2E_DB_FILE, E2E_MEDIA_DIR, firstChapter } from './comic-helpers';
import { expect, test } from './fixtures';

// Finding a demo comic with pages enough takes a few page loads.
test.slow();

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Reader settings as the device keeps them, written before the app starts. */
async function readerSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('settings-written')) {
      localStorage.setItem('reader_settings', value);
      sessionStorage.setItem('settings-written', '1');
    }
  }, JSON.stringify(settings));
}

/** A finger held still at (x, y) for `ms`, then lifted (real touches: pointerType "touch"). */
async function longPress(page: Page, x: number, y: number, ms = 900) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const indicator = (page: Page) => page.getByTestId('page-indicator');
const current = (page: Page) => page.locator('[data-testid="paged"] [data-current]');

test('a colour filter changes the pages and nothing else', async ({ page, tr }) => {
  const { workId, chapterId } = await comicWithPages(page, 2);
  await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
  const image = page.locator('[data-testid="reader-page"][data-page="0"] img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => getComputedStyle(img).filter)).toBe('none');

  await page.touchscreen.tap(195, 422);
  const menu = page.getByTestId('reader-menu');
  await menu.getByTestId('reader-settings-toggle').click();
  await menu.getByTestId('setting-tint').getByText(tr('黑白', 'Greyscale')).click();
  await expect.poll(() => image.evaluate((img) => getComputedStyle(img).filter)).toBe('grayscale(1)');
  await menu.getByTestId('setting-tint').getByText(tr('夜间反色', 'Night (inverted)')).click();
  await expect
    .poll(() => image.evaluate((img) => getComputedStyle(img).filter))
    .toBe('invert(0.88) hue-rotate(180deg)');

  // The chrome is not filtered, nor is anything above the pages that holds it.
  const unfiltered = await page.evaluate(() => {
    const chrome = [...document.querySelectorAll('[data-testid="reader-menu"] *'), document.body];
    const reader = document.querySelector('[data-testid="reader"]');
    const chain: Element[] = [];
    for (let el: Element | null = document.querySelector('[data-testid="reader-page"]'); el; el = el.parentElement)
      chain.push(el);
    return [...chrome, ...(reader ? [reader] : []), ...chain].every((el) => getComputedStyle(el).filter === 'none');
  });
  expect(unfiltered).toBe(true);

  // Kept on the device: a reload reads with the same colours.
  await page.reload();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => getComputedStyle(img).filter)).toBe('invert(0.88) hue-rotate(180deg)');
});

test.describe('two-page spreads in landscape', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('pairs pages left to right after the cover, and keeps the page through rotations', async ({ page }) => {
    const { workId, chapterId } = await comicWithPages(page, 5);
    await readerSettings(page, { mode: 'ltr', spreads: true, coverAlone: true });
    await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
    await expect(current(page)).toHaveAttribute('data-page', '0');
    await expect(current(page)).not.toHaveAttribute('data-spread');
    await expect(current(page).locator('img')).toHaveCount(1);

    // Next (the right side): pages 2 and 3 side by side, 2 on the left.
    await page.touchscreen.tap(800, 195);
    await expect(current(page)).toHaveAttribute('data-spread', '2');
    const [left, right] = [
      current(page).locator('[data-spread-page="1"]'),
      current(page).locator('[data-spread-page="2"]'),
    ];
    await expect(left.locator('img')).toBeVisible();
    await expect(right.locator('img')).toBeVisible();
    const [a, b] = [await left.boundingBox(), await right.boundingBox()];
    expect(a && b && a.x + a.width <= b.x + 1).toBe(true);
    // Both pages at the screen's height, together within its width.
    expect(a && Math.round(a.height)).toBe(390);
    await expect(indicator(page)).toHaveText(/^2 \//);

    // On to pages 4 and 5, then the phone turns upright: page 4 alone; and back: the same spread.
    await page.touchscreen.tap(800, 195);
    await expect(current(page)).toHaveAttribute('data-page', '3');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(current(page)).toHaveAttribute('data-page', '3');
    await expect(current(page)).not.toHaveAttribute('data-spread');
    await page.touchscreen.tap(360, 422);
    await expect(current(page)).toHaveAttribute('data-page', '4');
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(current(page)).toHaveAttribute('data-page', '3');
    await expect(current(page)).toHaveAttribute('data-spread', '2');
    // Page 5 was the one read: upright again, it is still page 5.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(current(page)).toHaveAttribute('data-page', '4');
  });

  test('right to left puts the first page of a spread on the right; without the cover alone, pages pair from the first', async ({
    page,
  }) => {
    const { workId, chapterId } = await comicWithPages(page, 4);
    await readerSettings(page, { mode: 'rtl', spreads: true, coverAlone: false });
    await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
    await expect(current(page)).toHaveAttribute('data-page', '0');
    await expect(current(page)).toHaveAttribute('data-spread', '2');
    const first = await current(page).locator('[data-spread-page="0"]').boundingBox();
    const second = await current(page).locator('[data-spread-page="1"]').boundingBox();
    expect(first && second && second.x + second.width <= first.x + 1).toBe(true);
    // Right to left: the left side goes forward.
    await page.touchscreen.tap(40, 195);
    await expect(current(page)).toHaveAttribute('data-page', '2');
  });
});

test.describe('the long-press page sheet', () => {
  test('saves the page as a file; the press neither turns the page nor zooms', async ({ page, tr }) => {
    const { workId, chapterId } = await comicWithPages(page, 3);
    await readerSettings(page, { mode: 'ltr' });
    await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}&page=1`);
    await expect(current(page)).toHaveAttribute('data-page', '1');
    await expect(current(page).locator('img')).toBeVisible();

    // Held on the "next page" side of the screen: only the sheet opens.
    await longPress(page, 350, 422);
    const sheet = page.getByTestId('page-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(tr('第 2 页', 'Page 2'));
    await expect(current(page)).toHaveAttribute('data-page', '1');
    await expect(page.getByTestId('paged')).not.toHaveAttribute('data-zoomed');
    await expect(page.getByTestId('reader-menu')).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByTestId('page-save').click()]);
    expect(download.suggestedFilename()).toMatch(/-2\.(webp|avif|png|jpe?g)$/);
    const dir = mkdtempSync(join(tmpdir(), 'manyue-page-'));
    try {
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      expect(statSync(file).size).toBeGreaterThan(1000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(sheet).toBeHidden();
    await expect(current(page)).toHaveAttribute('data-page', '1');
  });

  test('shares the work’s link through Web Share where there is one, else copies it', async ({ page, context, tr }) => {
    const { workId, chapterId } = await comicWithPages(page, 2);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
    const firstPage = page.locator('[data-testid="reader-page"][data-page="0"]');
    await expect(firstPage.locator('img')).toBeVisible();
    const box = await firstPage.boundingBox();
    const y = Math.min(700, (box?.y ?? 0) + (box?.height ?? 400) / 2);

    // No Web Share: the link is copied.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await longPress(page, 195, y);
    await page.getByTestId('page-share').click();
    await expect(page.getByRole('status')).toContainText(tr('作品链接已复制', 'Link to the work copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/manga/manga_index\\?id=${workId}$`),
    );
    // The webtoon strip did not scroll, and the menu did not open.
    await expect(page.getByTestId('reader-menu')).toHaveCount(0);

    // With Web Share: the system's sheet gets the work's title and link.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
        },
      });
    });
    await longPress(page, 195, y);
    await page.getByTestId('page-share').click();
    await expect(page.getByTestId('page-sheet')).toBeHidden();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.url).toMatch(new RegExp(`/manga/manga_index\\?id=${workId}$`));
    expect(shared.title).toBeTruthy();
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA });

    test('saving shows the page with the long-press hint', async ({ page, tr }) => {
      const { workId, chapterId } = await comicWithPages(page, 2);
      await readerSettings(page, { mode: 'ltr' });
      await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
      await expect(current(page).locator('img')).toBeVisible();
      await longPress(page, 195, 422);
      await page.getByTestId('page-save').click();
      const hint = page.getByTestId('page-save-hint');
      await expect(hint).toHaveText(
        tr('请长按图片选择「保存图片」', 'Press and hold the picture, then choose “Save Image”'),
      );
      await expect(page.getByTestId('page-sheet').locator('img')).toBeVisible();
    });
  });
});

test('cropped borders: a white-margined page fills its reserved box, and nothing moves when the crop arrives', async ({
  page,
}, info) => {
  // A comic whose pages have white margins of a tenth on every side, through the operator's import.
  const folder = mkdtempSync(join(tmpdir(), 'manyue-margins-'));
  const title = `白边测试 ${info.project.name} ${Date.now()}`;
  try {
    for (let i = 0; i < 4; i++) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
        <rect width="600" height="900" fill="#fff"/>
        <rect x="60" y="90" width="480" height="720" fill="hsl(${i * 80},50%,40%)"/>
      </svg>`;
      await sharp(Buffer.from(svg))
        .png()
        .toFile(join(folder, `${i + 1}.png`));
    }
    const code = await runImportCli(['import', 'comic', folder, '--title', title], {
      ...process.env,
      DATABASE_URL: E2E_DB_FILE,
      MEDIA_DIR: E2E_MEDIA_DIR,
    });
    expect(code).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const db = new Database(E2E_DB_FILE, { readonly: true });
  const { id: workId } = db.prepare('SELECT id FROM works WHERE title = ?').get(title) as { id: number };
  db.close();
  const { chapterId } = await firstChapter(page, workId);

  await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
  const rows = page.locator('[data-testid="reader-page"]');
  const second = rows.nth(1);
  await expect(rows.first().locator('img')).toBeVisible();
  const before = await second.boundingBox();
  expect(before && Math.abs(before.height - (before.width * 900) / 600)).toBeLessThan(1.5);

  await page.touchscreen.tap(195, 422);
  const menu = page.getByTestId('reader-menu');
  await menu.getByTestId('reader-settings-toggle').click();
  await menu.getByTestId('setting-crop').check();
  await page.touchscreen.tap(195, 120);
  await expect(menu).toBeHidden();

  // The first page shows cropped: its content drawn a quarter larger in the same box.
  const first = rows.first().locator('[data-cropped] img');
  await expect(first).toBeVisible();
  const scale = await first.evaluate(
    (img) => img.getBoundingClientRect().width / (img.parentElement?.clientWidth ?? 1),
  );
  expect(scale).toBeGreaterThan(1.2);
  expect(scale).toBeLessThan(1.3);
  // Its row and the next kept their reserved places.
  const after = await second.boundingBox();
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  expect(after?.y).toBeCloseTo(before?.y ?? 0, 0);
  // Measured once, kept on the device by the page's address.
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('manyue-page-crops');
        open.onsuccess = () => {
          const count = open.result.transaction('borders').objectStore('borders').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(kept).toBeGreaterThan(0);
});
