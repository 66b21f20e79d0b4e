/**
 * The hand-off from the document's first paint to the app's own screen moves no pixel: on every
 * screen the server paints (the home, a comic's and a novel's detail, a comic's and a novel's
 * chapter from its start, a video's page), in the light and the dark theme, the page's layout
 * shifts add up to 0 from the document's first paint until the app shows the screen and its first
 * image. The theme is decided before the first paint by the document's inline script, which the
 * Content Security Policy lets run.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIRST_PAINT = '#manyue-first-paint';

// Every document here comes from the server: a service worker would answer with the plain shell.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; sources: string[] }[]; blocked: string[] };
    w.shifts = [];
    w.blocked = [];
    addEventListener('securitypolicyviolation', (event) => w.blocked.push(event.violatedDirective));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            sources: entry.sources.map((s) =>
              s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** Opens `path` in `theme`, waits for the app's screen (`shown`) with the first paint gone, then two frames. */
async function shiftsOf(page: Page, path: string, theme: 'light' | 'dark', shown: string) {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(path);
  // The theme is on <html> as soon as the document is in, before any of the app's scripts.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  await expect(page.locator(shown).first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  return page.evaluate(() =>
    new Promise<{ shifts: { value: number; sources: string[] }[]; blocked: string[] }>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => resolve(window as unknown as { shifts: never; blocked: never })),
      ),
    ).then(({ shifts, blocked }) => ({ shifts, blocked })),
  );
}

async function firstComic(page: Page): Promise<{ detail: string; chapter: string }> {
  await page.goto('/');
  const detail = await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().getAttribute('href');
  if (!detail) throw new Error('no comic on the home');
  await page.goto(detail);
  const chapter = await page.getByTestId('chapter').first().locator('a').getAttribute('href');
  if (!chapter) throw new Error('no chapter on the detail');
  return { detail, chapter };
}

async function firstVideo(page: Page): Promise<string> {
  await page.goto('/video');
  const href = await page.locator('[data-testid="work-cover"][href*="video_index"]').first().getAttribute('href');
  if (!href) throw new Error('no video on the video home');
  return href;
}

async function firstNovel(page: Page): Promise<{ detail: string; chapter: string }> {
  await page.goto('/novel');
  const detail = await page.locator('[data-testid="work-cover"][href*="novel_index"]').first().getAttribute('href');
  if (!detail) throw new Error('no novel on the novel home');
  await page.goto(detail);
  const chapter = await page.getByTestId('chapter').first().locator('a').getAttribute('href');
  if (!chapter) throw new Error('no chapter on the novel’s detail');
  return { detail, chapter };
}

for (const theme of ['light', 'dark'] as const) {
  test(`no layout shift from the first paint to the app, ${theme}`, async ({ page }) => {
    const comic = await firstComic(page);
    const novel = await firstNovel(page);
    const video = await firstVideo(page);
    const screens = [
      { path: '/', shown: '[data-testid="home-feed"] img' },
      { path: comic.detail, shown: '[data-testid="work-detail"] img' },
      { path: novel.detail, shown: '[data-testid="work-detail"] img' },
      { path: comic.chapter, shown: '[data-testid="reader"] [data-phase] img' },
      { path: novel.chapter, shown: '[data-testid="novel-page-strip"] p' },
      // Its poster gives way to the clip's first frame as soon as it plays: the player is what waits.
      { path: video, shown: '[data-testid="player"]' },
    ];
    for (const screen of screens) {
      // Each screen as a first visit would open it: the document paints, then the app takes over.
      await page.context().clearCookies();
      const { shifts, blocked } = await shiftsOf(page, screen.path, theme, screen.shown);
      expect(blocked, `${screen.path}: blocked by the CSP`).toEqual([]);
      expect(shifts, `${screen.path}: layout shifts`).toEqual([]);
    }
  });
}
