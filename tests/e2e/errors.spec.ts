/**
 * Each row of the error catalogue, produced by the real server where it can produce
 * it, and by cutting or corrupting the wire where only the network can (offline, bad payload).
 */
import { expect, test, toast, waitForToken } from './fixtures';

test('network loss → 网络异常，请检查连接', async ({ page, context, tr }) => {
  await page.goto('/settings/nickname');
  await waitForToken(page);
  await context.setOffline(true);
  await page.getByTestId('nickname-input').fill('离线读者');
  await page.getByRole('button', { name: tr('保存', 'Save') }).click();
  await expect(toast(page)).toHaveText(tr('网络异常，请检查连接', 'Network error, please check your connection'));
  // Nothing typed is lost: the field keeps the text for a retry once online.
  await expect(page.getByTestId('nickname-input')).toHaveValue('离线读者');
  await context.setOffline(false);
});

test.describe('a screen whose code cannot load', () => {
  // A worker in control has every screen's code kept: a screen's code can be missing only on a visit
  // before one has kept the build (a first visit that loses the network), so this visit has none.
  test.use({ serviceWorkers: 'block' });

  test('offline says so, stays in the app on 重试, and loads when the network returns', async ({
    page,
    context,
    tr,
  }) => {
    await page.goto('/personal');
    await waitForToken(page);
    await context.setOffline(true);
    await page
      .getByRole('link', { name: tr('设置', 'Settings') })
      .first()
      .click();
    const failed = page.getByRole('heading', {
      name: tr('网络异常，请检查连接', 'Network error, please check your connection'),
    });
    await expect(failed).toBeVisible();
    // Asked again while still offline: the words of a new attempt on the same page, not a reload into
    // the browser's own offline page.
    await failed.evaluate((heading) => heading.setAttribute('data-first-attempt', ''));
    await page.getByRole('button', { name: tr('重试', 'Retry') }).click();
    await expect(failed.and(page.locator(':not([data-first-attempt])'))).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: tr('通用', 'General') })).toBeVisible();
  });
});

test('HTTP 401 → 登录已过期', async ({ page, tr }) => {
  await page.goto('/settings/nickname');
  const token = await waitForToken(page);
  await expect(page.getByTestId('nickname-input')).toBeVisible();
  // The session ends on the server (as when it expires) while the reader is on the page.
  const revoked = await page.request.post('/api2/logout.html', { data: { access_token: token } });
  expect(revoked.status()).toBe(200);
  await page.getByTestId('nickname-input').fill('读者甲');
  await page.getByRole('button', { name: tr('保存', 'Save') }).click();
  await expect(toast(page)).toHaveText(tr('登录已过期', 'Login expired'));
  // The app recovers with a new guest.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(token);
});

test('HTTP 403 without a message → 无权限访问', async ({ page, tr }) => {
  await page.goto('/settings/promotion');
  await waitForToken(page);
  // The real server says why it refuses (accounts.spec shows its words): here it says nothing.
  await page.route('**/api2/agentApply.html', async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(403);
    await route.fulfill({ response, json: { code: 403 } });
  });
  await page.getByRole('button', { name: tr('申请成为代理', 'Apply to be an agent') }).click();
  await expect(toast(page)).toHaveText(tr('无权限访问', 'No permission'));
});

test('HTTP 405 on an old UC browser → 版本过低请升级浏览器', async ({ browser, lang }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 8.1.0; zh-CN) AppleWebKit/537.36 Chrome/57 UCBrowser/11.9.4.974 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  if (lang === 'en-US') await page.addInitScript(() => localStorage.setItem('language', 'en-US'));
  await page.goto('/');
  await expect(toast(page)).toHaveText(
    lang === 'en-US' ? 'Browser version too old, please upgrade' : '版本过低请升级浏览器',
  );
  await context.close();
});

test("other errors → the server's message", async ({ page, tr }) => {
  await page.goto('/login');
  await waitForToken(page);
  await page.getByLabel(tr('邮箱', 'Email')).fill('nobody@example.com');
  await page.getByLabel(tr('密码', 'Password'), { exact: true }).fill('wrong-password');
  await page.getByLabel(tr('密码', 'Password'), { exact: true }).press('Enter');
  await expect(toast(page)).toHaveText(tr('邮箱或密码错误', 'Incorrect email or password'));
});

test('other errors without a message → 请求错误', async ({ page, tr }) => {
  await page.goto('/');
  await waitForToken(page);
  // The real server answers a path it does not know with a bare 404.
  await page.route('**/api2/userInfo.html', (route) =>
    route.continue({ url: route.request().url().replace('userInfo', 'noSuchEndpoint') }),
  );
  await page.getByRole('link', { name: tr('我的', 'Me') }).click();
  await expect(toast(page)).toHaveText(tr('请求错误', 'Request error'));
});

test('a corrupt payload → 数据解析失败', async ({ page, tr }) => {
  await page.goto('/');
  await waitForToken(page);
  await page.route('**/api2/userInfo.html', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = `${body.data.slice(0, -8)}AAAAAAA=`;
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('link', { name: tr('我的', 'Me') }).click();
  await expect(toast(page)).toHaveText(tr('数据解析失败', 'Failed to parse data'));
});
