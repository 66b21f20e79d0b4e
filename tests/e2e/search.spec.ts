/**
 * Search as Chinese readers type on a phone (issue: search that finds what Chinese readers type):
 * 剑仙的双面人生 of the demo catalogue found by full pinyin, initials, characters and pinyin mixed,
 * and Traditional characters, through the suggestions under the box (matched part highlighted) and
 * the results; suggestions asked for once typing pauses, an outdated one never shown; the box
 * empty, the hot words and the recent searches (cleared on demand). The ranking is checked on a
 * prepared set of works written through the catalogue's store into the startup overlay's database
 * (its own server, playwright.config.ts), so that the main one keeps the demo catalogue as it is.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { insertWorks } from '../../server/db/catalog';
import { connect, writeTransaction } from '../../server/db/engine';
import { firstChapterRow, RANKED_WORKS, workRow } from '../server/work-rows';
import { expect, test } from './fixtures';

const TITLE = '剑仙的双面人生';

const box = (page: Page) => page.getByRole('searchbox');
/**
 * Types `text` one character after another, each an input event as a keyboard makes, all within one
 * task of the page: faster than any pause the suggestions wait for, however loaded the machine is.
 */
const typeQuickly = (page: Page, text: string) =>
  box(page).evaluate((input: HTMLInputElement, typed) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const char of typed) {
      setValue?.call(input, input.value + char);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }));
    }
  }, text);

const suggestion = (page: Page, title: string) =>
  page.getByTestId('search-suggestion').filter({ hasText: title.replace(/\s/g, '') });

test.describe('剑仙的双面人生', () => {
  for (const keyword of ['jianxian', 'jx', '剑xian', '劍仙']) {
    test(`is found by ${keyword}`, async ({ page }) => {
      await page.goto('/search');
      await box(page).fill(keyword);
      // Under the box, as the reader types, with the part that matched: 剑仙.
      const offered = suggestion(page, TITLE).first();
      await expect(offered).toBeVisible();
      await expect(offered.locator('mark')).toHaveText('剑仙');
      // Searched: the results.
      await box(page).press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.getByTestId('work-row').filter({ hasText: TITLE }).first()).toBeVisible();
    });
  }
});

test('a suggestion opens its work and is remembered; the box empty shows the hot words and the recent searches, cleared on demand', async ({
  page,
  tr,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: tr('热门搜索', 'Popular searches') })).toBeVisible();
  await box(page).fill('jx');
  await suggestion(page, TITLE).first().click();
  await expect(page).toHaveURL(/\/video_index\?id=\d+/);

  await page.goto('/search');
  const history = page.getByRole('heading', { name: tr('搜索历史', 'Recent searches') });
  await expect(history).toBeVisible();
  await expect(page.getByRole('button', { name: TITLE, exact: true })).toBeVisible();
  // A recent search searches again.
  await page.getByRole('button', { name: TITLE, exact: true }).click();
  await expect(page.getByTestId('work-row').filter({ hasText: TITLE }).first()).toBeVisible();
  // The box's own clear button (a 44 px target, not the browser's small cross) empties it for typing.
  await page.getByRole('button', { name: tr('清除', 'Clear'), exact: true }).click();
  await expect(box(page)).toHaveValue('');
  await expect(box(page)).toBeFocused();
  await page.getByRole('button', { name: tr('清空', 'Clear') }).click();
  await expect(history).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: tr('热门搜索', 'Popular searches') })).toBeVisible();
  await expect(history).toHaveCount(0);
});

test('suggestions wait for a pause in typing, and an outdated answer never replaces a newer one', async ({ page }) => {
  const asked: string[] = [];
  // The answer for "jian" comes late (the server's own, held back): by then "jianxian" has been asked.
  await page.route('**/api2/searchSuggest.html', async (route) => {
    const { keyword } = route.request().postDataJSON() as { keyword: string };
    asked.push(keyword);
    const response = await route.fetch();
    if (keyword === 'jian') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response }).catch(() => {});
  });
  await page.goto('/search');
  await box(page).focus();
  await typeQuickly(page, 'jian');
  await expect.poll(() => asked).toEqual(['jian']);
  await typeQuickly(page, 'xian');
  await expect.poll(() => asked).toEqual(['jian', 'jianxian']);
  await expect(suggestion(page, TITLE).first()).toBeVisible();
  // Long after the late answer came in, what shows is still the answer for "jianxian".
  await page.waitForTimeout(2000);
  const titles = await page.getByTestId('search-suggestion').allTextContents();
  expect(titles.every((text) => text.includes('剑仙'))).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// The ranking, on works prepared in the overlay server's database.

const OVERLAY_PORT = Number(process.env.E2E_OVERLAY_PORT ?? 8182);
const OVERLAY_DIR = process.env.E2E_OVERLAY_PORT ? `.tmp/e2e-overlay-${OVERLAY_PORT}` : '.tmp/e2e-overlay';
const OVERLAY_DB = fileURLToPath(new URL(`../../${OVERLAY_DIR}/manyue.db`, import.meta.url));

const PREPARED = RANKED_WORKS;

/** Writes the prepared works once, whichever project gets here first (one write transaction). */
async function prepareWorks(): Promise<void> {
  const db = connect(OVERLAY_DB);
  try {
    await writeTransaction(db, async (trx) => {
      const done = await trx.selectFrom('works').select('id').where('title', '=', '追逐蔻蔻之二').executeTakeFirst();
      if (done) return;
      const { id: classId } = await trx
        .selectFrom('classes')
        .select('id')
        .where('kind', '=', 'comic')
        .executeTakeFirstOrThrow();
      const ids = await insertWorks(
        trx,
        PREPARED.map((work) => workRow({ kind: 'comic', author: '佚名', ...work, class_id: classId })),
      );
      await trx.insertInto('chapters').values(ids.map(firstChapterRow)).execute();
    });
  } finally {
    await db.destroy();
  }
}

test.describe('ranking', () => {
  test.use({ baseURL: `http://127.0.0.1:${OVERLAY_PORT}` });
  test.beforeAll(prepareWorks);

  const rows = async (page: Page, keyword: string) => {
    await page.goto(`/search?q=${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId('work-row').first()).toBeVisible();
    const titles = await page.getByTestId('work-row-title').allTextContents();
    return titles.filter((title) => PREPARED.some((work) => work.title === title));
  };

  test('exact title, title start, title containing it, then authors; ties by popularity', async ({ page }) => {
    expect(await rows(page, '蔻蔻')).toEqual(['蔻蔻', '蔻蔻物语', '追逐蔻蔻之二', '追逐蔻蔻', '第三章']);
  });

  test('titles read in pinyin, by popularity, then titles by initials, then authors', async ({ page }) => {
    expect(await rows(page, 'koukou')).toEqual(['追逐蔻蔻之二', '冦寇', '追逐蔻蔻', '蔻蔻物语', '蔻蔻', '第三章']);
    expect(await rows(page, 'kouz')).toEqual(['追逐蔻蔻之二', '蔻之', 'Kill Our Usual Zombies', '第四章']);
  });
});
