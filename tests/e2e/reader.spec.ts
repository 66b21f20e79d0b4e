/**
 * The comic reader on a phone (issue "Comic reader"): the real server with its demo comics,
 * nothing mocked. A comic is opened the way a reader does (home → cover → detail → chapter), read
 * in webtoon mode into its next chapter, read in paged right-to-left mode by tap and by swipe,
 * resumed after a reload; a gold chapter is bought with the 100 gold every new reader has.
 */
import type { Page } from '@playwright/test';
import { homeComics } from './comic-helpers';
import { expect, failChunk, test } from './fixtures';
import { doubleTapAt, touchAlong } from './touch';

const CHAPTER_LINK = /\/manga\/manga_content\?id=(\d+)&chapter=(\d+)/;

/** From the home page: the first comic's detail, then its first chapter in the reader. */
async function openFirstChapter(page: Page): Promise<{ workId: number; chapterId: number }> {
  await page.goto('/');
  const cover = page.locator('[data-testid="work-cover"][href*="manga_index"]').first();
  await expect(cover).toBeVisible();
  await cover.click();
  await expect(page).toHaveURL(/\/manga\/manga_index\?id=\d+/);
  const first = page.getByTestId('chapter').first().locator('a');
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(CHAPTER_LINK);
  const [, workId, chapterId] = CHAPTER_LINK.exec(page.url()) ?? [];
  await expect(page.getByTestId('reader')).toBeVisible();
  return { workId: Number(workId), chapterId: Number(chapterId) };
}

const indicator = (page: Page) => page.getByTestId('page-indicator');

test('a first visit’s free chapter opens from the document’s answer, even when the guest login ends first', async ({
  page,
}) => {
  await openFirstChapter(page);
  const href = page.url();
  // A first visit again: the origin's data (the guest's token, the worker) goes.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(href).origin, storageTypes: 'all' });
  await cdp.detach();

  // The reader's code comes once the guest login has ended: it asks as the new guest, with a token.
  const loggedIn = page.waitForResponse('**/api2/autoCreateAndLogin.html');
  await page.route(/\/assets\/manga_content-[^/]*\.js$/, async (route) => {
    await loggedIn;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const call = /\/api2\/(chapterContent|workState)\.html/.exec(request.url());
    if (call?.[1]) asked.push(call[1]);
  });
  // The pages are asked for once the chapter's answer is in (the next chapter's, later, is not counted).
  const pagesAsked = page.waitForRequest('**/media/**');
  await page.goto(href);
  await pagesAsked;
  // The visitor's answer is the new guest's (nothing bought, no VIP, no auto-buy), and a new guest
  // has read nothing: the reader asks for neither the chapter again nor a saved position.
  expect(asked).toEqual([]);
  await expect(page.locator('[data-testid="reader-page"][data-page="0"] img')).toBeVisible();
});

const swipe = (page: Page, fromX: number, toX: number, y: number) =>
  touchAlong(
    page,
    Array.from({ length: 9 }, (_, i) => [{ x: fromX + ((toX - fromX) * i) / 8, y }]),
  );

/** Two fingers moving apart around (cx, cy). */
const pinchOut = (page: Page, cx: number, cy: number) =>
  touchAlong(
    page,
    Array.from({ length: 9 }, (_, i) => [
      { x: cx - 30 - i * 12, y: cy },
      { x: cx + 30 + i * 12, y: cy },
    ]),
  );

