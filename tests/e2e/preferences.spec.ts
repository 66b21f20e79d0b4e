import { expect, test } from './fixtures';

test('the language switch survives a reload', async ({ page, tr }) => {
  await page.goto('/settings');
  const other = tr('English', '简体中文');
  await page.getByText(other, { exact: true }).click();
  // The tab of the other language is now spoken: the title heading switches at once.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('Settings', '设置'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('Settings', '设置'));
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(tr('en-US', 'zh-CN'));
  await expect(page.locator('html')).toHaveAttribute('lang', tr('en-US', 'zh-CN'));
});

test('zh-CN is the default whatever the browser says', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置');
  await context.close();
});

test('a dark system sets the dark class, a light one removes it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/personal');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('a chosen theme overrides the system and is kept', async ({ page, tr }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  await page.getByText(tr('深色', 'Dark'), { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('WeChat and QQ in-app browsers see only the refusal', async ({ browser, tr }) => {
  for (const userAgent of [
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107 Mobile Safari/537.36 MicroMessenger/8.0.37',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 QQ/8.9.55.625',
  ]) {
    const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api2/') && apiCalls.push(r.url()));
    await page.goto('/personal');
    await expect(page.locator('body')).toHaveText('请使用其他浏览器打开');
    expect(apiCalls).toEqual([]);
    await context.close();
  }
  expect(tr('a', 'b')).toBeTruthy();
});
