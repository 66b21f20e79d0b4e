/**
 * The operator console (/admin), at a desk's 1280×800 and on a phone, in zh-CN and en-US: an owner
 * made by the command line sets a password with the printed link and signs in; creates a work with
 * a cover cropped in the browser; uploads a CBZ of four one-page chapters (the progress bar moves;
 * a cut network on the way is survived); prices chapter 3 at 15 gold, schedules chapter 4 for
 * tomorrow 08:00 China time and fixes the title; the reader app then shows the title as fixed,
 * chapter 3 locked at 15 gold and no chapter 4; the audit log lists each change. An editor cannot
 * open finance pages nor call their endpoints; a cross-site form post is refused; the reader's
 * service worker leaves /admin alone.
 */
import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { secondsToChinaInput } from '../../src/core/admin/china-time';
import { adminCommand, CONSOLE_URL, printedLink, uniqueEmail } from './console-helpers';
import { expect, openWithWorker, test } from './fixtures';

type Tr = (zh: string, en: string) => string;

test.use({ baseURL: CONSOLE_URL });

const PASSWORD = 'a long enough password';

/**
 * Four chapters of one page each; noisy pages (about 13 MB in all, so four of the upload's 4 MB
 * chunks), so that the upload takes a while and can be cut between two chunks.
 */
