/**
 * Install (issue "Offline and install", the install part): the page links a manifest that Chromium
 * itself finds installable, every picture the manifest lists is there at its declared size, and 我的
 * offers 安装到桌面 the way this browser installs: its prompt, iOS's share sheet, or its menu.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { THEME_COLORS, type WebManifest } from '../../src/core/manifest';
import { expect, test } from './fixtures';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Width×height of a PNG or WebP, read from the file itself. */
async function pixelSize(page: Page, src: string): Promise<string> {
  const response = await page.request.get(src);
  expect(response.ok(), src).toBe(true);
  const { width, height } = await sharp(await response.body()).metadata();
  return `${width}x${height}`;
}

test.describe('the manifest', () => {
  test('is linked from the page, and Chromium finds the app installable', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    // A Playwright context is off the record, where Chromium never installs: nothing else may stand in the way.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });

  test('names the app and lists icons and screenshots at their real sizes', async ({ page }) => {
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: '漫阅',
      short_name: '漫阅',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      lang: 'zh-CN',
      theme_color: THEME_COLORS.light,
    });
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toContain('512x512');
    expect(manifest.screenshots.length).toBeGreaterThanOrEqual(2);
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      expect(await pixelSize(page, image.src), image.src).toBe(image.sizes);
    }
  });

  test('iOS gets its home-screen icon and web-app tags', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pixelSize(page, href ?? '')).toBe('180x180');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', '漫阅');
  });

  test('the tab’s icon is a PNG: Chrome decodes an SVG favicon on the page’s main thread, just after the first paint', async ({
    page,
  }) => {
    await page.goto('/');
    const icons = page.locator('link[rel="icon"]');
    await expect(icons).toHaveCount(1);
    await expect(icons).toHaveAttribute('type', 'image/png');
    expect(await pixelSize(page, (await icons.getAttribute('href')) ?? '')).toBe('48x48');
  });

  test("the browser bars follow the system's theme, or the reader's choice over it", async ({ page, tr }) => {
    const bars = page.locator('meta[name="theme-color"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    // One colour per system scheme; the browser picks by its media query.
    await expect(bars.and(page.locator('[media*="dark"]'))).toHaveAttribute('content', THEME_COLORS.dark);
    await expect(bars.and(page.locator('[media*="light"]'))).toHaveAttribute('content', THEME_COLORS.light);
    // A dark system, a light choice: whichever meta the browser reads says light.
    await page.getByText(tr('浅色', 'Light'), { exact: true }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute('content', THEME_COLORS.light);
    await page.reload();
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute('content', THEME_COLORS.light);
  });
});

/** Chromium's beforeinstallprompt, as the browser would fire it; window.prompts counts prompt() calls. */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((outcome) => {
    const counter = window as unknown as { prompts: number };
    counter.prompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        counter.prompts++;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const installCell = (page: Page, tr: (zh: string, en: string) => string) =>
  page.getByRole('button', { name: new RegExp(`^${tr('安装到桌面', 'Install app')}`) });

/** 我的 with its cells on screen (the install cell, when there is one, renders with them). */
async function openPersonal(page: Page, tr: (zh: string, en: string) => string) {
  await page.goto('/personal');
  await expect(page.getByRole('link', { name: tr('应用中心', 'App centre') })).toBeVisible();
}

test.describe('安装到桌面 in 我的', () => {
  test("one tap shows the browser's prompt, and an accepted install retires the cell", async ({ page, tr }) => {
    await openPersonal(page, tr);
    expect(await offerInstall(page, 'accepted'), 'the browser’s own banner is held back').toBe(true);
    const cell = installCell(page, tr);
    await expect(cell).toContainText(tr('一键安装', 'One tap'));
    await cell.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompts: number }).prompts)).toBe(1);
    await expect(page.getByRole('status')).toHaveText(tr('已添加到桌面', 'Added to your home screen'));
    await expect(cell).toHaveCount(0);
    await expect(page.getByTestId('install-sheet')).toHaveCount(0);
  });

  test('a dismissed prompt leaves the way by hand through the browser menu', async ({ page, tr }) => {
    await openPersonal(page, tr);
    await offerInstall(page, 'dismissed');
    const cell = installCell(page, tr);
    await cell.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompts: number }).prompts)).toBe(1);
    // The prompt shows once: the next tap explains the menu instead.
    await expect(cell).toContainText(tr('像 App 一样打开', 'Right on your home screen'));
    await cell.click();
    const sheet = page.getByTestId('install-sheet');
    await expect(sheet).toContainText(tr('打开浏览器菜单', 'Open the browser menu'));
    await expect(sheet).toContainText(tr('「添加到主屏幕」', '“Add to Home screen”'));
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  test('the cell goes once the browser reports the app installed', async ({ page, tr }) => {
    await openPersonal(page, tr);
    await expect(installCell(page, tr)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(installCell(page, tr)).toHaveCount(0);
  });

  test('the native app wrapper has no install cell', async ({ page, tr }) => {
    await page.addInitScript(() => localStorage.setItem('isApp', '1'));
    await openPersonal(page, tr);
    await expect(installCell(page, tr)).toHaveCount(0);
  });
});

test.describe('安装到桌面 on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test("the sheet shows Safari's share → 添加到主屏幕", async ({ page, tr }) => {
    await openPersonal(page, tr);
    const cell = installCell(page, tr);
    await cell.click();
    const sheet = page.getByRole('dialog', { name: tr('添加「漫阅」到主屏幕', 'Add 漫阅 to your home screen') });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(tr('「分享」', 'Share'));
    await expect(sheet).toContainText(tr('「添加到主屏幕」', '“Add to Home Screen”'));
    // The share button drawn as Safari draws it.
    await expect(sheet.locator('use[href="#i-shareIos"]')).toHaveCount(1);
    await sheet.getByRole('button', { name: tr('我知道了', 'Got it') }).click();
    await expect(sheet).toHaveCount(0);
    await expect(cell).toBeFocused();
  });

  test('opened from the home screen, there is nothing to install', async ({ page, tr }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await openPersonal(page, tr);
    await expect(installCell(page, tr)).toHaveCount(0);
  });
});
