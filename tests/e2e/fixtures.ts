/**
 * Shared e2e fixtures: every test runs once per project (zh-CN, en-US). The app's language is
 * zh-CN whatever the browser says, so the en-US project chooses English the way a reader does
 * (kept in localStorage) before the first script runs.
 */
import { test as base, expect, type Page } from '@playwright/test';

export type Lang = 'zh-CN' | 'en-US';

export const test = base.extend<{ lang: Lang; tr: (zh: string, en: string) => string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  lang: async ({}, use, info) => {
    await use(info.project.name === 'en-US' ? 'en-US' : 'zh-CN');
  },
  tr: async ({ lang }, use) => {
    await use((zh, en) => (lang === 'en-US' ? en : zh));
  },
  page: async ({ page, lang }, use) => {
    if (lang === 'en-US') {
      await page.addInitScript(() => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
      });
    }
    await use(page);
  },
});

export { expect };

/** Waits until the app holds a login state (a guest is created on the first visit). */
export async function waitForToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem('access_token'));
  return (await handle.jsonValue()) as string;
}

export function toast(page: Page) {
  return page.getByRole('alert');
}
