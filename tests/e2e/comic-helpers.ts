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
