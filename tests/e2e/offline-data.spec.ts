/**
 * Offline data (issue "Offline and install"): the answers the app needs are kept in IndexedDB and
 * stand in when the network fails, with the offline indicator; reading progress made offline waits
 * in the outbox and reaches the server when the network returns. The real server, nothing mocked;
 * the service worker is blocked (playwright.config.ts), so these are the page's own fallbacks —
 * and since nothing can load the page itself offline without the worker, nothing reloads offline.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../../src/core/config';
import { expect, test, waitForToken } from './fixtures';

const CHAPTER_LINK = /\/manga\/manga_content\?id=(\d+)&chapter=(\d+)/;
const cipher = createEnvelopeCipher(keyFromSecret(process.env.API_SECRET || DEV_API_SECRET));

/** Every value of one IndexedDB store of the page, by key (an empty object when there is none). */
function idbValues(page: Page, db: string, store: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    ({ name, storeName }) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve({});
        open.onupgradeneeded = () => open.result.createObjectStore(storeName);
        open.onsuccess = () => {
          const database = open.result;
          const tx = database.transaction(storeName, 'readonly');
          const keys = tx.objectStore(storeName).getAllKeys();
          const values = tx.objectStore(storeName).getAll();
          tx.oncomplete = () => {
            database.close();
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]])));
          };
          tx.onerror = () => resolve({});
        };
      }),
    { name: db, storeName: store },
  );
}

/** Remembers every alert (danger toast) the page shows from now on, in window.__alerts. */
async function recordAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __alerts: string[] }).__alerts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="alert"]')) {
        const text = node.textContent ?? '';
        if (!(node as HTMLElement).dataset.seen) {
          (node as HTMLElement).dataset.seen = '1';
          seen.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts);
}

/** The server's reading progress of this reader in a work, read with a real API call. */
async function serverProgress(request: APIRequestContext, token: string, workId: number) {
  const response = await request.post('/api2/workState.html', { data: { access_token: token, work_id: workId } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: string };
  const state = (await cipher.decryptJson(data)) as { progress: { chapter_id: number; position: number } | null };
  return state.progress && { chapter_id: state.progress.chapter_id, position: state.progress.position };
}

const offlineIndicator = (page: Page) => page.getByTestId('offline-indicator');

test('a work seen online opens again offline from kept data, with the offline indicator', async ({
  page,
  context,
  tr,
}, info) => {
  await page.goto('/');
  await waitForToken(page);
  const cover = page
    .locator('[data-testid="work-cover"][href*="manga_index"]')
    .nth(info.project.name === 'en-US' ? 3 : 2);
  await expect(cover).toBeVisible();
  await cover.click();
  await expect(page).toHaveURL(/\/manga\/manga_index\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const detail = page.getByTestId('work-detail');
  const title = (await detail.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(page.getByTestId('chapter').first()).toBeVisible();
  const chapters = await page.getByTestId('chapter').count();
  // The answer is kept once the call succeeded (written after it, in IndexedDB).
  await expect
    .poll(async () => Object.keys(await idbValues(page, 'manyue-cache', 'answers')))
    .toContain(`answer:workDetail:{"id":${id}}`);
  await expect(offlineIndicator(page)).toHaveCount(0);

  const alerts = await recordAlerts(page);
  await context.setOffline(true);
  await expect(offlineIndicator(page)).toBeVisible();
  await expect(offlineIndicator(page)).toHaveText(tr('当前处于离线状态', "You're offline"));
  // Client-side navigation: back to the home, then forward to the work again, which loads it anew.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(detail).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/manga/manga_index\\?id=${id}`));
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('chapter')).toHaveCount(chapters);
  await expect(offlineIndicator(page)).toHaveText(
    tr('离线中，正在显示已保存的内容', "You're offline — showing saved content"),
  );
  // Nothing failed for the reader on the work's screen: no 网络异常 toast, no other error.
  expect(await alerts()).toEqual([]);

  await context.setOffline(false);
  await expect(offlineIndicator(page)).toHaveCount(0);
});

test('pages turned offline reach the server as one footprint when the network returns', async ({ page, context }) => {
  // Paged left-to-right: a tap on the right of the page turns it.
  await page.addInitScript(() => localStorage.setItem('reader_settings', JSON.stringify({ mode: 'ltr' })));
  await page.goto('/');
  const token = await waitForToken(page);
  const cover = page.locator('[data-testid="work-cover"][href*="manga_index"]').nth(4);
  await expect(cover).toBeVisible();
  await cover.click();
  await expect(page).toHaveURL(/\/manga\/manga_index\?id=\d+/);
  await page.getByTestId('chapter').first().locator('a').click();
  await expect(page).toHaveURL(CHAPTER_LINK);
  const [, workId, chapterId] = (CHAPTER_LINK.exec(page.url()) ?? []).map(Number);
  if (!workId || !chapterId) throw new Error(`no chapter in ${page.url()}`);
  await expect(page.getByTestId('reader')).toHaveAttribute('data-mode', 'ltr');
  const pageIndicator = page.getByTestId('page-indicator');
  await expect(pageIndicator).toHaveText(/^1 \/ \d+/);
  const total = Number(/\/ (\d+)/.exec((await pageIndicator.textContent()) ?? '')?.[1]);
  expect(total, 'the chapter has pages enough to turn').toBeGreaterThanOrEqual(5);
  await expect(page.locator('[data-testid="paged"] [data-current] img')).toBeVisible();

  await context.setOffline(true);
  for (const next of [2, 3, 4]) {
    await page.touchscreen.tap(350, 422);
    await expect(pageIndicator).toHaveText(new RegExp(`^${next} /`));
  }
  const lastRead = 3;

  // The latest page waits in the outbox (IndexedDB), one item for the work; the server has not got it.
  const outbox = async () =>
    Object.values(await idbValues(page, 'manyue-outbox', 'calls')).map((item) => (item as { body: unknown }).body);
  await expect
    .poll(outbox, { timeout: 20_000 })
    .toEqual([{ work_id: workId, chapter_id: chapterId, position: lastRead }]);
  expect(await serverProgress(page.request, token, workId)).not.toEqual({ chapter_id: chapterId, position: lastRead });

  await context.setOffline(false);
  await expect
    .poll(() => serverProgress(page.request, token, workId), { timeout: 20_000 })
    .toEqual({ chapter_id: chapterId, position: lastRead });
  // Accepted by the server: it leaves the outbox.
  await expect.poll(outbox).toEqual([]);
});
