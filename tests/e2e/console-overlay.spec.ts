/**
 * The start-up overlay from the console. Notices: an editor writes a notice, the phone frame shows it
 * through the reader's own overlay before it is saved, and a returning reader (service worker in
 * control) gets it at their next start by its show frequency: 仅一次 once, then after an edit to 每次
 * every time. A last notice of each run (every time, sorted last) marks the end of the reader's
 * notices. The splash ad and the app-open banner: drawn in the phone frame before saving, then at a
 * returning reader's next start; switched off again at the end (the console's specs share a server).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CONSOLE_URL, consoleReader, holdConsoleLock, newOperator } from './console-helpers';
import { test as base, expect } from './fixtures';

type Tr = (zh: string, en: string) => string;

/**
 * Every reader of the server meets the start-up overlay, and these tests change it (a splash ad
 * that covers the notices, a show frequency): one at a time, in either language.
 */
const test = base.extend<{ overlayToOurselves: undefined }>({
  overlayToOurselves: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const release = await holdConsoleLock('startup-overlay', 300_000);
      try {
        await use(undefined);
      } finally {
        release();
      }
    },
    { auto: true, timeout: 310_000 },
  ],
});
test.use({ baseURL: CONSOLE_URL });

async function writeNotice(
  page: Page,
  tr: Tr,
  fields: { title: string; type: string; frequency: string; sort?: string },
) {
  const editor = page.getByRole('dialog');
  await editor.getByLabel(tr('标题', 'Title')).fill(fields.title);
  await editor.getByLabel(tr('类型', 'Kind')).selectOption({ label: fields.type });
  await editor.getByLabel(tr('显示频率', 'Show frequency')).selectOption({ label: fields.frequency });
  if (fields.sort) await editor.getByLabel(tr('排序', 'Order')).fill(fields.sort);
  await editor.getByLabel(tr('内容', 'Content')).fill(`<p>${fields.title}的内容</p><img src=x onerror="alert(1)">`);
  // The phone frame runs the reader's overlay on the draft, before anything is saved.
  const phone = editor.frameLocator('iframe');
  await expect(phone.getByRole('dialog')).toHaveAccessibleName(fields.title);
  await expect(phone.getByRole('dialog')).toContainText(`${fields.title}的内容`);
  await editor.getByRole('button', { name: tr('保存', 'Save'), exact: true }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(fields.title) })).toBeVisible();
}

/** Opens the app again and dismisses every notice up to the run's last one; answers their titles. */
async function noticesAtStart(reader: Page, last: string): Promise<string[]> {
  await reader.reload();
  const dialog = reader.getByRole('dialog');
  const titles: string[] = [];
  for (;;) {
    // The overlay waits for the home, its own code and three answers: the first one gets more time.
    await expect(dialog).toBeVisible({ timeout: titles.length ? undefined : 20_000 });
    const title = (
      (await dialog.getAttribute('aria-labelledby').then((id) => reader.locator(`[id="${id}"]`).textContent())) ?? ''
    ).trim();
    titles.push(title);
    // The new context has no language chosen: the reader app speaks its default there.
    await dialog.getByRole('button', { name: /^(我知道了|Got it)$/ }).click();
    if (title === last) return titles;
    await expect(reader.getByRole('dialog', { name: title, exact: true })).toHaveCount(0);
  }
}

test('an editor’s notice reaches a returning reader at the next start, by its show frequency', async ({
  page,
  browser,
  tr,
  lang,
}) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 6);
  const subject = `新公告-${run}`;
  const edited = `改过的公告-${run}`;
  const last = `最后的公告-${run}`;

  const { readerContext, reader } = await consoleReader(browser, lang);

  await newOperator(page, tr, 'editor');
  await page.goto('/admin/notices');
  await page.getByRole('button', { name: tr('新建公告', 'New notice') }).click();
  await writeNotice(page, tr, {
    title: last,
    type: tr('内容弹窗', 'Content pop-up'),
    frequency: tr('每次', 'Every time'),
    sort: '9999',
  });
  await page.getByRole('button', { name: tr('新建公告', 'New notice') }).click();
  await writeNotice(page, tr, {
    title: subject,
    type: tr('滑动弹窗', 'Swipe pop-up'),
    frequency: tr('仅一次', 'Only once'),
  });

  // 仅一次: at the next start, then never again.
  expect(await noticesAtStart(reader, last)).toContain(subject);
  expect(await noticesAtStart(reader, last)).not.toContain(subject);

  // Changed to 每次 with a new title: the reader's next start shows it, and the one after.
  await page
    .getByRole('row', { name: new RegExp(subject) })
    .getByRole('button', { name: tr('编辑', 'Edit') })
    .click();
  await writeNotice(page, tr, {
    title: edited,
    type: tr('滑动弹窗', 'Swipe pop-up'),
    frequency: tr('每次', 'Every time'),
  });
  expect(await noticesAtStart(reader, last)).toContain(edited);
  expect(await noticesAtStart(reader, last)).toContain(edited);
  await readerContext.close();
});