test('webtoon mode reads on into the next chapter, seamlessly', async ({ page }) => {
  const { workId, chapterId } = await openFirstChapter(page);
  const reader = page.getByTestId('reader');
  await expect(reader).toHaveAttribute('data-mode', 'webtoon');
  const firstPage = page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="0"]`);
  await expect(firstPage.locator('img')).toBeVisible();
  // Every page's box is reserved from its size: the first page is as tall as its picture says.
  const img = firstPage.locator('img');
  const [box, ratio] = await Promise.all([
    firstPage.boundingBox(),
    img.evaluate((el: HTMLImageElement) => el.naturalHeight / el.naturalWidth),
  ]);
  expect(box && Math.abs(box.height / box.width - ratio)).toBeLessThan(0.01);

  // Scroll to the end of the chapter: the next one follows below it and the address follows.
  const strip = page.getByTestId('webtoon');
  const nextPage = page.locator(`[data-testid="reader-page"]:not([data-chapter="${chapterId}"])`).first();
  await expect(async () => {
    await strip.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.9));
    await expect(nextPage).toBeAttached({ timeout: 200 });
  }).toPass({ timeout: 20_000 });
  const nextChapter = Number(await nextPage.getAttribute('data-chapter'));
  expect(nextChapter).not.toBe(chapterId);
  await nextPage.scrollIntoViewIfNeeded();
  await expect(nextPage.locator('img')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`id=${workId}&chapter=${nextChapter}(&|$)`));
  await expect(indicator(page)).toHaveAttribute('data-chapter', String(nextChapter));
});

test('paged right-to-left: taps and swipes turn pages, a reload resumes at the same page', async ({ page, tr }) => {
  const { chapterId } = await openFirstChapter(page);
  await expect(indicator(page)).toHaveText(/^1 \/ \d+/);

  // The menu opens with a tap in the middle; the mode is in its settings.
  await page.touchscreen.tap(195, 422);
  const menu = page.getByTestId('reader-menu');
  await expect(menu).toBeVisible();
  await menu.getByTestId('reader-settings-toggle').click();
  await menu.getByTestId('setting-mode').getByText(tr('从右到左', 'Right to left')).click();
  await expect(page.getByTestId('reader')).toHaveAttribute('data-mode', 'rtl');
  // Any tap on the page (above the open settings) closes the menu.
  await page.touchscreen.tap(195, 160);
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('paged')).toHaveAttribute('data-direction', 'rtl');
  const current = page.locator('[data-testid="paged"] [data-current]');
  await expect(current).toHaveAttribute('data-page', '0');

  // Right-to-left: the left side of the page goes forward, the right side back.
  await page.touchscreen.tap(40, 422);
  await expect(indicator(page)).toHaveText(/^2 \//);
  await page.touchscreen.tap(40, 422);
  await expect(indicator(page)).toHaveText(/^3 \//);
  await page.touchscreen.tap(350, 422);
  await expect(indicator(page)).toHaveText(/^2 \//);
  await expect(current.locator('img')).toBeVisible();

  // Swiping from left to right brings the next page in from the left.
  await swipe(page, 60, 330, 500);
  await expect(indicator(page)).toHaveText(/^3 \//);
  await swipe(page, 60, 330, 500);
  await expect(indicator(page)).toHaveText(/^4 \//);
  await swipe(page, 330, 60, 500);
  await expect(indicator(page)).toHaveText(/^3 \//);
  await expect(current).toHaveAttribute('data-page', '2');
  await expect(current.locator('img')).toBeVisible();

  // A double tap in the middle zooms in and another zooms back out; two fingers pinch-zoom.
  const paged = page.getByTestId('paged');
  await doubleTapAt(page, 195, 422);
  await expect(paged).toHaveAttribute('data-zoomed', 'true');
  await doubleTapAt(page, 195, 422);
  await expect(paged).not.toHaveAttribute('data-zoomed');
  await pinchOut(page, 195, 422);
  await expect(paged).toHaveAttribute('data-zoomed', 'true');
  await expect(page.getByTestId('reader-menu')).toHaveCount(0);
  await expect(current).toHaveAttribute('data-page', '2');

  // The position is saved at once: a reload opens the same chapter at the same page, still paged.
  await page.reload();
  await expect(page.getByTestId('reader')).toHaveAttribute('data-mode', 'rtl');
  await expect(page).toHaveURL(new RegExp(`chapter=${chapterId}$`));
  await expect(indicator(page)).toHaveText(/^3 \//);
  await expect(current).toHaveAttribute('data-page', '2');
  await expect(current.locator('img')).toBeVisible();
});

/** Gold chapters among a comic's first chapters on its detail: their reader links and prices. */
async function goldChapters(page: Page, workId: number): Promise<{ href: string; price: number }[]> {
  await page.goto(`/manga/manga_index?id=${workId}`);
  const chapters = page.getByTestId('chapter');
  await expect(chapters.first()).toBeVisible();
  const rows = await chapters.evaluateAll((items) =>
    items.map((li) => ({ href: li.querySelector('a')?.getAttribute('href') ?? '', text: li.textContent ?? '' })),
  );
  return rows.flatMap(({ href, text }) => {
    const price = /(\d+) (金币|coins)/.exec(text);
    return price && href ? [{ href, price: Number(price[1]) }] : [];
  });
}

/** The first gold chapter of the first home comic that has one among its first chapters. */
async function firstGoldChapter(page: Page): Promise<{ href: string; price: number } | undefined> {
  for (const id of await homeComics(page)) {
    const [target] = await goldChapters(page, id);
    if (target) return target;
  }
  return undefined;
}

test('a gold chapter is bought with the starting gold, read, and never charged twice', async ({ page }) => {
  const target = await firstGoldChapter(page);
  expect(target, 'a demo comic with a gold chapter among its first').toBeDefined();
  if (!target) return;
  const [, , chapterId] = CHAPTER_LINK.exec(target.href) ?? [];

  await page.goto(target.href);
  const sheet = page.getByTestId('purchase-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('locked-chapter')).toBeAttached();
  await expect(sheet.getByTestId('purchase-price')).toContainText(String(target.price));
  await expect(sheet.getByTestId('purchase-balance')).toContainText('100');
  await expect(sheet.getByTestId('purchase-vip')).toHaveAttribute('href', '/vip');
  await sheet.getByTestId('purchase-buy').click();

  await expect(sheet).toBeHidden();
  const firstPage = page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="0"]`);
  await expect(firstPage.locator('img')).toBeVisible();
  await expect(page.getByTestId('locked-chapter')).toHaveCount(0);

  // Opened again, the chapter is the reader's: no sheet, and the gold was taken once.
  await page.reload();
  await expect(firstPage.locator('img')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await page.goto('/personal');
  await expect(page.getByTestId('gold')).toHaveText(String(100 - target.price));
});