async function fourChapterCbz(): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  for (let i = 1; i <= 4; i++) {
    const page = await sharp(randomBytes(1040 * 1040 * 3), { raw: { width: 1040, height: 1040, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    files[`第${i}话/001.png`] = new Uint8Array(page);
  }
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** Opens a printed link and sets the password there; the console then opens signed in. */
async function setPasswordWithLink(page: import('@playwright/test').Page, tr: Tr, link: string, email?: string) {
  await page.goto(link);
  if (email) await page.getByLabel(tr('邮箱', 'Email')).fill(email);
  await page.getByLabel(tr('新密码', 'New password')).fill(PASSWORD);
  await page.getByLabel(tr('再输入一次', 'Once more')).fill(PASSWORD);
  await page.getByRole('button', { name: tr('设置密码并登录', 'Set password and sign in') }).click();
}

/**
 * Opens the navigation on a phone (below 900 px it is a drawer), then follows `name`. Decided by the
 * viewport, not by whether the menu button shows at one instant (a page still changing may hide it).
 */
async function navigate(page: import('@playwright/test').Page, tr: Tr, name: string) {
  if ((page.viewportSize()?.width ?? 1280) < 900)
    await page.getByRole('button', { name: tr('菜单', 'Menu'), exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
}

for (const [device, viewport] of [
  ['desk', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });

    test('an owner from the command line publishes a comic, prices and schedules chapters, and readers see it so', async ({
      page,
      tr,
    }) => {
      test.setTimeout(180_000);
      const owner = uniqueEmail('owner');
      const created = adminCommand('create', owner, '--role', 'owner');
      expect(created).toContain(owner);
      await setPasswordWithLink(page, tr, printedLink(created));
      await expect(page).toHaveURL(/\/admin\/?$/);

      // Signing out and in again with the password just set.
      await page.goto('/admin/account');
      await page.getByRole('button', { name: tr('退出登录', 'Sign out'), exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/sign-in/);
      await page.getByLabel(tr('邮箱', 'Email')).fill(owner);
      await page.getByLabel(tr('密码', 'Password')).fill(PASSWORD);
      await page.getByRole('button', { name: tr('登录', 'Sign in'), exact: true }).click();
      // The dashboard is the first page; works are a link away.
      await expect(page.getByRole('heading', { name: tr('概览', 'Overview'), exact: true })).toBeVisible();
      await navigate(page, tr, tr('作品', 'Works'));
      await expect(page.getByRole('heading', { name: tr('作品', 'Works'), exact: true })).toBeVisible();

      // A new work, with a wide picture cropped to a 3:4 cover in the browser.
      const title = `控制台测试 ${device} ${Date.now().toString(36)}`;
      await page.getByRole('link', { name: tr('新建作品', 'New work') }).click();
      await page.getByLabel(tr('标题', 'Title'), { exact: true }).fill(title);
      await page.getByLabel(tr('作者', 'Author'), { exact: true }).fill('测试作者');
      await page.getByLabel(tr('标签', 'Tags')).fill('热血，测试');
      await page.getByTestId('cover-file').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 900, height: 500, channels: 3, background: '#22aa66' } })
          .png()
          .toBuffer(),
      });
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr('使用此裁剪', 'Use this crop') })
        .click();
      await expect(page.getByRole('img', { name: tr('所选封面', 'The chosen cover') })).toBeVisible();
      await page.getByRole('button', { name: tr('创建作品', 'Create work') }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const workId = Number(/\/admin\/works\/(\d+)/.exec(page.url())?.[1]);
      // The cover is the picture chosen, stored at 600×800 as imported covers are.
      const cover = (await (await page.request.get(`/admin/api/works/${workId}`)).json()).cover as string;
      const stored = sharp(await (await page.request.get(cover)).body());
      expect(await stored.metadata()).toMatchObject({ width: 600, height: 800 });
      const [red, green] = (await stored.stats()).channels;
      expect(green?.mean).toBeGreaterThan(150);
      expect(red?.mean).toBeLessThan(60);

      // The CBZ, uploaded slowly enough to watch, through a short cut of the network.
      await page.locator('[data-testid=import-file]').setInputFiles({
        name: 'four.cbz',
        mimeType: 'application/zip',
        buffer: await fourChapterCbz(),
      });
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { progress: number[] }).progress = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[role=progressbar]');
          const value = Number(bar?.getAttribute('aria-valuenow'));
          if (bar && seen.at(-1) !== value) seen.push(value);
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-valuenow'],
        });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const network = (offline: boolean) =>
        cdp.send('Network.emulateNetworkConditions', {
          offline,
          latency: 20,
          downloadThroughput: -1,
          uploadThroughput: 3 * 1024 * 1024,
        });
      await network(false);
      // Where the server said the upload stood, each time it was asked after a cut.
      const offsets: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'HEAD' && response.url().includes('/admin/api/uploads/'))
          offsets.push(Number(response.headers()['upload-offset']));
      });
      const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
      await page.getByRole('button', { name: tr('开始上传', 'Start upload') }).click();
      await expect(page.getByRole('progressbar', { name: tr('上传', 'Upload') })).toBeVisible();
      // The network is cut once a chunk is in, and comes back a few seconds later.
      await firstChunk;
      await network(true);
      await page.waitForTimeout(2500);
      await network(false);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: tr('导入完成：共 4 章', 'Imported: 4 chapters') })
          .first(),
      ).toBeVisible({
        timeout: 90_000,
      });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const seen = await page.evaluate(() => (window as unknown as { progress: number[] }).progress);
      // The bar went through values between empty and full, not in one jump…
      expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(3);
      // …and after the cut the upload went on from where the server had it, not from the start.
      expect(offsets.length).toBeGreaterThan(0);
      expect(Math.max(...offsets)).toBeGreaterThanOrEqual(4 * 1024 * 1024);
      const rows = page.getByTestId('chapter-row');
      await expect(rows).toHaveCount(4);

      // Chapter 3 costs 15 gold.
      await page.getByRole('button', { name: tr('编辑 第3话', 'Edit 第3话') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(tr('阅读权限', 'Access')).selectOption('gold');
      await dialog.getByLabel(tr('价格（金币）', 'Price (gold)')).fill('15');
      await dialog.getByRole('button', { name: tr('保存', 'Save') }).click();
      await expect(dialog).toBeHidden();
      await expect(rows.nth(2)).toContainText(tr('15 金币', '15 gold'));

      // Chapter 4 comes out tomorrow at 08:00, China time.
      const tomorrow = `${secondsToChinaInput(Math.floor(Date.now() / 1000) + 86_400).slice(0, 10)}T08:00`;
      await page.getByRole('button', { name: tr('编辑 第4话', 'Edit 第4话') }).click();
      await dialog.getByLabel(tr('发布时间（北京时间）', 'Publish at (China time)')).fill(tomorrow);
      await dialog.getByRole('button', { name: tr('保存', 'Save') }).click();
      await expect(dialog).toBeHidden();
      await expect(rows.nth(3)).toContainText(tr('定时', 'Scheduled'));
      await expect(rows.nth(3)).toContainText(tomorrow.replace('T', ' '));

      // A typo in the title fixed.
      const fixed = `${title} 修订`;
      await page.getByRole('tab', { name: tr('作品信息', 'Details') }).click();
      await page.getByLabel(tr('标题', 'Title'), { exact: true }).fill(fixed);
      await page.getByRole('button', { name: tr('保存', 'Save'), exact: true }).click();
      await expect(page.getByRole('heading', { name: fixed })).toBeVisible();

      // The reader app: the title as fixed, chapter 3 locked at 15 gold, chapter 4 nowhere.
      await page.goto(`/manga/manga_catalogue?id=${workId}`);
      const chapters = page.getByTestId('catalogue-chapter');
      await expect(chapters).toHaveCount(3);
      const third = chapters.filter({ hasText: '第3话' });
      await expect(third).toHaveAttribute('data-locked', 'true');
      await expect(third).toContainText('15');
      await expect(chapters.filter({ hasText: '第4话' })).toHaveCount(0);
      await page.goto(`/manga/manga_index?id=${workId}`);
      await expect(page.getByText(fixed).first()).toBeVisible();
      // The work's own contents (the page's recommendations are other works, whose chapters may be 第4话).
      const contents = page.getByRole('region', { name: tr('目录', 'Contents') });
      await expect(contents.getByRole('link', { name: /^第3话/ })).toBeVisible();
      await expect(contents).not.toContainText('第4话');

      // The audit log lists each change, by this owner.
      await page.goto('/admin/works');
      await navigate(page, tr, tr('操作日志', 'Audit log'));
      await page.getByLabel(tr('按操作人筛选', 'Filter by operator')).fill(owner);
      await page.getByRole('button', { name: tr('筛选', 'Filter') }).click();
      const entries = page.getByRole('table', { name: tr('操作日志', 'Audit log') }).getByRole('row');
      const entry = (action: string, ...texts: string[]) =>
        texts.reduce((rows, text) => rows.filter({ hasText: text }), entries.filter({ hasText: action }));
      await expect(entry('operator.setPassword')).toHaveCount(1);
      await expect(entry('work.create', `#${workId}`, title)).toHaveCount(1);
      await expect(entry('work.cover', `#${workId}`)).toHaveCount(1);
      await expect(entry('work.edit', `#${workId}`, fixed)).toHaveCount(1);
      await expect(entry('chapters.import', `#${workId}`, 'four.cbz')).toHaveCount(1);
      await expect(entry('chapter.edit', 'gold', '15')).toHaveCount(1);
      await expect(entry('chapter.edit', 'published_at')).toHaveCount(1);
    });

    test('an editor can neither open finance pages nor call their endpoints, and a cross-site form post is refused', async ({
      page,
      tr,
    }) => {
      const editor = uniqueEmail('editor');
      await setPasswordWithLink(page, tr, printedLink(adminCommand('create', editor, '--role', 'editor')));
      await expect(page.getByRole('heading', { name: tr('概览', 'Overview'), exact: true })).toBeVisible();
      // No finance entry in the navigation…
      const menu = page.getByRole('button', { name: tr('菜单', 'Menu'), exact: true });
      if (await menu.isVisible()) await menu.click();
      const nav = page.getByRole('navigation');
      await expect(nav.getByRole('link', { name: tr('作品', 'Works'), exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: tr('订单', 'Orders'), exact: true })).toHaveCount(0);
      // …the page refuses when its address is typed…
      await page.goto('/admin/orders');
      await expect(page.getByTestId('forbidden')).toBeVisible();
      await expect(page.getByRole('heading', { name: tr('无权访问', 'No access') })).toBeVisible();
      // …and so does the server, whatever the page shows.
      const orders = await page.request.get('/admin/api/orders');
      expect(orders.status()).toBe(403);
      expect(await orders.json()).toMatchObject({ error: 'forbidden' });
      expect((await page.request.get('/admin/api/works')).status()).toBe(200);

      // A page on another site posts a form to the console API with the editor's browser.
      const title = `跨站 ${Date.now()}`;
      await page.route('http://evil.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<form method="post" action="${CONSOLE_URL}/admin/api/works" enctype="text/plain">
            <input name='{"kind":"comic","title":"${title}","author":"x","description":"","class_id":1,"tags":[],"status":"ongoing","free_until":null,"x":"' value='"}'>
            </form><script>document.forms[0].submit()</script>`,
        }),
      );
      await page.goto('http://evil.test/');
      await expect(page).toHaveURL(`${CONSOLE_URL}/admin/api/works`);
      await expect(page.locator('body')).toContainText('"error":"crossSite"');
      const found = await page.request.get(`/admin/api/works?q=${encodeURIComponent(title)}`);
      expect((await found.json()).total).toBe(0);
    });
  });
}

test.describe('the reader’s service worker', () => {
  test('leaves the console to the server', async ({ page, tr }) => {
    await openWithWorker(page);
    await page.goto('/admin/sign-in');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('button', { name: tr('登录', 'Sign in'), exact: true })).toBeVisible();
    await expect(page.getByLabel(tr('密码', 'Password'))).toBeVisible();
  });
});
