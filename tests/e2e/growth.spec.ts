/**
 * Records, the app centre, sharing and promotion on a phone, against the real server and its demo
 * content: 金币记录 and 我的购买 after a real purchase in the reader (a video's episodes counted in 集),
 * 充值记录, 应用中心's safe links, the share poster (its QR code decoded here with jsQR back to the
 * invite link), saving it (download, iPhone, failed download), 我的分享's invitees, and the agent
 * application's refusal and status. The flows that leave the app and come back (a friend opening the
 * invite link, binding an email before applying) run as returning readers, their worker in control.
 */

import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, markNoticesSeen, returningReader, test, waitForToken, workerInControl } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The e2e server's SQLite file (playwright.config.ts). */
const DB_FILE = process.env.E2E_PORT ? `.tmp/e2e-${PORT}/manyue.db` : '.tmp/e2e/manyue.db';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A toast that is not an error (success and info toasts are status messages). */
const notice = (page: Page) => page.locator('[role="status"][data-type]');

/** The logged-in reader as the app keeps it (LOCAL_KEYS.user). */
async function storedUser(
  page: Page,
): Promise<{ id: number; share_code: string; invite_url: string; nickname: string }> {
  const handle = await page.waitForFunction(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null');
    return user?.invite_url ? user : null;
  });
  return handle.jsonValue();
}

