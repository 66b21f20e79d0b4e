import { expect, test, waitForToken } from './fixtures';

test('a first visit is logged in as a guest at once', async ({ page, tr }) => {
  await page.goto('/');
  const token = await waitForToken(page);
  expect(token).toMatch(/^[0-9a-f]{32,}$/);
  await page.getByRole('link', { name: tr('我的', 'Me') }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText(/^(游客|Guest)\d+/);
  await expect(page.getByTestId('gold')).toHaveText('100');
  expect(await page.evaluate(() => document.cookie)).toContain(`access_token=${token}`);
});

test('the title is the page title and the site name', async ({ page, tr }) => {
  await page.goto('/personal');
  await expect(page).toHaveTitle(`${tr('我的', 'Me')} - 漫阅`);
});

test('tab switching replaces the history entry', async ({ page, tr }) => {
  await page.goto('/');
  await waitForToken(page);
  const start = await page.evaluate(() => history.length);
  const tabs = page.getByRole('navigation', { name: tr('主导航', 'Main') });
  for (const [label, path] of [
    [tr('视频', 'Video'), '/video/video_column'],
    ['VIP', '/vip'],
    [tr('收藏', 'Favourites'), '/collection'],
    [tr('我的', 'Me'), '/personal'],
    [tr('漫画', 'Comics'), '/'],
  ] as const) {
    await tabs.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  expect(await page.evaluate(() => history.length)).toBe(start);
});

test('the home tab is lit on the novel and video homes, and the bar has z-index 9', async ({ page, tr }) => {
  await page.goto('/novel');
  const tabs = page.getByRole('navigation', { name: tr('主导航', 'Main') });
  await expect(tabs).toHaveCSS('z-index', '9');
  const home = tabs.getByRole('link', { name: tr('漫画', 'Comics') });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await page.goto('/video');
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(home).toHaveCSS('color', 'rgb(214, 31, 56)');
});

test('no tab bar and no nav bar where the spec hides them', async ({ page, tr }) => {
  await page.goto('/search');
  await expect(page.getByRole('navigation', { name: tr('主导航', 'Main') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: tr('返回', 'Back') })).toHaveCount(0);
});

test('nav bar back goes to the previous entry, or home when there is none', async ({ page, tr }) => {
  await page.goto('/personal');
  await page.getByRole('link', { name: tr('账号凭证', 'Account credential') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('账号凭证', 'Account credential'));
  await page.getByRole('button', { name: tr('返回', 'Back') }).click();
  await expect(page).toHaveURL(/\/personal$/);

  await page.goto('/settings/nickname');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('昵称', 'Nickname'));
  await page.getByRole('button', { name: tr('返回', 'Back') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address shows the 404 page', async ({ page, tr }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: tr('页面不存在', 'Page not found') }).first()).toBeVisible();
  await page.getByRole('link', { name: tr('返回首页', 'Back to home') }).click();
  await expect(page).toHaveURL(/\/$/);
});

const SPEC_ROUTES = [
  '/catalogue',
  '/collection',
  '/comic',
  '/list_column',
  '/list_column/home_index',
  '/list_column/index_novel',
  '/list_column/index_tag',
  '/login',
  '/manga/manga_catalogue',
  '/manga/manga_content',
  '/manga/manga_index',
  '/novel',
  '/novel/novel_catalogue',
  '/novel/novel_content',
  '/novel/novel_index',
  '/personal',
  '/personal/application',
  '/personal/footprint',
  '/personal/invitation',
  '/personal/purchase',
  '/personal/recharge',
  '/personal/record_gold',
  '/personal/record_pay',
  '/personal/share',
  '/personal/voucher',
  '/search',
  '/settings',
  '/settings/bind_phone',
  '/settings/binding_phone',
  '/settings/customer',
  '/settings/email',
  '/settings/gender',
  '/settings/nickname',
  '/settings/profile',
  '/settings/promotion',
  '/settings/retrieve',
  '/settings/update_password',
  '/sign_in',
  '/special_column',
  '/special_column/end_list',
  '/special_column/free_list',
  '/special_column/special_list',
  '/special_column/today_list',
  '/video',
  '/video/video_column',
  '/video_index',
  '/vip',
  '/vip/ceshi1',
];

// In groups, so that one test stays well inside its time on a loaded machine.
const GROUP = 8;
for (let i = 0; i < SPEC_ROUTES.length; i += GROUP) {
  const group = SPEC_ROUTES.slice(i, i + GROUP);
  test(`spec routes open with their title and content: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
    await page.goto('/');
    await waitForToken(page);
    for (const path of group) {
      await page.goto(path);
      await expect(page.locator('main'), path).toContainText(/\S/);
      expect(await page.title(), path).toMatch(/ - 漫阅$/);
    }
  });
}
