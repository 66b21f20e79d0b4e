/**
 * Wallet, VIP and sign-in on a phone, through the real server and its sandbox payment provider, as
 * returning readers (their service worker answers the app's pages, never the provider's): a reader
 * out of gold tops up on the sandbox's pay page, comes back to the chapter, buys and reads it; a
 * cancelled payment changes nothing; a VIP opens a VIP chapter, and is told the truth about a gold
 * one; the daily sign-in is once a day. The balance, the VIP's expiry and the records show each payment.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { homeComics } from './comic-helpers';
import { expect, returningReader, test } from './fixtures';

const CHAPTER_LINK = /\/manga\/manga_content\?id=\d+&chapter=(\d+)/;

/** A comic's chapters on its detail with the given access mark: reader links. */
async function chaptersMarked(page: Page, workId: number, mark: 'gold' | 'vip'): Promise<string[]> {
  await page.goto(`/manga/manga_index?id=${workId}`);
  const chapters = page.getByTestId('chapter');
  await expect(chapters.first()).toBeVisible();
  return chapters.evaluateAll(
    (items, wanted) =>
      items
        .filter((li) => li.querySelector(`[data-mark="${wanted}"]`))
        .map((li) => li.querySelector('a')?.getAttribute('href') ?? '')
        .filter(Boolean),
    mark,
  );
}

/** Buys with the API (its request bodies are plain JSON) until the balance is short: that chapter's link. */
async function spendUntilShort(page: Page, request: APIRequestContext, token: string): Promise<string> {
  for (const id of await homeComics(page)) {
    for (const href of await chaptersMarked(page, id, 'gold')) {
      const chapter_id = Number(CHAPTER_LINK.exec(href)?.[1]);
      const answer = await request.post('/api2/buyChapter.html', { data: { chapter_id, access_token: token } });
      if (answer.status() === 402) return href;
      expect(answer.status()).toBe(200);
    }
  }
  throw new Error('the demo comics have too few gold chapters to run out of gold');
}

const gold = (page: Page) => page.getByTestId('recharge-balance');

/** The newest row of 充值记录 and the 金币记录 rows of top-ups. */
const payRecords = (page: Page) => page.getByTestId('pay-record');
const rechargeRows = (page: Page) => page.locator('[data-testid="gold-record"][data-reason="recharge"]');

