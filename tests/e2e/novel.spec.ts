/**
 * The novel reader (issue "Novel reader"): the real server and its demo novels, nothing mocked but
 * the browser's own speech synthesis in the read-aloud test (headless Chromium has no voices: the
 * stub lives in the page only, our server is untouched). A novel is opened from its detail, read
 * in paged and scroll mode, set up, reloaded and resized without losing its sentence, bought,
 * downloaded and read offline, read aloud, and continued from the footprint shelf.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForToken } from './fixtures';

const READER_LINK = /\/novel\/novel_content\?id=(\d+)&chapter=(\d+)/;

/** The novels on the novel home, by work id. */
async function homeNovels(page: Page): Promise<number[]> {
  await page.goto('/novel');
  const covers = page.locator('[data-testid="work-cover"][href*="novel_index"]');
  await expect(covers.first()).toBeVisible();
  const hrefs = await covers.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(/id=(\d+)/.exec(href)?.[1])).filter((id) => id > 0))];
}

/** From the novel home: the first novel's detail, then 开始阅读. */
async function openFirstNovel(page: Page): Promise<{ workId: number; chapterId: number }> {
  const [workId] = await homeNovels(page);
  await page.goto(`/novel/novel_index?id=${workId}`);
  await page.locator('a[data-testid="read-button"]').click();
  await expect(page).toHaveURL(READER_LINK);
  const [, , chapterId] = READER_LINK.exec(page.url()) ?? [];
  await expect(reader(page)).toHaveAttribute('data-offset', /\d+/);
  return { workId: Number(workId), chapterId: Number(chapterId) };
}

const reader = (page: Page) => page.getByTestId('novel-reader');
const strip = (page: Page) => page.getByTestId('novel-page-strip');

const offsetOf = async (page: Page) => Number(await reader(page).getAttribute('data-offset'));
const pageOf = async (page: Page) => Number(await strip(page).getAttribute('data-page'));

/** Whether the character at the reader's offset is on screen (inside the page or the column). */
async function offsetOnScreen(page: Page): Promise<boolean> {
  return reader(page).evaluate((root) => {
    const offset = Number(root.getAttribute('data-offset'));
    const chapter = root.getAttribute('data-chapter');
    const scope = root.querySelector(`[data-chapter="${chapter}"]`) ?? root;
    const paragraphs = [...scope.querySelectorAll<HTMLElement>('p[data-start]')];
    const p = paragraphs.filter((el) => Number(el.dataset.start) <= offset).at(-1) ?? paragraphs[0];
    const node = p?.firstChild;
    if (!p || !(node instanceof Text)) return false;
    const at = Math.min(node.length - 1, Math.max(0, offset - Number(p.dataset.start)));
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = range.getBoundingClientRect();
    return rect.left >= 0 && rect.right <= innerWidth && rect.top >= 0 && rect.bottom <= innerHeight;
  });
}

/** A tap on the page at a fraction of its width, in the middle of its height. */
async function tapAt(page: Page, fraction: number) {
  const box = await reader(page).boundingBox();
  if (!box) throw new Error('no reader');
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

async function openSettings(page: Page) {
  await tapAt(page, 0.5);
  await expect(page.getByTestId('reader-menu')).toBeVisible();
  await page.getByTestId('reader-settings-toggle').click();
  await expect(page.getByTestId('novel-settings')).toBeVisible();
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('reader-menu')).toHaveCount(0);
}

test('the catalogue lists the chapters with their marks, orders them and opens the reader', async ({ page, tr }) => {
  const [workId] = await homeNovels(page);
  await page.goto(`/novel/novel_index?id=${workId}`);
  await page.getByTestId('catalogue-link').click();
  await expect(page).toHaveURL(new RegExp(`/novel/novel_catalogue\\?id=${workId}`));
  const rows = page.getByTestId('catalogue-chapter');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('catalogue-count')).toContainText(tr('章', 'chapters'));
  // Access marks: free first chapters, and every row one mark.
  await expect(rows.first().locator('[data-mark="free"]')).toBeVisible();
  const firstIndex = await rows.first().getByTestId('chapter-index').textContent();
  await page.getByTestId('order-toggle').click();
  await expect(page.getByTestId('order-toggle')).toHaveAttribute('data-order', 'desc');
  await expect(rows.first().getByTestId('chapter-index')).not.toHaveText(firstIndex ?? '');
  await page.getByTestId('order-toggle').click();

  // The second chapter opens in the reader; back in the catalogue it is the current one.
  await rows.nth(1).locator('a').click();
  await expect(page).toHaveURL(READER_LINK);
  await expect(reader(page)).toHaveAttribute('data-offset', /\d+/);
  await page.goBack();
  await expect(rows.nth(1)).toHaveAttribute('data-mark', 'current');
  await expect(page.getByTestId('jump-current')).toBeVisible();
});

test('paged mode: taps, swipes and keys turn pages; the last page goes on into the next chapter', async ({ page }) => {
  const { chapterId } = await openFirstNovel(page);
  await expect(reader(page)).toHaveAttribute('data-mode', 'paged');
  await expect(strip(page)).toHaveAttribute('data-page', '0');
  const pages = Number(await strip(page).getAttribute('data-pages'));
  expect(pages).toBeGreaterThan(2);

  await tapAt(page, 0.9);
  await expect(strip(page)).toHaveAttribute('data-page', '1');
  const second = await offsetOf(page);
  expect(second).toBeGreaterThan(0);
  expect(await offsetOnScreen(page)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(strip(page)).toHaveAttribute('data-page', '2');
  expect(await offsetOf(page)).toBeGreaterThan(second);
  await tapAt(page, 0.1);
  await expect(strip(page)).toHaveAttribute('data-page', '1');
  expect(await offsetOf(page)).toBe(second);

  // A swipe to the left turns forward.
  const box = await reader(page).boundingBox();
  if (!box) throw new Error('no reader');
  await page.mouse.move(box.x + 300, box.y + 400);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 410, { steps: 6 });
  await page.mouse.up();
  await expect(strip(page)).toHaveAttribute('data-page', '2');

  // To the end of the chapter, and one more: the next chapter's first page, with no loading state.
  for (let at = 2; at < pages - 1; at++) await page.keyboard.press('ArrowRight');
  await expect(strip(page)).toHaveAttribute('data-page', String(pages - 1));
  await page.keyboard.press('ArrowRight');
  await expect(reader(page)).not.toHaveAttribute('data-chapter', String(chapterId));
  await expect(page.getByTestId('novel-skeleton')).toHaveCount(0);
  await expect(strip(page)).toHaveAttribute('data-page', '0');
  await expect(page).not.toHaveURL(new RegExp(`chapter=${chapterId}\\b`));
  // And back: the previous chapter's last page.
  await page.keyboard.press('ArrowLeft');
  await expect(reader(page)).toHaveAttribute('data-chapter', String(chapterId));
  await expect(strip(page)).toHaveAttribute('data-page', String(pages - 1));
});
