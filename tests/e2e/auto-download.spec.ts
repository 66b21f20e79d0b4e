/**
 * New chapters that download themselves, with the service worker running and the real server: a
 * reader favourites a comic and turns on its 自动下载新章节 switch; a free and a VIP chapter are
 * published on the server (written to its database as an operator's import writes them); at the
 * next app open, with no tap, the free one is downloaded and the VIP one (not for this reader) is
 * not; the favourite carries the 更新 mark, first in 我的收藏, and 我的 counts it.
 */
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB_FILE, homeComics } from './comic-helpers';
import { expect, openWithWorker, test } from './fixtures';

test.slow();

/** Up to this long for the worker to find and download the chapter (one chapter from the local server). */
const READY_MS = 45_000;

/**
 * Publishes a chapter of `workId` with the pages of its first chapter, as an import does, and makes
 * the reader's favourite of it two minutes old (so that a chapter out now is new to them).
 */
function publish(workId: number, access: 'free' | 'vip'): number {
  const db = new Database(E2E_DB_FILE);
  db.pragma('busy_timeout = 10000');
  try {
    return db.transaction(() => {
      const now = Math.floor(Date.now() / 1000);
      const first = db.prepare('SELECT id FROM chapters WHERE work_id = ? ORDER BY idx LIMIT 1').get(workId) as {
        id: number;
      };
      const { idx } = db.prepare('SELECT max(idx) AS idx FROM chapters WHERE work_id = ?').get(workId) as {
        idx: number;
      };
      const pages = db.prepare('SELECT count(*) AS n FROM comic_pages WHERE chapter_id = ?').get(first.id) as {
        n: number;
      };
      const title = `第${idx + 1}话 新章`;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO chapters (work_id, idx, title, access, price, free_until, size, published_at)
           VALUES (?, ?, ?, ?, 0, NULL, ?, ?)`,
        )
        .run(workId, idx + 1, title, access, pages.n, now);
      const id = Number(lastInsertRowid);
      db.prepare(
        `INSERT INTO comic_pages (chapter_id, idx, path, width, height)
         SELECT ?, idx, path, width, height FROM comic_pages WHERE chapter_id = ?`,
      ).run(id, first.id);
      db.prepare(
        'UPDATE works SET chapter_count = chapter_count + 1, latest_title = ?, updated_at = ? WHERE id = ?',
      ).run(title, now, workId);
      return id;
    })();
  } finally {
    db.close();
  }
}

/** The reader's favourite of `workId` (the latest one made of it) dates from two minutes ago. */
function favouritedEarlier(workId: number): void {
  const db = new Database(E2E_DB_FILE);
  db.pragma('busy_timeout = 10000');
  db.prepare(
    `UPDATE favorites SET created_at = created_at - 120 WHERE rowid =
       (SELECT rowid FROM favorites WHERE work_id = ? ORDER BY created_at DESC, seq DESC LIMIT 1)`,
  ).run(workId);
  db.close();
}

/** A value kept in one of the app's IndexedDB stores, as the page reads it. */
const stored = <T>(page: Page, [db, store, key]: [string, string, string]) =>
  page.evaluate(
    ([db, store, key]) =>
      new Promise<T | null>((resolve) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => {
          const get = open.result.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => resolve(null);
        };
      }),
    [db, store, key] as const,
  );

/** The worker's record of a chapter's download. */
const record = (page: Page, chapterId: number) =>
  stored<{ status: string }>(page, ['manyue-downloads', 'chapters', `comic:${chapterId}`]);

/** The work's switch as kept for the worker. */
const keptSwitch = async (page: Page, workId: number) =>
  (await stored<{ works: Record<string, boolean> }>(page, ['manyue-auto-download', 'state', 'settings']))?.works[
    workId
  ];

test('a new chapter of a favourite with 自动下载新章节 on is on the device at the next app open, with no tap', async ({
  page,
  tr,
}) => {
  await openWithWorker(page);
  const [workId, otherId] = await homeComics(page);
  if (!workId || !otherId) throw new Error('no two demo comics on the home page');
  // Two favourites: the other one, favourited later, comes first until this one has news.
  for (const id of [workId, otherId]) {
    await page.goto(`/manga/manga_index?id=${id}`);
    const favourite = page.getByTestId('favorite-toggle');
    await expect(favourite).toBeEnabled();
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // The star turns at once; the server's answer settles it (leaving the page earlier cancels the request).
    await expect(favourite).toHaveAttribute('aria-busy', 'false');
  }

  // Its switch on the favourites screen (off: the default in 设置 is off).
  await page.goto('/collection');
  const tile = page.locator(`[data-testid="favorite-item"][data-work-id="${workId}"]`);
  const autoSwitch = tile.getByTestId('favorite-auto-download');
  await expect(autoSwitch).toHaveAttribute('aria-checked', 'false');
  await autoSwitch.click();
  await expect(autoSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(autoSwitch).toHaveAccessibleName(tr('自动下载新章节', 'Download new chapters automatically'));
  // Kept where the worker reads it before the page is left (leaving earlier would drop the write).
  await expect.poll(() => keptSwitch(page, workId)).toBe(true);
  await expect(tile.getByTestId('favorite-updated')).toHaveCount(0);
  await expect(page.getByTestId('favorite-item').first()).toHaveAttribute('data-work-id', String(otherId));

  // The server gets two chapters; the reader is no VIP.
  favouritedEarlier(workId);
  const free = publish(workId, 'free');
  const vip = publish(workId, 'vip');

  // The next app open: nothing is tapped, the free chapter arrives.
  await page.goto('/');
  await expect.poll(async () => (await record(page, free))?.status, { timeout: READY_MS }).toBe('ready');
  expect(await record(page, vip)).toBeNull();
  await page.goto('/personal/downloads');
  await expect(page.locator(`[data-testid="download-row"][data-key="comic:${free}"]`)).toHaveAttribute(
    'data-status',
    'ready',
  );

  // 我的收藏: marked 更新 and first; 我的 counts it.
  await page.goto('/collection');
  const first = page.getByTestId('favorite-item').first();
  await expect(first).toHaveAttribute('data-work-id', String(workId));
  await expect(first.getByTestId('favorite-updated')).toHaveText(tr('更新', 'New'));
  await page.goto('/personal');
  await expect(page.getByTestId('favorite-updates')).toHaveText(tr('1 部更新', '1 updated'));
});

test('设置 holds the default for every favourite', async ({ page }) => {
  await page.goto('/settings');
  const setting = page.getByTestId('setting-auto-download');
  await expect(setting).not.toBeChecked();
  await setting.check();
  await page.reload();
  await expect(page.getByTestId('setting-auto-download')).toBeChecked();
});