/** Saves the splash switch off through the page's own session: the next starts must be free of it. */
async function splashOff(page: Page) {
  const answer = await page.request.patch('/admin/api/settings/overlay', {
    headers: { origin: CONSOLE_URL },
    data: { open_screen_switch: false, app_download_url: '' },
  });
  expect(answer.ok()).toBe(true);
}

const PICTURE = { name: 'ad.png', mimeType: 'image/png', buffer: readFileSync('public/icons/icon-512.png') };

test('an editor’s splash ad and app-open banner reach a returning reader at the next start', async ({
  page,
  browser,
  tr,
  lang,
}) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 6);
  const { readerContext, reader } = await consoleReader(browser, lang);
  await newOperator(page, tr, 'editor');
  try {
    await page.goto('/admin/notices');
    const overlay = page.getByRole('form', {
      name: tr('开屏广告、App 横幅与 iframe', 'Splash ad, app banner and iframes'),
    });
    // The notices' phone shows a live notice while the operator starts typing: the field keeps the focus.
    const countdown = overlay.getByLabel(tr('倒计时（秒）', 'Countdown (seconds)'));
    await countdown.focus();
    await expect(page.frameLocator('iframe').first().getByRole('dialog')).toBeVisible();
    await expect(countdown).toBeFocused();
    await countdown.fill('30');
    await overlay.getByLabel(tr('广告链接', 'Ad link')).fill('/vip');
    await overlay.getByLabel(tr('App 横幅链接', 'App banner link')).fill(`https://example.com/app-${run}`);
    // Earlier runs on this server left their pictures: the new one goes after them.
    const pictures = overlay.locator('figure img');
    const before = await pictures.count();
    await overlay.getByTestId('splash-image-file').setInputFiles(PICTURE);
    await expect(pictures).toHaveCount(before + 1);
    // A picture of the site's own media is kept as its path.
    const src = (await pictures.last().getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/console\/images\/[0-9a-f]{16}\.webp$/);
    await overlay.getByLabel(tr('显示开屏广告', 'Show the splash ad')).check();
    // The phone frame runs the reader's overlay on the draft, before anything is saved.
    const phone = page.frameLocator('iframe').last();
    await expect(phone.getByTestId('splash')).toBeVisible();
    // The preview's dialog does not take the focus from the form the operator is filling in.
    await expect(overlay.getByLabel(tr('显示开屏广告', 'Show the splash ad'))).toBeFocused();
    await expect(phone.getByTestId('splash').locator(`img[src$="${src}"]`).first()).toBeAttached();
    await expect(phone.getByTestId('app-banner').locator(`a[href="https://example.com/app-${run}"]`)).toBeVisible();
    await overlay.getByRole('button', { name: tr('保存开屏设置', 'Save start-up settings') }).click();
    await expect
      .poll(async () => (await (await page.request.get('/admin/api/settings/overlay')).json()).open_screen_url)
      .toBe('/vip');

    await reader.goto('/');
    const splash = reader.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash.locator(`img[src$="${src}"]`).first()).toBeAttached();
    await expect(splash.locator('a[href$="/vip"]').first()).toBeAttached();
    await splash.getByRole('button', { name: /^(进入|Enter)$/ }).click();
    await expect(splash).toHaveCount(0);
    await expect(reader.getByTestId('app-banner').locator(`a[href="https://example.com/app-${run}"]`)).toBeVisible();
  } finally {
    await splashOff(page);
  }
  await readerContext.close();
});
