/**
 * The console's dashboard, its first page, at a desk's 1280×800 and on a phone: rows written
 * straight into the console server's SQLite file (readers, reads, sign-ins, orders paid and
 * refunded, purchases at the China days' edges), then every figure, today and over 30 days, and
 * the top works equal what this test counts from that file's rows (not by the server's queries).
 * An editor sees the reading figures and no money at all.
 */

import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { type DashboardRows, expectedFigures, seedDashboardRows } from '../server/dashboard-figures';
import { CONSOLE_DB, CONSOLE_URL, newOperator } from './console-helpers';
import { expect, test } from './fixtures';

test.use({ baseURL: CONSOLE_URL });

type Tr = (zh: string, en: string) => string;

async function seed(now: number): Promise<void> {
  const db = new SQLite(CONSOLE_DB);
  db.pragma('busy_timeout = 5000');
  try {
    const chapters = db.prepare('select id, work_id from chapters order by id limit 40').all() as {
      id: number;
      work_id: number;
    }[];
    const tag = `e2e-${now}-${Math.random().toString(36).slice(2, 8)}`;
    db.exec('begin immediate');
    await seedDashboardRows(
      async (table, row) => {
        const columns = Object.keys(row);
        const statement = db.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        return Number(statement.run(row).lastInsertRowid);
      },
      now,
      chapters,
      tag,
    );
    db.exec('commit');
  } finally {
    db.close();
  }
}

/** What the rows of the file say now. */
function expected(now: number) {
  const db = new SQLite(CONSOLE_DB, { readonly: true });
  try {
    const all = <T>(query: string) => db.prepare(query).all() as T[];
    const rows: DashboardRows = {
      users: all('select created_at from users'),
      reads: all('select day, user_id, work_id from chapter_reads'),
      signIns: all('select day from sign_ins'),
      orders: all('select status, settled_at, amount_cents from orders'),
      refunds: all('select created_at, amount_cents from refunds'),
      purchases: all('select chapter_id, price, created_at from purchases'),
      chapters: all('select id, work_id from chapters'),
      works: all('select id, title, kind from works'),
    };
    return expectedFigures(rows, now);
  } finally {
    db.close();
  }
}

/**
 * What the rows said when the page's dashboard answer was made. Other specs write to the same
 * server meanwhile (readers read, pay, are refunded): the page is loaded again until no row that
 * counts came in while its answer was made.
 */
async function shownFigures(page: Page, now: number) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = expected(now);
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/api/dashboard'),
      page.reload(),
    ]);
    if (JSON.stringify(expected(now)) === JSON.stringify(before)) return before;
  }
  throw new Error('the console server’s rows kept changing while the dashboard loaded');
}

async function signIn(page: Page, tr: Tr, role: 'owner' | 'editor') {
  await newOperator(page, tr, role);
  // The dashboard is every operator's first page.
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('概览', 'Overview'), exact: true })).toBeVisible();
}

const count = (n: number) => n.toLocaleString('en-US');
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

async function expectFigure(page: Page, label: string, today: string, month: string) {
  const card = page.getByRole('region', { name: label, exact: true });
  await expect(card.locator('[data-figure=today]'), label).toHaveText(today);
  await expect(card.locator('[data-figure=month]'), label).toHaveText(month);
}

async function expectTopWorks(page: Page, title: string, works: { title: string; value: number }[]) {
  const rows = page.getByRole('table', { name: title }).locator('tbody tr');
  await expect(rows).toHaveCount(works.length);
  for (const [i, work] of works.entries()) {
    await expect(rows.nth(i).locator('td').nth(1)).toHaveText(work.title);
    await expect(rows.nth(i).locator('td').nth(3)).toHaveText(count(work.value));
  }
}

for (const [device, viewport] of [
  ['desk', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });

    test('an owner lands on the dashboard, whose figures are what the database says', async ({ page, tr }, info) => {
      const now = Math.floor(Date.now() / 1000);
      await seed(now);
      await signIn(page, tr, 'owner');
      const { reading, money } = await shownFigures(page, now);
      await expectFigure(
        page,
        tr('新增读者', 'New readers'),
        count(reading.today.new_readers),
        count(reading.month.new_readers),
      );
      await expectFigure(
        page,
        tr('活跃读者', 'Active readers'),
        count(reading.today.active_readers),
        count(reading.month.active_readers),
      );
      await expectFigure(
        page,
        tr('阅读章节', 'Chapters read'),
        count(reading.today.chapters_read),
        count(reading.month.chapters_read),
      );
      await expectFigure(page, tr('签到', 'Sign-ins'), count(reading.today.sign_ins), count(reading.month.sign_ins));
      await expectFigure(
        page,
        tr('付费订单', 'Orders paid'),
        count(money.today.orders_paid),
        count(money.month.orders_paid),
      );
      await expectFigure(page, tr('收入', 'Revenue'), yuan(money.today.revenue_cents), yuan(money.month.revenue_cents));
      await expectFigure(page, tr('退款笔数', 'Refunds'), count(money.today.refunds), count(money.month.refunds));
      await expectFigure(
        page,
        tr('退款金额', 'Refunded'),
        yuan(money.today.refunded_cents),
        yuan(money.month.refunded_cents),
      );
      expect(money.today.orders_paid).toBeGreaterThan(0);
      await expectTopWorks(page, tr('阅读最多的作品', 'Most read works'), reading.top_works);
      await expectTopWorks(page, tr('消费金币最多的作品', 'Works most spent on'), money.top_works);
      // Three charts drawn (readers, chapters read, money), each on its canvas.
      await expect(page.locator('.uplot canvas')).toHaveCount(3);
      await page.screenshot({ path: info.outputPath(`dashboard-owner-${device}.png`), fullPage: true });
    });

    test('an editor sees the reading figures and no money', async ({ page, tr }, info) => {
      const now = Math.floor(Date.now() / 1000);
      await signIn(page, tr, 'editor');
      const want = await shownFigures(page, now);
      await expectFigure(
        page,
        tr('阅读章节', 'Chapters read'),
        count(want.reading.today.chapters_read),
        count(want.reading.month.chapters_read),
      );
      await expect(page.getByRole('region', { name: tr('收入', 'Revenue'), exact: true })).toHaveCount(0);
      await expect(page.getByRole('table', { name: tr('消费金币最多的作品', 'Works most spent on') })).toHaveCount(0);
      await expect(page.locator('.uplot canvas')).toHaveCount(2);
      await expect(page.getByText('¥')).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`dashboard-editor-${device}.png`), fullPage: true });
    });
  });
}
