/** Finding demo comics from the home page, for the specs that need a comic with given chapters. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The comics on the home page, by work id (the feed shows novels and videos too). */
export async function homeComics(page: Page): Promise<number[]> {
  await page.goto('/');
  const covers = page.locator('[data-testid="work-cover"][href*="manga_index"]');
  await expect(covers.first()).toBeVisible();
  const hrefs = await covers.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(/id=(\d+)/.exec(href)?.[1])).filter((id) => id > 0))];
}

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The e2e server's SQLite file and media folder (playwright.config.ts). */
export const E2E_DB_FILE = process.env.E2E_PORT ? `.tmp/e2e-${PORT}/manyue.db` : '.tmp/e2e/manyue.db';
export const E2E_MEDIA_DIR = '.tmp/e2e-media';

/** The first chapter of a comic and how many pages it has, from the reader's indicator ("1 / N"). */
export async function firstChapter(page: Page, workId: number): Promise<{ chapterId: number; pages: number }> {
  await page.goto(`/manga/manga_index?id=${workId}`);
  const link = page.getByTestId('chapter').first().locator('a');
  await expect(link).toBeVisible();
  const chapterId = Number(/chapter=(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  await page.goto(`/manga/manga_content?id=${workId}&chapter=${chapterId}`);
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText(/^1 \/ \d+/);
  const pages = Number(/\/ (\d+)/.exec((await indicator.textContent()) ?? '')?.[1]);
  return { chapterId, pages };
}

/** A demo comic whose first chapter is free and has at least `pages` pages. */
export async function comicWithPages(page: Page, pages: number) {
  for (const workId of await homeComics(page)) {
    await page.goto(`/manga/manga_index?id=${workId}`);
    const first = page.getByTestId('chapter').first();
    await expect(first).toBeVisible();
    if ((await first.locator('[data-mark]').getAttribute('data-mark')) !== 'free') continue;
    const found = await firstChapter(page, workId);
    if (found.pages >= pages) return { workId, ...found };
  }
  throw new Error(`no demo comic with a free first chapter of ${pages} pages`);
}
