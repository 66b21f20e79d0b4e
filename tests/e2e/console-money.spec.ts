/**
 * Money and readers from the console, seen by a returning reader (service worker in control) of the
 * same server: finance refunds the reader's top-up and the reader's balance, 金币记录 and 充值记录
 * show it, while a second refund of the order (from a page opened before the first) is refused;
 * support adjusts the reader's gold with a reason, which 金币记录 shows as 客服调整, then bans the
 * reader, whose app says so — at once and at every later start, with no loop of new logins.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CONSOLE_URL, newOperator } from './console-helpers';
import { expect, returningReader, test } from './fixtures';

type Tr = (zh: string, en: string) => string;
test.use({ baseURL: CONSOLE_URL });

const balance = (reader: Page) => reader.getByTestId('recharge-balance');

/** The reader's UID as the app keeps it. */
const uidOf = (reader: Page) =>
  reader.evaluate(() => String(JSON.parse(localStorage.getItem('user') ?? '{}').uid ?? ''));

/** Tops up the smallest pack through the sandbox; answers the order number and the gold before. */
async function topUp(reader: Page): Promise<{ orderNo: string; before: number }> {
  await reader.goto('/personal/recharge');
  const before = Number(await balance(reader).textContent());
  await reader.getByTestId('gold-pack').first().click();
  await reader.getByTestId('recharge-pay').click();
  await expect(reader).toHaveURL(/\/pay\/sandbox\/M\w+/);
  const orderNo = /\/pay\/sandbox\/(M\w+)/.exec(reader.url())?.[1] ?? '';
  await reader.getByTestId('sandbox-pay').click();
  await expect(reader.getByTestId('order-result')).toHaveAttribute('data-tone', 'ok');
  await expect(balance(reader)).toHaveText(String(before + 60));
  return { orderNo, before };
}

/** An operator's page at a desk's size, in the reader's browser (the console and the app share the origin). */
async function deskPage(context: BrowserContext): Promise<Page> {
  const desk = await context.newPage();
  await desk.setViewportSize({ width: 1280, height: 800 });
  return desk;
}

/** The orders page filtered to the reader, with `orderNo`'s dialog open. */
async function openOrder(desk: Page, tr: Tr, uid: string, orderNo: string) {
  await desk.goto('/admin/orders');
  await desk.getByLabel(tr('按读者 ID 筛选', 'Filter by reader ID')).fill(uid);
  await desk.getByRole('button', { name: tr('筛选', 'Filter'), exact: true }).click();
  await desk.getByRole('button', { name: orderNo, exact: true }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(uid);
  return dialog;
}

async function refund(dialog: ReturnType<Page['getByRole']>, tr: Tr, reason: string) {
  await dialog.getByLabel(tr('退款原因', 'Reason for the refund')).fill(reason);
  await dialog.getByRole('button', { name: tr('退款', 'Refund'), exact: true }).click();
}

test('finance refunds a top-up: the reader’s balance and records show it, and a second refund is refused', async ({
  page: reader,
  context,
  tr,
}) => {
  test.slow();
  await returningReader(reader);
  const uid = await uidOf(reader);
  const { orderNo, before } = await topUp(reader);

  const desk = await deskPage(context);
  await newOperator(desk, tr, 'finance');
  // A second page opened on the same order before the refund: its refund comes second.
  const late = await deskPage(context);
  const lateDialog = await openOrder(late, tr, uid, orderNo);
  const dialog = await openOrder(desk, tr, uid, orderNo);
  await refund(dialog, tr, '读者误充值');
  await expect(dialog.getByTestId('refund-note')).toContainText('读者误充值');
  await expect(dialog.getByTestId('refund-note')).toContainText('60');
  await refund(lateDialog, tr, '再退一次');
  await expect(late.getByText(tr('该订单已退款，不能再次退款', 'This order was refunded already'))).toBeVisible();
  await late.close();

  // The reader: the gold is taken back through the ledger, and both records say so.
  await reader.goto('/personal/recharge');
  await expect(balance(reader)).toHaveText(String(before));
  await reader.goto('/personal/record_gold');
  const refundRow = reader.locator('[data-testid="gold-record"][data-reason="refund"]');
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(tr('退款', 'Refund'));
  await expect(refundRow.getByTestId('gold-delta')).toHaveText('−60');
  await expect(refundRow.getByTestId('gold-after')).toHaveText(tr(`余额 ${before}`, `Balance ${before}`));
  await reader.goto('/personal/record_pay');
  const order = reader.getByTestId('pay-record').first();
  await expect(order).toHaveAttribute('data-status', 'refunded');
  await expect(order).toContainText(tr('已退款', 'Refunded'));
});

test('support adjusts a reader’s gold with a reason and bans them; the reader’s app says so', async ({
  page: reader,
  context,
  tr,
}) => {
  test.slow();
  await returningReader(reader);
  const uid = await uidOf(reader);
  await reader.goto('/personal/recharge');
  const before = Number(await balance(reader).textContent());

  const desk = await deskPage(context);
  await newOperator(desk, tr, 'support');
  await desk.goto('/admin/readers');
  await desk.getByLabel(tr('查找读者', 'Find a reader')).fill(uid);
  await desk.getByRole('button', { name: tr('查找', 'Find'), exact: true }).click();
  await desk.getByRole('link', { name: uid, exact: true }).click();
  await expect(desk.getByTestId('reader-gold')).toHaveText(String(before));

  const adjust = desk.getByRole('region', { name: tr('调整金币', 'Adjust gold') });
  await adjust.getByLabel(tr('金币（负数为扣除）', 'Gold (negative takes it)')).fill('25');
  await adjust.getByLabel(tr('原因', 'Reason')).fill('补偿章节加载失败');
  await adjust.getByRole('button', { name: tr('调整金币', 'Adjust gold') }).click();
  await expect(desk.getByTestId('reader-gold')).toHaveText(String(before + 25));

  await reader.goto('/personal/record_gold');
  const adjusted = reader.locator('[data-testid="gold-record"][data-reason="adjust"]');
  await expect(adjusted).toHaveCount(1);
  await expect(adjusted).toContainText(tr('客服调整', 'Adjusted by support'));
  await expect(adjusted.getByTestId('gold-delta')).toHaveText('+25');
  await expect(adjusted.getByTestId('gold-after')).toHaveText(tr(`余额 ${before + 25}`, `Balance ${before + 25}`));

  const bans = desk.getByRole('region', { name: /封禁|ban/i });
  await bans.getByLabel(tr('原因', 'Reason')).fill('发布违规内容');
  await bans.getByRole('button', { name: tr('封禁', 'Ban'), exact: true }).click();
  await expect(desk.getByText(tr('已封禁', 'Banned'), { exact: true }).first()).toBeVisible();

  // The reader's next call is refused: the app says why, over everything.
  let logins = 0;
  reader.on('request', (request) => {
    if (/\/api2\/(autoCreateAndLogin|login)\b/i.test(request.url())) logins++;
  });
  await reader.goto('/personal');
  const notice = reader.getByTestId('banned-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(tr('账号已被封禁', 'Account banned'));
  // Opened again: the same message, not a new guest account nor a loop of logins.
  await reader.reload();
  await expect(notice).toBeVisible();
  expect(logins).toBeLessThanOrEqual(2);
});