test.describe('the purchase sheet’s code', () => {
  // It comes when a locked chapter is reached, not with the reader. A worker in control has it kept
  // already; the fetch can fail only before one has (a first visit that loses the network), so this
  // visit has none.
  test.use({ serviceWorkers: 'block' });

  test('that cannot be fetched says so and leaves the lock; opened again, the sheet is offered', async ({
    page,
    tr,
  }) => {
    const target = await firstGoldChapter(page);
    expect(target, 'a demo comic with a gold chapter among its first').toBeDefined();
    if (!target) return;
    const release = await failChunk(page, 'PurchaseSheet');
    await page.goto(target.href);
    await expect(page.getByRole('alert')).toContainText(tr('网络异常，请检查连接', 'Network error'));
    await expect(page.getByTestId('locked-chapter')).toBeVisible();
    await expect(page.getByTestId('purchase-sheet')).toHaveCount(0);

    // The browser keeps a module that failed for the page's life: the page opened again fetches it.
    release();
    await page.reload();
    await expect(page.getByTestId('purchase-sheet')).toBeVisible();
  });
});

test('short of gold, the sheet says so and offers the top-up', async ({ page, tr }) => {
  // A comic whose gold chapters on its detail cost more, together, than the 100 gold a reader has.
  let chapters: { href: string; price: number }[] = [];
  for (const id of await homeComics(page)) {
    chapters = await goldChapters(page, id);
    if (chapters.reduce((sum, c) => sum + c.price, 0) > 100) break;
    chapters = [];
  }
  expect(chapters.length, 'a demo comic with gold chapters worth more than 100').toBeGreaterThan(0);
  const sheet = page.getByTestId('purchase-sheet');
  for (const chapter of chapters) {
    await page.goto(chapter.href);
    await expect(sheet).toBeVisible();
    const short = sheet.getByTestId('purchase-short');
    if (!(await short.isVisible())) {
      await sheet.getByTestId('purchase-buy').click();
      await expect(short.or(page.getByTestId('reader-page').first())).toBeVisible();
    }
    if (await short.isVisible()) {
      await expect(short).toContainText(tr('金币不足', 'Not enough coins'));
      await expect(sheet.getByTestId('purchase-recharge')).toHaveAttribute('href', /^\/personal\/recharge\?back=/);
      return;
    }
  }
  throw new Error('every purchase went through: no refusal for want of gold');
});
