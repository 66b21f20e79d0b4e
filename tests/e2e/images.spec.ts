/**
 * Images sized for where they show: on a 3× phone the home's covers and banner load a
 * width variant (the pixel ratio counted up to 2) in AVIF, never the full-size original; the reader's
 * pages come at the screen's width, smaller with 省流量, which follows the browser's Save-Data until
 * the reader chooses.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ deviceScaleFactor: 3 });

const CHAPTER_LINK = /\/manga\/manga_content\?id=(\d+)&chapter=(\d+)/;

/** Every /media/ image the page fetches, by address. */
function mediaImages(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && new URL(response.url()).pathname.startsWith('/media/')) {
      seen.push(response);
    }
  });
  return seen;
}

async function openFirstChapter(page: Page) {
  await page.goto('/');
  const cover = page.locator('[data-testid="work-cover"][href*="manga_index"]').first();
  await cover.click();
  await expect(page).toHaveURL(/\/manga\/manga_index\?id=\d+/);
  await page.getByTestId('chapter').first().locator('a').click();
  await expect(page).toHaveURL(CHAPTER_LINK);
  await expect(page.getByTestId('reader')).toBeVisible();
}

const firstPage = (page: Page) => page.getByTestId('reader').locator('img[alt="第 1 页"], img[alt="Page 1"]').first();

test("the home's covers and banner load the variant that fits, not the originals", async ({ page }) => {
  const images = mediaImages(page);
  await page.goto('/');
  const cover = page.locator('[data-testid="work-cover"] img').first();
  await expect(cover).toBeVisible();
  // A grid cover is about 112 CSS px wide: 240 device pixels at the capped ratio of 2 (not 360 at 3).
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=240$/);
  const decoded = await cover.evaluate(async (img: HTMLImageElement) => {
    const probe = new Image();
    probe.src = img.currentSrc;
    await probe.decode();
    return probe.naturalWidth;
  });
  expect(decoded).toBe(240);

  await expect.poll(() => images.length).toBeGreaterThan(3);
  for (const response of images) {
    const url = new URL(response.url());
    expect(url.search, url.pathname).toMatch(/^\?w=\d+$/);
    expect(response.headers()['content-type'], url.pathname).toBe('image/avif');
  }
  // The banner (about 358 CSS px) at 720, the covers at 240.
  const widths = new Set(images.map((response) => new URL(response.url()).searchParams.get('w')));
  expect([...widths].sort()).toEqual(['240', '720']);
});

test('reader pages come at the screen width, and smaller with 省流量', async ({ page, tr }) => {
  await openFirstChapter(page);
  // 390 CSS px × 3: the 1280 variant (the demo's pages are drawn 800–900 wide: the whole page).
  await expect(firstPage(page)).toBeVisible();
  await expect(firstPage(page)).toHaveAttribute('src', /\?w=1280$/);

  await page.touchscreen.tap(195, 422);
  const menu = page.getByTestId('reader-menu');
  await expect(menu).toBeVisible();
  await menu.getByTestId('reader-settings-toggle').click();
  const saver = menu.getByRole('switch', { name: tr('省流量', 'Data saver') });
  await expect(saver).not.toBeChecked();
  await saver.check();
  await expect(saver).toBeChecked();
  // The same page again, now at 390 CSS px × 1: the 480 variant, still shown.
  await expect(firstPage(page)).toHaveAttribute('src', /\?w=480$/);
  await expect(firstPage(page)).toBeVisible();
  expect(await firstPage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  // Kept on the device: a reload reads small pages still.
  await page.reload();
  await expect(firstPage(page)).toHaveAttribute('src', /\?w=480$/);
});

test('省流量 is on by default when the browser saves data (Save-Data)', async ({ page, tr }) => {
  await page.addInitScript(() => {
    const { connection } = navigator as unknown as { connection: object };
    Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
  });
  await openFirstChapter(page);
  await expect(firstPage(page)).toHaveAttribute('src', /\?w=480$/);
  await page.touchscreen.tap(195, 422);
  const menu = page.getByTestId('reader-menu');
  await menu.getByTestId('reader-settings-toggle').click();
  const saver = menu.getByRole('switch', { name: tr('省流量', 'Data saver') });
  await expect(saver).toBeChecked();
  // The reader's own choice wins over the browser's.
  await saver.uncheck();
  await expect(firstPage(page)).toHaveAttribute('src', /\?w=1280$/);
});