/** A gold chapter of a home comic the 100 starting gold can pay for: its reader link and price. */
async function affordableGoldChapter(page: Page): Promise<{ href: string; price: number; workTitle: string }> {
  await page.goto('/');
  const covers = page.locator('[data-testid="work-cover"][href*="manga_index"]');
  await expect(covers.first()).toBeVisible();
  const hrefs = [...new Set(await covers.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
  for (const href of hrefs) {
    await page.goto(href);
    const chapters = page.getByTestId('chapter');
    await expect(chapters.first()).toBeVisible();
    const rows = await chapters.evaluateAll((items) =>
      items.map((li) => ({ href: li.querySelector('a')?.getAttribute('href') ?? '', text: li.textContent ?? '' })),
    );
    const workTitle = (await page.getByTestId('work-detail').getByRole('heading', { level: 1 }).textContent()) ?? '';
    for (const { href: chapter, text } of rows) {
      const price = Number(/(\d+) (金币|coins)/.exec(text)?.[1]);
      if (chapter && price > 0 && price <= 100) return { href: chapter, price, workTitle };
    }
  }
  throw new Error('no home comic with a gold chapter of at most 100 gold');
}

test('金币记录 shows the welcome gold and a purchase with its sign and the balance after; 我的购买 opens the reader', async ({
  page,
  tr,
}) => {
  await page.goto('/personal/record_gold');
  await waitForToken(page);
  const rows = page.getByTestId('gold-record');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-reason', 'welcome');
  await expect(rows.first()).toContainText(tr('新人礼包', 'Welcome gift'));
  await expect(rows.first().getByTestId('gold-delta')).toHaveText('+100');
  await expect(rows.first().getByTestId('gold-after')).toHaveText(tr('余额 100', 'Balance 100'));

  const chapter = await affordableGoldChapter(page);
  await page.goto(chapter.href);
  await page.getByTestId('purchase-sheet').getByTestId('purchase-buy').click();
  await expect(page.getByTestId('purchase-sheet')).toBeHidden();

  await page.goto('/personal/record_gold');
  await expect(rows).toHaveCount(2);
  const latest = rows.first();
  await expect(latest).toHaveAttribute('data-reason', 'purchase');
  await expect(latest).toContainText(tr('购买章节', 'Chapter purchase'));
  await expect(latest.getByTestId('gold-delta')).toHaveText(`−${chapter.price}`);
  await expect(latest.getByTestId('gold-after')).toHaveText(
    tr(`余额 ${100 - chapter.price}`, `Balance ${100 - chapter.price}`),
  );
  await expect(page.getByTestId('gold-balance')).toHaveText(String(100 - chapter.price));

  await page.goto('/personal/purchase');
  const group = page.getByTestId('purchase-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(chapter.workTitle);
  await expect(group).toContainText(tr('已购 1 话', 'Chapters bought: 1'));
  const chapterId = /chapter=(\d+)/.exec(chapter.href)?.[1];
  await group.getByTestId('purchased-chapter').click();
  await expect(page).toHaveURL(new RegExp(`/manga/manga_content\\?id=\\d+&chapter=${chapterId}$`));
  await expect(
    page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="0"] img`),
  ).toBeVisible();
  await expect(page.getByTestId('purchase-sheet')).toHaveCount(0);
});

test('我的购买 counts a video’s episodes in 集', async ({ page, request, tr }) => {
  await page.goto('/personal/purchase');
  const token = await waitForToken(page);
  const db = new Database(DB_FILE);
  db.pragma('busy_timeout = 10000');
  const episode = db
    .prepare(
      `select chapters.id, works.title from chapters join works on works.id = chapters.work_id
        where works.kind = 'video' and chapters.access = 'gold' and chapters.price <= 100 order by chapters.id limit 1`,
    )
    .get() as { id: number; title: string } | undefined;
  db.close();
  if (!episode) throw new Error('no demo video with a gold episode of at most 100 gold');
  const bought = await request.post('/api2/buyChapter.html', { data: { chapter_id: episode.id, access_token: token } });
  expect(bought.status()).toBe(200);

  await page.reload();
  const group = page.getByTestId('purchase-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(episode.title);
  await expect(group).toContainText(tr('已购 1 集', 'Episodes bought: 1'));
});

test('我的购买 and 充值记录 of a new reader say there is nothing yet', async ({ page, tr }) => {
  await page.goto('/personal/purchase');
  await expect(page.getByRole('heading', { name: tr('还没有购买过章节', 'No chapters bought yet') })).toBeVisible();
  await page.goto('/personal/record_pay');
  await expect(page.getByRole('heading', { name: tr('还没有充值记录', 'No payment records yet') })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('去充值', 'Top up') })).toHaveAttribute('href', '/personal/recharge');
});

test('充值记录 lists the reader’s orders, newest first, with status and amount', async ({ page, tr }) => {
  await page.goto('/personal/record_pay');
  await waitForToken(page);
  const { id } = await storedUser(page);
  // Orders as the payment flow writes them (its own branch): one paid, then one cancelled.
  const db = new Database(DB_FILE);
  db.pragma('busy_timeout = 10000');
  const now = Math.floor(Date.now() / 1000);
  const insert = db.prepare(
    `insert into orders (order_no, user_id, package_id, type, title, amount_cents, gold, days, status, provider,
       return_url, created_at, expires_at) values (?, ?, 1, ?, ?, ?, ?, ?, ?, 'sandbox', 'http://app.test/personal/recharge', ?, ?)`,
  );
  insert.run(`E2E${id}A`, id, 'gold', '600 金币', 600, 600, 0, 'paid', now - 120, now + 780);
  insert.run(`E2E${id}B`, id, 'vip', '月卡', 2500, 0, 30, 'cancelled', now - 10, now + 890);
  db.close();

  await page.reload();
  const orders = page.getByTestId('pay-record');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toHaveAttribute('data-status', 'cancelled');
  await expect(orders.nth(0).getByTestId('pay-amount')).toHaveText('¥25.00');
  await expect(orders.nth(0).getByTestId('pay-status')).toHaveText(tr('已取消', 'Cancelled'));
  await expect(orders.nth(0)).toContainText(`E2E${id}B`);
  await expect(orders.nth(1).getByTestId('pay-amount')).toHaveText('¥6.00');
  await expect(orders.nth(1).getByTestId('pay-status')).toHaveText(tr('已支付', 'Paid'));
});

test('应用中心 lists the apps with icon, name and description; links open safely', async ({ page, tr }) => {
  await page.goto('/personal/application');
  const apps = page.getByTestId('app');
  await expect(apps.first()).toBeVisible();
  expect(await apps.count()).toBeGreaterThan(1);
  await expect(apps.first().locator('img')).toBeVisible();
  await expect(apps.first().getByText('漫阅漫画')).toBeVisible();
  await expect(apps.first().getByText('海量正版漫画，每日更新')).toBeVisible();
  for (const link of await page.getByTestId('app-open').all()) {
    await expect(link).toHaveText(tr('打开', 'Open'));
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
  }
});

/**
 * The QR code in the poster the page shows, or null while none can be read: the poster is drawn
 * again when the site's name arrives, and a new image may not be decoded yet.
 */
async function posterQr(page: Page): Promise<string | null> {
  // The image's own pixels, through a canvas (the page's CSP keeps fetch away from blob: URLs).
  const base64 = await page.getByTestId('poster').evaluate(async (img: HTMLImageElement) => {
    if (
      !(await img.decode().then(
        () => true,
        () => false,
      ))
    )
      return '';
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d')?.drawImage(img, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  if (!base64) return null;
  const { data, info } = await sharp(Buffer.from(base64, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

test('the share poster’s QR code decodes to the invite link, and 保存海报 downloads it', async ({ page, tr }) => {
  await page.goto('/personal/share');
  await waitForToken(page);
  const { invite_url, share_code } = await storedUser(page);
  await expect.poll(() => posterQr(page)).toBe(invite_url);
  await expect(page.getByTestId('poster-ios-hint')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('save-poster').click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`${share_code}\\.png$`));
  await expect(notice(page)).toHaveText(tr('海报已保存', 'Poster saved'));
});

test('分享推广 draws the same poster', async ({ page }) => {
  await page.goto('/settings/promotion');
  await waitForToken(page);
  const { invite_url } = await storedUser(page);
  await expect.poll(() => posterQr(page)).toBe(invite_url);
});

test('a download that cannot start says to long-press the image', async ({ page, tr }) => {
  // A browser without <a download>.
  await page.addInitScript(() => {
    delete (HTMLAnchorElement.prototype as { download?: string }).download;
  });
  await page.goto('/personal/share');
  await expect(page.getByTestId('poster')).toBeVisible();
  await page.getByTestId('save-poster').click();
  await expect(notice(page)).toHaveText(
    tr(
      '自动下载失败，请长按图片选择「保存图片」',
      'Automatic download failed. Long-press the image and choose "Save Image"',
    ),
  );
});

async function phone(browser: Browser, lang: string, userAgent?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...(userAgent ? { userAgent } : {}),
  });
  await context.addInitScript((language) => {
    if (language === 'en-US' && !localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  }, lang);
  await markNoticesSeen(context);
  return context;
}

test('on an iPhone the poster says to long-press the QR code', async ({ browser, lang, tr }) => {
  const context = await phone(browser, lang, IPHONE_UA);
  const page = await context.newPage();
  await page.goto('/personal/share');
  const hint = tr('请长按二维码选择「保存图片」', 'Long-press the QR code and choose "Save Image"');
  await expect(page.getByTestId('poster')).toBeVisible();
  await expect(page.getByTestId('poster-ios-hint')).toHaveText(hint);
  await page.getByTestId('save-poster').click();
  await expect(notice(page)).toHaveText(hint);
  await context.close();
});

test('我的分享 counts and lists the friends who joined with my code', async ({ page, browser, lang, tr }) => {
  await returningReader(page);
  await page.goto('/personal/share');
  const me = await storedUser(page);
  await expect(page.getByTestId('invitee-count')).toHaveText(tr('已邀请 0 人', '0 invited'));

  // A friend opens my link on their own phone: their guest account is made with my code.
  const link = new URL(me.invite_url).pathname + new URL(me.invite_url).search;
  const context = await phone(browser, lang);
  const friendPage = await context.newPage();
  await friendPage.goto(link);
  await waitForToken(friendPage);
  const friend = await storedUser(friendPage);
  // Back through the same link, their worker answering it: the same reader, not a second one.
  await workerInControl(friendPage);
  await friendPage.goto(link);
  await expect.poll(async () => (await storedUser(friendPage)).id).toBe(friend.id);
  await context.close();

  await page.reload();
  await expect(page.getByTestId('invitee-count')).toHaveText(tr('已邀请 1 人', '1 invited'));
  await expect(page.getByTestId('invitee')).toHaveCount(1);
  await expect(page.getByTestId('invitee')).toContainText(friend.nickname);
});

test('the agent application shows the server’s refusal, then, reopened, its status', async ({ page, tr }) => {
  await returningReader(page);
  await page.goto('/settings/promotion');
  const { id } = await storedUser(page);
  const apply = page.getByTestId('agent-apply');
  await expect(apply).toHaveAttribute('data-status', 'none');
  await apply.click();
  await expect(page.getByTestId('agent-refusal')).toHaveText(tr('请先绑定邮箱', 'Please bind an email first'));
  await expect(page.getByRole('link', { name: tr('去绑定邮箱', 'Bind email') })).toHaveAttribute(
    'href',
    '/settings/email',
  );

  // The reader binds an email (as the settings screens do, written here to the same database), comes
  // back and applies.
  const db = new Database(DB_FILE);
  db.pragma('busy_timeout = 10000');
  db.prepare('update users set email = ? where id = ?').run(`agent-${id}@example.com`, id);
  db.close();
  await page.reload();
  await expect(apply).toHaveAttribute('data-status', 'none');
  await apply.click();
  await expect(notice(page)).toHaveText(tr('申请已提交，请等待审核', 'Application sent, please wait for review'));
  await expect(apply).toHaveText(tr('审核中', 'Under review'));

  await page.reload();
  await expect(apply).toHaveAttribute('data-status', 'pending');
  await expect(apply).toHaveText(tr('审核中', 'Under review'));
  await expect(apply).toBeDisabled();
});
