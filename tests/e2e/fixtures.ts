/**
 * Shared e2e fixtures: every test runs once per project (zh-CN, en-US). The app's language is
 * zh-CN whatever the browser says, so the en-US project chooses English the way a reader does
 * (kept in localStorage) before the first script runs.
 *
 * The demo database has two notices that the home's startup overlay would pop up over every
 * spec that opens `/`. Every page therefore starts as a reader who has already seen them today
 * (the show_frequency record), a state any returning reader has; the overlay's own
 * spec turns this off with `test.use({ seenNotices: [] })` and runs on its own server.
 */
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export type Lang = 'zh-CN' | 'en-US';

/** The demo seed's notices on a fresh database (server/db/seed.ts): ids 1 (type 2) and 2 (type 1). */
export const DEMO_NOTICE_IDS = [1, 2];

/**
 * How long a new deploy may take to install in the worker: it precaches the whole build, which
 * took over 7 s (the usual wait) on a loaded CI machine.
 */
export const NEW_BUILD_INSTALL_MS = 60_000;

export const test = base.extend<{
  lang: Lang;
  tr: (zh: string, en: string) => string;
  /** Notice ids the reader has seen today before the page opens; [] for a first visit. */
  seenNotices: number[];
}>({
  seenNotices: [DEMO_NOTICE_IDS, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  lang: async ({}, use, info) => {
    await use(info.project.name === 'en-US' ? 'en-US' : 'zh-CN');
  },
  tr: async ({ lang }, use) => {
    await use((zh, en) => (lang === 'en-US' ? en : zh));
  },
  // On the context, so that pages a test opens itself (context.newPage()) start the same way.
  context: async ({ context, seenNotices }, use) => {
    if (seenNotices.length) await markNoticesSeen(context, seenNotices);
    await use(context);
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

/**
 * Starts every page of `context` as a reader who saw these notices today (the show_frequency
 * record), unless the page already holds a record of its own.
 */
export async function markNoticesSeen(context: BrowserContext, ids: number[] = DEMO_NOTICE_IDS): Promise<void> {
  await context.addInitScript((seen) => {
    // The key is LOCAL_KEYS.showFrequency; the day is the page's own local day, as the app reads it
    // (the config keeps the browsers' clocks far from their midnight, so the day holds all run).
    if (window !== window.top || localStorage.getItem('show_frequency')) return;
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    // Shown today: the rule reads each notice's own frequency, and the demo's 3 (never again) and
    // 2 (once a day) both skip it. (A notice shown every time, frequency 1, would still show.)
    const record = Object.fromEntries(seen.map((id) => [id, { id, show_frequency: 3, date, content_type: 1 }]));
    localStorage.setItem('show_frequency', JSON.stringify(record));
  }, ids);
}

/**
 * Fails every fetch of one of the build's chunks (`name`: its file name before the hash), as a
 * lost network would, until the function it returns is called.
 */
export async function failChunk(page: Page, name: string): Promise<() => void> {
  let blocked = true;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) =>
    blocked ? route.abort() : route.fallback(),
  );
  return () => {
    blocked = false;
  };
}

/** Waits until the app holds a login state (a guest is created on the first visit). */
export async function waitForToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem('access_token'));
  return (await handle.jsonValue()) as string;
}

/** Waits until a service worker controls the page (the first one claims its clients on activation). */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

/** Opens the app and waits until the service worker controls the page. */
export async function openWithWorker(page: Page): Promise<void> {
  await page.goto('/');
  await waitForToken(page);
  await workerInControl(page);
}

/**
 * A returning reader, as almost every reader is: the first visit installed the service worker, and
 * the app is opened again (a reload), its document now answered by the worker. Answers the token.
 */
export async function returningReader(page: Page): Promise<string> {
  await openWithWorker(page);
  await page.reload();
  await workerInControl(page);
  return waitForToken(page);
}

export function toast(page: Page) {
  return page.getByRole('alert');
}
