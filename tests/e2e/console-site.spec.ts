/**
 * The site's settings from the console: the owner changes the support entries, the invite rules
 * and the app centre, and a returning reader (service worker in control) sees each change at their
 * next start. (The splash ad: console-overlay.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { CONSOLE_URL, consoleReader, newOperator } from './console-helpers';
import { expect, test } from './fixtures';

test.use({ baseURL: CONSOLE_URL });

const ICON = { name: 'icon.png', mimeType: 'image/png', buffer: readFileSync('public/icons/icon-192.png') };

test('the owner’s support entries, invite rules and app centre reach a returning reader', async ({
  page,
  browser,
  tr,
  lang,
}, info) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 6);
  const { readerContext, reader } = await consoleReader(browser, lang);

  await newOperator(page, tr, 'owner');
  await page.goto('/admin/site');
  await expect(page.getByRole('heading', { level: 1, name: tr('站点设置', 'Site settings') })).toBeVisible();
  const settings = page.getByRole('form', { name: tr('站点与客服', 'Site and support') });
  await settings.getByLabel(tr('客服 QQ', 'Support QQ')).fill(`QQ-${run}`);
  await settings.getByLabel(tr('书友群', 'Readers’ group')).fill(`<书友群-${run}> 888`);
  await settings.getByLabel(tr('邀请规则', 'Invite rules')).fill(`邀请规则-${run}\n第二行`);
  await settings.getByRole('button', { name: tr('保存设置', 'Save settings') }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

  await page.getByRole('button', { name: tr('新建应用', 'New app') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(tr('名称', 'Name')).fill(`应用-${run}`);
  await dialog.getByTestId('app-icon-file').setInputFiles(ICON);
  await expect(dialog.locator('img')).toBeVisible();
  await dialog.getByLabel(tr('链接', 'Link')).fill(`https://example.com/app-${run}`);
  await dialog.getByLabel(tr('排序', 'Order')).fill('0');
  await dialog.getByRole('button', { name: tr('保存', 'Save'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`应用-${run}`) })).toBeVisible();
  await page.screenshot({ path: info.outputPath('site.png'), fullPage: true });

  // The reader's next start has them.
  await reader.goto('/settings/customer');
  await expect(reader.getByText(`QQ-${run}`)).toBeVisible();
  await expect(reader.getByText(`<书友群-${run}> 888`)).toBeVisible();
  await reader.goto('/personal/invitation');
  await expect(reader.getByTestId('invite-rules')).toContainText(`邀请规则-${run}`);
  await reader.goto('/personal/application');
  await expect(reader.getByText(`应用-${run}`)).toBeVisible();
  await expect(reader.locator(`a[href="https://example.com/app-${run}"]`)).toBeVisible();

  await readerContext.close();
});