test('out of gold: top up through the sandbox, come back to the chapter, buy it and read it', async ({
  page,
  request,
  tr,
}) => {
  // Spends the starting gold chapter by chapter, pays, buys, reads, then reads the records.
  test.slow();
  const token = await returningReader(page);
  const target = await spendUntilShort(page, request, token);
  const chapterId = CHAPTER_LINK.exec(target)?.[1];

  await page.goto(target);
  const sheet = page.getByTestId('purchase-sheet');
  await expect(sheet.getByTestId('purchase-short')).toContainText(tr('金币不足', 'Not enough coins'));
  const before = Number(/\d+/.exec((await sheet.getByTestId('purchase-balance').textContent()) ?? '')?.[0]);
  await sheet.getByTestId('purchase-recharge').click();

  await expect(page).toHaveURL(/\/personal\/recharge\?back=/);
  await expect(gold(page)).toHaveText(String(before));
  const packs = page.getByTestId('gold-pack');
  await expect(packs).toHaveCount(4);
  await expect(packs.nth(1)).toContainText('¥30');
  await expect(packs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await packs.nth(0).click();
  await expect(packs.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('recharge-pay').click();

  // The provider's page, marked as a sandbox.
  await expect(page).toHaveURL(/\/pay\/sandbox\/M\d+/);
  await expect(page.getByTestId('sandbox-badge')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥6.00');
  await page.getByTestId('sandbox-pay').click();

  await expect(page).toHaveURL(/\/personal\/recharge\?.*order=M/);
  const result = page.getByTestId('order-result');
  await expect(result).toHaveAttribute('data-tone', 'ok');
  await expect(result).toContainText(String(before + 60));
  await expect(gold(page)).toHaveText(String(before + 60));
  await page.getByTestId('recharge-back').click();

  await expect(page).toHaveURL(new RegExp(`chapter=${chapterId}`));
  await expect(sheet.getByTestId('purchase-balance')).toContainText(String(before + 60));
  await sheet.getByTestId('purchase-buy').click();
  await expect(sheet).toBeHidden();
  await expect(
    page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="0"] img`),
  ).toBeVisible();

  // The records agree: the order paid, the top-up in the ledger.
  await page.goto('/personal/record_pay');
  await expect(payRecords(page)).toHaveCount(1);
  await expect(payRecords(page).first()).toHaveAttribute('data-status', 'paid');
  await expect(payRecords(page).first().getByTestId('pay-amount')).toHaveText('¥6.00');
  await page.goto('/personal/record_gold');
  await expect(rechargeRows(page)).toHaveCount(1);
  await expect(rechargeRows(page).getByTestId('gold-delta')).toHaveText('+60');
  await expect(rechargeRows(page).getByTestId('gold-after')).toHaveText(
    tr(`余额 ${before + 60}`, `Balance ${before + 60}`),
  );
});

test('a cancelled payment changes nothing', async ({ page, tr }) => {
  await returningReader(page);
  await page.goto('/personal/recharge');
  await expect(gold(page)).toHaveText('100');
  await page.getByTestId('gold-pack').nth(2).click();
  await page.getByTestId('recharge-pay').click();
  await expect(page.getByTestId('sandbox-cancel')).toBeVisible();
  await page.getByTestId('sandbox-cancel').click();

  await expect(page).toHaveURL(/\/personal\/recharge\?order=M/);
  const result = page.getByTestId('order-result');
  await expect(result).toHaveAttribute('data-tone', 'bad');
  await expect(result).toContainText(tr('支付已取消', 'Payment cancelled'));
  await expect(gold(page)).toHaveText('100');
  await page.goto('/personal');
  await expect(page.getByTestId('gold')).toHaveText('100');
  await page.goto('/personal/record_pay');
  await expect(payRecords(page)).toHaveCount(1);
  await expect(payRecords(page).first()).toHaveAttribute('data-status', 'cancelled');
  await page.goto('/personal/record_gold');
  await expect(rechargeRows(page)).toHaveCount(0);
});

/** The VIP's expiry as the app keeps it (the stored user), checked to be about `days` from now. */
async function vipExpiry(page: Page, days: number): Promise<Date> {
  const handle = await page.waitForFunction(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.vip_expire_time);
  const expiry = new Date(((await handle.jsonValue()) as number) * 1000);
  expect(Math.abs(expiry.getTime() - Date.now() - days * 86_400_000)).toBeLessThan(86_400_000);
  return expiry;
}

/** A date as the page writes it: in the browser's time zone (the config's), not this process's. */
function shownDate(lang: string, timeZone: string | undefined, date: Date): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(date);
}

test('VIP: join through the sandbox, then a VIP chapter opens', async ({ page, lang, timezoneId, tr }) => {
  await returningReader(page);
  let vipChapter: string | undefined;
  for (const id of await homeComics(page)) {
    vipChapter = (await chaptersMarked(page, id, 'vip'))[0];
    if (vipChapter) break;
  }
  expect(vipChapter, 'a demo comic with a VIP chapter').toBeDefined();
  if (!vipChapter) return;
  const chapterId = CHAPTER_LINK.exec(vipChapter)?.[1];
  const workId = /id=(\d+)/.exec(vipChapter)?.[1];
  const catalogueRow = page.locator(`[data-testid="catalogue-chapter"][data-chapter-id="${chapterId}"]`);
  await page.goto(`/manga/manga_catalogue?id=${workId}`);
  await expect(catalogueRow).toHaveAttribute('data-locked', 'true');

  await page.goto(vipChapter);
  const sheet = page.getByTestId('purchase-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('purchase-vip').click();

  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-status', 'none');
  // The one-time tip: dismissed, it stays away.
  await expect(page.getByTestId('vip-tip')).toBeVisible();
  await page.getByTestId('vip-tip-close').click();
  await expect(page.getByTestId('vip-tip')).toHaveCount(0);
  await expect(page.getByTestId('vip-term')).toHaveCount(3);
  await page.getByTestId('vip-pay').click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥25.00');
  await page.getByTestId('sandbox-pay').click();

  await expect(page).toHaveURL(/\/vip\?order=M/);
  await expect(page.getByTestId('order-result')).toHaveAttribute('data-tone', 'ok');
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-status', 'vip');
  const until = shownDate(lang, timezoneId, await vipExpiry(page, 30));
  await expect(page.getByTestId('vip-status')).toContainText(until);
  await expect(page.getByTestId('vip-tip')).toHaveCount(0);
  await expect(page.getByTestId('vip-pay')).toContainText(tr('立即续费', 'Renew now'));

  await page.goto(vipChapter);
  await expect(
    page.locator(`[data-testid="reader-page"][data-chapter="${chapterId}"][data-page="0"] img`),
  ).toBeVisible();
  await expect(sheet).toHaveCount(0);
  // The catalogue's lock marks follow, and the detail marks the chapter as open to a VIP.
  await page.goto(`/manga/manga_catalogue?id=${workId}`);
  await expect(catalogueRow).toBeVisible();
  await expect(catalogueRow).not.toHaveAttribute('data-locked');
  await page.goto(`/manga/manga_index?id=${workId}`);
  const tile = page.getByTestId('chapter').filter({ has: page.locator(`a[href="${vipChapter}"]`) });
  await expect(tile.locator('[data-mark="vip-open"]')).toContainText(tr('VIP 畅读', 'VIP · free'));
  await expect(tile.locator('[data-mark="vip"]')).toHaveCount(0);

  // 充值记录 holds the membership, paid.
  await page.goto('/personal/record_pay');
  await expect(payRecords(page)).toHaveCount(1);
  await expect(payRecords(page).first()).toHaveAttribute('data-status', 'paid');
  await expect(payRecords(page).first()).toContainText(tr('开通会员', 'VIP membership'));

  // A gold chapter is not a VIP one: the sheet asks the VIP for its gold, and says so.
  let goldChapter: string | undefined;
  for (const id of await homeComics(page)) {
    goldChapter = (await chaptersMarked(page, id, 'gold'))[0];
    if (goldChapter) break;
  }
  expect(goldChapter, 'a demo comic with a gold chapter').toBeDefined();
  await page.goto(goldChapter ?? '');
  await expect(sheet.getByTestId('purchase-buy')).toBeVisible();
  const vip = sheet.getByTestId('purchase-vip');
  await expect(vip).toContainText(tr('你已是 VIP', 'You are a VIP'));
  await expect(vip).toContainText(
    tr('VIP 会员畅读 VIP 章节，本话需用金币购买', 'Members read VIP chapters free; this one is bought with coins'),
  );
  await expect(sheet).not.toContainText(tr('会员畅读全部 VIP 章节', 'Members read every VIP chapter'));
});

test('VIP from /vip/ceshi1: the sandbox sends the reader back there, a member', async ({ page, lang, timezoneId }) => {
  await returningReader(page);
  await page.goto('/vip/ceshi1');
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-status', 'none');
  await page.getByTestId('vip-pay').click();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥25.00');
  await page.getByTestId('sandbox-pay').click();

  await expect(page).toHaveURL(/\/vip\/ceshi1\?order=M/);
  await expect(page.getByTestId('order-result')).toHaveAttribute('data-tone', 'ok');
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-status', 'vip');
  const until = shownDate(lang, timezoneId, await vipExpiry(page, 30));
  await expect(page.getByTestId('vip-status')).toContainText(until);
});

test('daily sign-in: once a day, still signed after a reload, shown on 我的', async ({ page, tr }) => {
  await page.goto('/personal');
  await expect(page.getByTestId('sign-in-note')).toHaveAttribute('data-signed', 'false');
  await page.getByRole('link', { name: tr('每日签到', 'Daily sign-in') }).click();

  await expect(page).toHaveURL(/\/sign_in$/);
  const days = page.getByTestId('sign-in-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('data-today', 'true');
  await expect(days.first()).toHaveAttribute('data-signed', 'false');
  const button = page.getByTestId('sign-in-button');
  await expect(button).toBeEnabled();
  await button.click();

  await expect(button).toBeDisabled();
  await expect(button).toHaveText(tr('今日已签到', 'Signed in today'));
  await expect(days.first()).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('sign-in-streak')).toContainText('1');
  await expect(page.getByTestId('sign-in-balance')).toHaveText('110');

  await page.reload();
  await expect(days.first()).toHaveAttribute('data-signed', 'true');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(tr('今日已签到', 'Signed in today'));

  await page.goto('/personal');
  await expect(page.getByTestId('sign-in-note')).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('gold')).toHaveText('110');
});
