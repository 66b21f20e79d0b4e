/**
 * The server's first paint (server/document/first-paint.ts) of the home, a detail and a comic's first
 * pages: it shows before any script has run, lies exactly where the app then shows the same, and
 * makes way for the app's screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIRST_PAINT = '#manyue-first-paint';

// Every document here comes from the server: a service worker would answer with the plain shell.
test.use({ serviceWorkers: 'block' });

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
};

test('the banner is painted before any script runs, where the app then shows it', async ({ page, lang }) => {
  // None of the app's scripts: what the document itself paints.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const image = page.locator(`${FIRST_PAINT} img`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The texts are the first visit's language; a kept other language keeps their place unseen.
  const search = page.locator(`${FIRST_PAINT} .t`).first();
  if (lang === 'zh-CN') await expect(search).toHaveText('搜索漫画、小说、视频');
  else await expect(search).toBeHidden();
  const painted = await boxOf(page, `${FIRST_PAINT} img`);

  // With the scripts: the app's banner in the same place, and the first paint gone.
  await page.unroute('**/assets/*.js');
  await page.reload();
  const banner = page.getByTestId('home-feed').locator('img').first();
  await expect(banner).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await boxOf(page, '[data-testid="home-feed"] img');
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown[key] - painted[key])).toBeLessThan(1);
});

test('once the app is in, the first paint is gone and the home answers taps', async ({ page, tr }) => {
  await page.goto('/');
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  await page
    .getByRole('link', { name: tr('小说', 'Novels'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/novel$/);
});

test('leaving the home before its banner is in takes the first paint away', async ({ page, tr }) => {
  // Images never arrive: the first paint waits for the app's banner, which never settles.
  await page.route('**/media/**', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('home-feed')).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(1);
  await page.getByRole('link', { name: tr('我的', 'Me'), exact: true }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
});

test('a detail’s hero and description are painted before any script runs, where the app then shows them', async ({
  page,
}) => {
  await page.goto('/');
  const link = await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().getAttribute('href');
  if (!link) throw new Error('no comic on the home');
  const hero = [`${FIRST_PAINT} img`, `${FIRST_PAINT} .fp-e p`];

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(link);
  await expect(page.locator(`${FIRST_PAINT} img`)).toBeVisible();
  await expect(page.locator(`${FIRST_PAINT} .fp-e p`)).toBeVisible();
  const painted = await Promise.all(hero.map((selector) => boxOf(page, selector)));

  await page.unroute('**/assets/*.js');
  await page.reload();
  const detail = page.getByTestId('work-detail');
  await expect(detail.locator('img').first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await Promise.all(
    ['[data-testid="work-detail"] img', '[data-testid="work-detail"] section p'].map((selector) =>
      boxOf(page, selector),
    ),
  );
  for (const [i, box] of shown.entries())
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[key] - (painted[i]?.[key] ?? Number.NaN)), `${hero[i]} ${key}`).toBeLessThan(1);
});

test('a comic’s first pages are painted before any script runs, where the reader then shows them', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().click();
  // The first chapter: free, and with no chapter before it (no card above its first page).
  const href = await page.getByTestId('chapter').first().locator('a').getAttribute('href');
  if (!href) throw new Error('no chapter on the detail');

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(href);
  const placeholder = page.locator(`${FIRST_PAINT} i`).first();
  await expect(placeholder).toHaveText('1');
  const painted = await boxOf(page, `${FIRST_PAINT} i`);

  await page.unroute('**/assets/*.js');
  // Images never arrive: the reader's first page stays its placeholder, as the document printed it.
  await page.route('**/media/**', () => {});
  await page.reload();
  await expect(page.getByTestId('reader')).toBeVisible();
  await expect(page.locator('[data-phase="loading"]').first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await boxOf(page, '[data-phase]');
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(shown[key] - painted[key]), key).toBeLessThan(1);
});
