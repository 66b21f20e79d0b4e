/**
 * The home from the console: an editor adds a banner (a picture cropped and uploaded, leading to a
 * work) and a section of chosen works, moves both to the top, sees them in the phone frame — the
 * reader's own home on the draft — before saving, and a returning reader (service worker in
 * control) gets them on the home once saved. A banner's window hides it outside its hours. Each
 * language edits a channel of its own (zh-CN the comic home, en-US the novel home), so that runs
 * in parallel on the one console server do not overwrite each other's layout.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { CONSOLE_URL, consoleReader, newOperator } from './console-helpers';
import { expect, test } from './fixtures';

type Tr = (zh: string, en: string) => string;
test.use({ baseURL: CONSOLE_URL });

const HOUR_MS = 3_600_000;

/** A moment as the console's time fields take it: China time, to the minute. */
const chinaInput = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 16);

/** Picks a work in the dialog's picker by its title. */
async function pickWork(dialog: Locator, tr: Tr, title: string) {
  await dialog.getByLabel(tr('搜索作品（标题或作者）', 'Find works (title or author)')).fill(title);
  await dialog
    .getByRole('list', { name: tr('搜索结果', 'Search results') })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first()
    .getByRole('button', { name: tr('选择', 'Choose') })
    .click();
}

/** Moves a row of a list to its top with its up button. */
async function moveToTop(page: Page, tr: Tr, list: string, name: string) {
  const rows = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
  const up = page.getByRole('button', { name: tr(`上移 ${name}`, `Move ${name} up`) });
  while (!(await rows.first().textContent())?.includes(name)) await up.click();
}

async function setWindow(page: Page, tr: Tr, banner: string, from: number, until: number) {
  await page.getByRole('button', { name: tr(`编辑 ${banner}`, `Edit ${banner}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(tr('开始显示（北京时间）', 'Show from (Beijing time)')).fill(chinaInput(from));
  await dialog.getByLabel(tr('结束显示（北京时间）', 'Show until (Beijing time)')).fill(chinaInput(until));
  await dialog.getByRole('button', { name: tr('确定', 'OK'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

async function save(page: Page, tr: Tr) {
  const button = page.getByRole('button', { name: tr('保存首页', 'Save home') });
  await button.click();
  // Saved: nothing is left unsaved.
  await expect(page.getByText(tr('有未保存的修改', 'Unsaved changes'))).toHaveCount(0);
  await expect(button).toBeDisabled();
}

test('an editor’s banner and section reach a returning reader’s home, the banner only within its window', async ({
  page,
  browser,
  tr,
  lang,
}) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 6);
  const bannerTitle = `轮播-${run}`;
  const sectionTitle = `栏目-${run}`;
  const channel = lang === 'en-US' ? 'novel' : 'comic';
  const readerPath = channel === 'novel' ? '/novel' : '/';

  const { readerContext, reader } = await consoleReader(browser, lang);
  await reader.goto(readerPath);
  const readerFeed = reader.getByTestId('home-feed');
  await expect(readerFeed).toBeVisible();

  await newOperator(page, tr, 'editor');
  const works = (await (await page.request.get(`/admin/api/works?kind=${channel}&sort=views&page_size=5`)).json())
    .items as { title: string }[];
  const [first, second, third] = works.map((w) => w.title) as [string, string, string];
  await page.goto(`/admin/home?channel=${channel}`);
  const phone: FrameLocator = page.frameLocator(`iframe[title="${tr('手机预览', 'Phone preview')}"]`);
  await expect(phone.getByTestId('home-feed')).toBeVisible();

  // A banner: a picture cropped to 2:1 and uploaded, leading to a work; moved to the top.
  await page.getByRole('button', { name: tr('新建轮播图', 'New banner') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('banner-file').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#d61f38' } })
      .png()
      .toBuffer(),
  });
  await page.getByRole('button', { name: tr('使用此裁剪', 'Use this crop') }).click();
  // Uploaded: the dialog's form is back with the picture, offering to replace it.
  await expect(dialog.getByText(tr('更换图片', 'Replace picture'))).toBeVisible();
  await dialog.getByLabel(tr('标题', 'Title'), { exact: true }).fill(bannerTitle);
  await dialog.getByLabel(tr('副标题', 'Subtitle')).fill('编辑测试');
  await pickWork(dialog, tr, first);
  await dialog.getByRole('button', { name: tr('确定', 'OK'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await moveToTop(page, tr, tr('轮播图', 'Banners'), bannerTitle);

  // A section of two chosen works, in the order chosen; moved to the top.
  await page.getByRole('button', { name: tr('新建栏目', 'New section') }).click();
  await dialog.getByLabel(tr('栏目名称', 'Section name')).fill(sectionTitle);
  await pickWork(dialog, tr, third);
  await pickWork(dialog, tr, second);
  await dialog.getByRole('button', { name: tr('确定', 'OK'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await moveToTop(page, tr, tr('首页栏目', 'Home sections'), sectionTitle);

  // The phone frame shows the draft with the reader's own home before anything is saved.
  await expect(phone.getByTestId('home-feed').getByText(bannerTitle)).toBeVisible();
  const draftSection = phone.getByTestId('home-section').first();
  await expect(draftSection).toContainText(sectionTitle);
  await expect(draftSection.getByRole('link').first()).toContainText(third);
  await reader.reload();
  await expect(readerFeed.getByTestId('home-section').first()).toBeVisible();
  await expect(readerFeed.getByText(bannerTitle)).toHaveCount(0);

  // Saved: the returning reader's next home has both, at the top.
  await save(page, tr);
  await reader.reload();
  await expect(readerFeed.getByText(bannerTitle)).toBeVisible();
  const readerSection = readerFeed.getByTestId('home-section').first();
  await expect(readerSection).toContainText(sectionTitle);
  await expect(readerSection.getByRole('link').first()).toContainText(third);

  // A window that ended an hour ago hides the banner; one around now shows it again.
  const now = Date.now();
  await setWindow(page, tr, bannerTitle, now - 3 * HOUR_MS, now - HOUR_MS);
  await expect(phone.getByTestId('home-feed').getByText(bannerTitle)).toHaveCount(0);
  await save(page, tr);
  await reader.reload();
  await expect(readerFeed.getByTestId('home-section').first()).toContainText(sectionTitle);
  await expect(readerFeed.getByText(bannerTitle)).toHaveCount(0);

  await setWindow(page, tr, bannerTitle, now + HOUR_MS, now + 3 * HOUR_MS);
  await save(page, tr);
  await reader.reload();
  await expect(readerFeed.getByTestId('home-section').first()).toContainText(sectionTitle);
  await expect(readerFeed.getByText(bannerTitle)).toHaveCount(0);

  await setWindow(page, tr, bannerTitle, now - HOUR_MS, now + HOUR_MS);
  await save(page, tr);
  await reader.reload();
  await expect(readerFeed.getByText(bannerTitle)).toBeVisible();
  await readerContext.close();
});
