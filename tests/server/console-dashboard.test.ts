/**
 * The dashboard: its figures equal what the rows say, counted in the test from the whole tables
 * by China day (dashboard-figures.ts, not the server's queries); a reader's chapter opens write
 * the reads it counts (once a day, downloads not); money only for owner and finance; reading it
 * writes no audit entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../src/core/admin/answers';
import { type ConsoleClient, consoleClient, signedIn } from './console-harness';
import { chinaDayOf, type DashboardRows, expectedFigures, seedDashboardRows } from './dashboard-figures';
import { startTestServer, type TestServer } from './harness';
import { reader, workWithRules } from './reading-fixtures';

let s: TestServer;
let owner: ConsoleClient;
let finance: ConsoleClient;
let editor: ConsoleClient;
let support: ConsoleClient;

beforeAll(async () => {
  s = await startTestServer();
  owner = await signedIn(s, 'owner@example.com', 'owner');
  finance = await signedIn(s, 'finance@example.com', 'finance');
  editor = await signedIn(s, 'editor@example.com', 'editor');
  support = await signedIn(s, 'support@example.com', 'support');
});
afterAll(() => s.close());

const HAS_ID = new Set(['users', 'orders', 'refunds', 'purchases']);

async function seed(now: number) {
  const chapters = (await s.db.selectFrom('chapters').select(['id', 'work_id']).orderBy('id').limit(40).execute()).map(
    (c) => ({ id: Number(c.id), work_id: Number(c.work_id) }),
  );
  await seedDashboardRows(
    async (table, row) => {
      // biome-ignore lint/suspicious/noExplicitAny: the seed writes several tables through one function.
      const insert = s.db.insertInto(table as any).values(row as any);
      if (!HAS_ID.has(table)) {
        await insert.execute();
        return 0;
      }
      return Number((await insert.returning('id').executeTakeFirstOrThrow()).id);
    },
    now,
    chapters,
    'dash',
  );
}

async function rows(): Promise<DashboardRows> {
  const [users, reads, signIns, orders, refunds, purchases, chapters, works] = await Promise.all([
    s.db.selectFrom('users').select('created_at').execute(),
    s.db.selectFrom('chapter_reads').selectAll().execute(),
    s.db.selectFrom('sign_ins').select('day').execute(),
    s.db.selectFrom('orders').select(['status', 'settled_at', 'amount_cents']).execute(),
    s.db.selectFrom('refunds').select(['created_at', 'amount_cents']).execute(),
    s.db.selectFrom('purchases').select(['chapter_id', 'price', 'created_at']).execute(),
    s.db.selectFrom('chapters').select(['id', 'work_id']).execute(),
    s.db.selectFrom('works').select(['id', 'title', 'kind']).execute(),
  ]);
  return { users, reads, signIns, orders, refunds, purchases, chapters, works };
}

const withoutDays = <F>(days: (F & { day: string })[]) => days.map(({ day: _, ...figures }) => figures);

describe('the dashboard', () => {
  it('counts what the rows say, today and over 30 China days, for the owner', async () => {
    const now = Math.floor(Date.now() / 1000);
    await seed(now);
    const want = expectedFigures(await rows(), now);
    const { status, body } = await owner.get<DashboardAnswer>('/dashboard');
    expect(status).toBe(200);
    expect(body.today).toBe(new Date(chinaDayOf(now) * 86_400 * 1000).toISOString().slice(0, 10));
    expect(body.reading.today).toEqual(want.reading.today);
    expect(body.reading.month).toEqual(want.reading.month);
    expect(withoutDays(body.reading.days)).toEqual(want.reading.days);
    expect(body.reading.top_works).toEqual(want.reading.top_works);
    expect(body.money?.today).toEqual(want.money.today);
    expect(body.money?.month).toEqual(want.money.month);
    expect(withoutDays(body.money?.days ?? [])).toEqual(want.money.days);
    expect(body.money?.top_works).toEqual(want.money.top_works);
    // The seeded edges fall where the China calendar puts them: today's first second is today's,
    // the second before is yesterday's; the window's first second is in, the one before is out.
    expect(body.money?.today).toMatchObject({ orders_paid: 3, revenue_cents: 100 + 101 + 103 });
    expect(body.money?.days[28]).toMatchObject({ orders_paid: 3, revenue_cents: 200 + 201 + 203 });
    expect(body.money?.days[0]).toMatchObject({ orders_paid: 3, revenue_cents: 300 + 301 + 303 });
    expect(body.money?.month.orders_paid).toBe(12);
    expect(body.reading.days).toHaveLength(30);
    expect(body.reading.days.at(-1)?.day).toBe(body.today);
    expect(body.reading.top_works.length).toBeGreaterThan(0);
    expect(body.money?.top_works.length).toBeGreaterThan(0);
  });

  it('shows money to finance, and to editors and support only the reading figures', async () => {
    const money = (await finance.get<DashboardAnswer>('/dashboard')).body.money;
    expect(money?.month.orders_paid).toBeGreaterThan(0);
    for (const client of [editor, support]) {
      const { status, body } = await client.get<DashboardAnswer>('/dashboard');
      expect(status).toBe(200);
      expect(body.money).toBeNull();
      expect(JSON.stringify(body)).not.toMatch(/revenue|refund|orders_paid/);
      expect(body.reading.month.chapters_read).toBeGreaterThan(0);
    }
    expect((await consoleClient(s).get('/dashboard')).status).toBe(401);
  });

  it('is read-only: opening it writes no audit entry', async () => {
    const entries = async () =>
      Number(
        (
          await s.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await entries();
    await owner.get('/dashboard');
    await editor.get('/dashboard');
    expect(await entries()).toBe(before);
  });
});

describe('chapters read', () => {
  it('are written as a reader opens readable chapters: once a day each, not locked ones, not downloads', async () => {
    const { chapterIds } = await workWithRules(s, 'comic', [
      { access: 'free' },
      { access: 'gold', price: 30 },
      { access: 'free' },
    ]);
    const [open, locked, downloaded] = chapterIds as [number, number, number];
    const r = await reader(s, 0);
    const readsOf = async () =>
      (await s.db.selectFrom('chapter_reads').selectAll().where('user_id', '=', r.id).execute()).map((row) => ({
        day: Number(row.day),
        chapter_id: Number(row.chapter_id),
      }));
    const before = (await owner.get<DashboardAnswer>('/dashboard')).body.reading.today;
    await r.ok('chapterContent', { chapter_id: open });
    await r.ok('chapterContent', { chapter_id: open });
    expect((await r.ok('chapterContent', { chapter_id: locked })).readable).toBe(false);
    expect((await r.ok('chapterContent', { chapter_id: downloaded, download: true })).readable).toBe(true);
    // A visitor (no token) is nobody's read.
    expect((await s.post('chapterContent', { chapter_id: downloaded })).status).toBe(200);
    expect(await readsOf()).toEqual([{ day: chinaDayOf(Math.floor(Date.now() / 1000)), chapter_id: open }]);
    const after = (await owner.get<DashboardAnswer>('/dashboard')).body.reading.today;
    expect(after.chapters_read).toBe(before.chapters_read + 1);
    expect(after.active_readers).toBe(before.active_readers + 1);
  });
});
