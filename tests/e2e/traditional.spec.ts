/**
 * 繁體中文 (issue: the whole app in Traditional Chinese) against the real server: chosen in settings,
 * or from a browser whose Chinese is Traditional; the app's words from the zh-Hant catalogs, works'
 * words (titles, blurbs, tags, chapter titles, novel text) converted on the device, checked against
 * the server's own Simplified answers converted here by the same code (src/i18n/hant-text.ts); a
 * novel chapter keeps the reading position; the error catalogue in Traditional; OpenCC loaded only
 * for these readers.
 */
import type { Page } from '@playwright/test';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../../src/core/config';
import type { WorkDetailAnswer } from '../../src/core/contract/content';
import { toTraditional } from '../../src/i18n/hant-text';
import { expect, test, toast, waitForToken } from './fixtures';

const cipher = createEnvelopeCipher(keyFromSecret(process.env.API_SECRET || DEV_API_SECRET));

/** An answer of our server as it sends it (Simplified), decrypted. */
async function answerOf<T>(page: Page, name: string, body: object): Promise<T> {
  const response = await page.request.post(`/api2/${name}.html`, { data: body });
  expect(response.ok()).toBe(true);
  return (await cipher.decryptJson(((await response.json()) as { data: string }).data)) as T;
}

/** The reader chooses 繁體中文 in settings: the app starts again in it. */
async function chooseTraditional(page: Page) {
  await page.goto('/settings');
  await page.getByText('繁體中文', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('radio', { name: '繁體中文' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('設定');
}

/** Opens a reader's pages already in zh-Hant (the choice kept, as after chooseTraditional). */
const keepTraditional = (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'zh-Hant'));

test('chosen in settings, the app and the works read in Traditional Chinese with Taiwan wording', async ({ page }) => {
  const assets: string[] = [];
  page.on('response', (response) => assets.push(new URL(response.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('work-cover').first()).toBeVisible();
  // A first visit in zh-CN (or English) never loads OpenCC's dictionaries.
  expect(assets.filter((path) => path.startsWith('/assets/opencc-'))).toEqual([]);

  await chooseTraditional(page);
  for (const label of ['語言', '主題', '通用', '帳號與安全']) await expect(page.getByText(label).first()).toBeVisible();
  await expect(page.getByText('跟隨系統')).toBeVisible();
  expect(assets.some((path) => path.startsWith('/assets/opencc-'))).toBe(true);

  // The home: the app's words from the catalog, the works' converted.
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: '主導航' });
  await expect(tabs.getByRole('link', { name: '漫畫' })).toBeVisible();
  await expect(page.getByText('搜尋漫畫、小說、影片')).toBeVisible();
  await expect(page.getByTestId('work-title').filter({ hasText: '龍城王座' }).first()).toBeAttached();
  await expect(page.getByText('龙城王座')).toHaveCount(0);

  // A comic's detail: title, author, tags, blurb and chapter titles, as the server wrote them, converted.
  const cover = page.locator('[data-testid="work-cover"]').filter({ hasText: '龍城王座' }).first();
  const id = Number(/id=(\d+)/.exec((await cover.getAttribute('href')) ?? '')?.[1]);
  const { work, chapters } = await answerOf<WorkDetailAnswer>(page, 'workDetail', { id });
  await page.goto(`/manga/manga_index?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: toTraditional(work.title) })).toBeVisible();
  await expect(page.getByText(toTraditional(work.description.slice(0, 20))).first()).toBeVisible();
  for (const tag of work.tags) await expect(page.getByText(toTraditional(tag), { exact: true }).first()).toBeVisible();
  const shown = page.getByTestId('chapter').first();
  await expect(shown).toContainText(toTraditional((chapters[0] as { title: string }).title));
  expect(toTraditional(work.title)).not.toBe(work.title);

  // Search: the suggestion converted, its matched part still the right one.
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: '熱門搜尋' })).toBeVisible();
  await page.getByRole('searchbox').fill('jianxian');
  const offered = page.getByTestId('search-suggestion').filter({ hasText: '劍仙的雙面人生' }).first();
  await expect(offered.locator('mark')).toHaveText('劍仙');
  await page.goto('/personal');
  await expect(page.getByText('我的收藏').first()).toBeVisible();
});

test('a browser whose Chinese is Traditional starts in zh-Hant', async ({ browser, lang }) => {
  test.skip(lang !== 'zh-CN', 'one browser language is enough');
  for (const locale of ['zh-TW', 'zh-HK']) {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/settings');
    await expect(page.getByRole('radio', { name: '繁體中文' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('設定');
    await context.close();
  }
});

// ---------------------------------------------------------------------------------------------
// A novel chapter: converted on the device, the reading position (a text offset) unchanged.

const READER_LINK = /\/novel\/novel_content\?id=(\d+)&chapter=(\d+)/;
const reader = (page: Page) => page.getByTestId('novel-reader');

/** The paragraph holding the reader's offset, and where that offset is in it. */
function paragraphAtOffset(page: Page) {
  return reader(page).evaluate((root) => {
    const offset = Number(root.getAttribute('data-offset'));
    const chapter = root.getAttribute('data-chapter');
    const scope = root.querySelector(`[data-chapter="${chapter}"]`) ?? root;
    const paragraphs = [...scope.querySelectorAll<HTMLElement>('p[data-start]')];
    const p = paragraphs.filter((el) => Number(el.dataset.start) <= offset).at(-1);
    const rect = p?.getBoundingClientRect();
    return {
      offset,
      chapter,
      start: Number(p?.dataset.start),
      text: p?.textContent ?? '',
      onScreen: !!rect && rect.bottom > 0 && rect.top < innerHeight,
    };
  });
}

test('a novel chapter reads in Traditional, at the same place in the text', async ({ page }) => {
  await page.goto('/novel');
  const novel = page.locator('[data-testid="work-cover"][href*="novel_index"]').first();
  await expect(novel).toBeVisible();
  await page.goto((await novel.getAttribute('href')) ?? '');
  await page.locator('a[data-testid="read-button"]').click();
  await expect(page).toHaveURL(READER_LINK);
  await expect(reader(page)).toHaveAttribute('data-offset', /\d+/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('novel-page-strip')).toHaveAttribute('data-page', '2');
  const before = await paragraphAtOffset(page);
  expect(before.offset).toBeGreaterThan(0);
  const url = page.url();

  await chooseTraditional(page);
  await page.goto(url);
  await expect(reader(page)).toHaveAttribute('data-chapter', before.chapter ?? '');
  await expect(reader(page)).toHaveAttribute('data-offset', String(before.offset));
  const after = await paragraphAtOffset(page);
  expect(after.start).toBe(before.start);
  expect(after.text).toBe(toTraditional(before.text));
  expect(after.text).not.toBe(before.text);
  expect(after.onScreen).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// The error catalogue (spec §8), as errors.spec.ts produces each row, in Traditional Chinese.

test.describe('the error catalogue', () => {
  test.beforeEach(({ page }) => keepTraditional(page));

  test('network loss → 網路異常，請檢查連線', async ({ page, context }) => {
    await page.goto('/settings/nickname');
    await waitForToken(page);
    await context.setOffline(true);
    await page.getByTestId('nickname-input').fill('離線讀者');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(toast(page)).toHaveText('網路異常，請檢查連線');
    await context.setOffline(false);
  });

  test('HTTP 401 → 登入已過期; a 403 says the server’s reason, in Traditional Chinese', async ({ page }) => {
    await page.goto('/settings/nickname');
    const token = await waitForToken(page);
    await expect(page.getByTestId('nickname-input')).toBeVisible();
    await page.request.post('/api2/logout.html', { data: { access_token: token } });
    await page.getByTestId('nickname-input').fill('讀者甲');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(toast(page)).toHaveText('登入已過期');

    await page.goto('/settings/promotion');
    await waitForToken(page);
    await page.getByRole('button', { name: '申請成為代理' }).click();
    // A 403 with the server's reason shows it (無權限存取 only stands in when there is none).
    await expect(toast(page)).toHaveText('請先綁定電子信箱');
  });

  test("the server's message, 請求錯誤 and 資料解析失敗", async ({ page }) => {
    await page.goto('/login');
    await waitForToken(page);
    await page.getByLabel('電子信箱').fill('nobody@example.com');
    await page.getByLabel('密碼', { exact: true }).fill('wrong-password');
    await page.getByLabel('密碼', { exact: true }).press('Enter');
    // The server answers a zh-Hant reader in Traditional Chinese.
    await expect(toast(page)).toHaveText('電子信箱或密碼錯誤');

    await page.goto('/');
    await page.route('**/api2/userInfo.html', (route) =>
      route.continue({ url: route.request().url().replace('userInfo', 'noSuchEndpoint') }),
    );
    await page.getByRole('link', { name: '我的' }).click();
    await expect(toast(page)).toHaveText('請求錯誤');
    await page.unroute('**/api2/userInfo.html');

    await page.goto('/');
    await page.route('**/api2/userInfo.html', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = `${body.data.slice(0, -8)}AAAAAAA=`;
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('link', { name: '我的' }).click();
    await expect(toast(page)).toHaveText('資料解析失敗');
  });
});
