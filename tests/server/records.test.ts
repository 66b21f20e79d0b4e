/**
 * The reader's records (goldRecords, payRecords, purchaseRecords), the app centre (appList), the
 * invitees (inviteList) and the agent application's status, over real HTTP on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { now, reader, workWithRules } from './reading-fixtures';

let s: TestServer;
let a: { workId: number; chapterIds: number[] };
let b: { workId: number; chapterIds: number[] };
const gold = [
  { access: 'gold' as const, price: 10 },
  { access: 'gold' as const, price: 20 },
  { access: 'free' as const },
];

beforeAll(async () => {
  s = await startTestServer();
  a = await workWithRules(s, 'comic', gold);
  b = await workWithRules(s, 'novel', gold);
});
afterAll(() => s.close());

describe('needs a user', () => {
  it.each(['goldRecords', 'payRecords', 'purchaseRecords', 'inviteList', 'agentStatus'])(
    '%s answers 401 without a token',
    async (name) => {
      expect(await s.post(name, {})).toMatchObject({ status: 401, code: 401, msg: '登录已过期' });
    },
  );
});

describe('goldRecords', () => {
  it('lists every ledger row newest first with its sign and the balance after it, paged', async () => {
    const r = await reader(s);
    await r.ok('buyChapter', { chapter_id: a.chapterIds[0] as number });
    await r.ok('buyChapter', { chapter_id: a.chapterIds[1] as number });
    const all = await r.ok('goldRecords', {});
    expect(all.total).toBe(3);
    expect(all.has_more).toBe(false);
    expect(all.list.map(({ delta, reason, ref, balance }) => ({ delta, reason, ref, balance }))).toEqual([
      { delta: -20, reason: 'purchase', ref: `chapter:${a.chapterIds[1]}`, balance: 70 },
      { delta: -10, reason: 'purchase', ref: `chapter:${a.chapterIds[0]}`, balance: 90 },
      { delta: 100, reason: 'welcome', ref: null, balance: 100 },
    ]);
    // The second page's running balance is still counted from the first row.
    const second = await r.ok('goldRecords', { page: 2, page_size: 2 });
    expect(second).toMatchObject({ total: 3, has_more: false, page: 2 });
    expect(second.list.map((row) => [row.reason, row.balance])).toEqual([['welcome', 100]]);
    expect((await r.ok('goldRecords', { page_size: 2 })).has_more).toBe(true);
  });

  it('shows only the reader’s own rows, whatever kind they are', async () => {
    const r = await reader(s);
    await s.db
      .insertInto('gold_ledger')
      .values({ user_id: r.id, delta: 5, reason: 'some_future_kind', ref: null, created_at: now() })
      .execute();
    const page = await r.ok('goldRecords', {});
    expect(page.list.map((row) => [row.reason, row.balance])).toEqual([
      ['some_future_kind', 105],
      ['welcome', 100],
    ]);
  });
});

describe('purchaseRecords', () => {
  it('groups the bought chapters by work, the latest bought work first, chapters in order', async () => {
    const r = await reader(s);
    await r.ok('buyChapter', { chapter_id: a.chapterIds[1] as number });
    await r.ok('buyChapter', { chapter_id: b.chapterIds[0] as number });
    await r.ok('buyChapter', { chapter_id: a.chapterIds[0] as number });
    const page = await r.ok('purchaseRecords', {});
    expect(page.total).toBe(2);
    expect(page.list.map((g) => [g.work.id, g.chapters.map((c) => [c.id, c.price])])).toEqual([
      [
        a.workId,
        [
          [a.chapterIds[0], 10],
          [a.chapterIds[1], 20],
        ],
      ],
      [b.workId, [[b.chapterIds[0], 10]]],
    ]);
    const first = await r.ok('purchaseRecords', { page_size: 1 });
    expect(first).toMatchObject({ total: 2, has_more: true });
    expect((await r.ok('purchaseRecords', { page: 2, page_size: 1 })).list[0]?.work.id).toBe(b.workId);
  });

  it('is empty for a reader who bought nothing', async () => {
    const r = await reader(s);
    expect(await r.ok('purchaseRecords', {})).toMatchObject({ list: [], total: 0, has_more: false });
  });
});

describe('payRecords', () => {
  it('lists the reader’s orders newest first with status and amount', async () => {
    const r = await reader(s);
    const other = await reader(s);
    const order = (user: number, no: string, status: 'paid' | 'pending' | 'cancelled', created_at: number) => ({
      order_no: no,
      user_id: user,
      package_id: 1,
      type: 'gold' as const,
      title: '600 金币',
      amount_cents: 600,
      gold: 600,
      days: 0,
      status,
      provider: 'sandbox',
      return_url: 'http://app.test/personal/recharge',
      created_at,
      expires_at: created_at + 900,
    });
    const t = now();
    await s.db
      .insertInto('orders')
      .values([
        order(r.id, `T${r.id}-1`, 'paid', t - 60),
        order(r.id, `T${r.id}-2`, 'cancelled', t),
        order(other.id, `T${other.id}-1`, 'paid', t),
      ])
      .execute();
    const page = await r.ok('payRecords', {});
    expect(page.total).toBe(2);
    expect(page.list.map((o) => [o.order_no, o.status, o.amount_cents])).toEqual([
      [`T${r.id}-2`, 'cancelled', 600],
      [`T${r.id}-1`, 'paid', 600],
    ]);
  });
});

describe('appList', () => {
  it('serves the seeded apps with media icons, and never a link that is not http(s)', async () => {
    const before = (await s.post<{ list: { url: string; icon: string }[] }>('appList', {})).data?.list ?? [];
    expect(before.length).toBeGreaterThan(0);
    for (const app of before) {
      expect(app.url).toMatch(/^https?:\/\//);
      expect(app.icon).toMatch(/\/media\//);
    }
    await s.db
      .insertInto('apps')
      .values([
        { name: 'bad', icon: 'x.png', description: '', url: 'javascript:alert(1)', sort: -1 },
        { name: 'data', icon: 'x.png', description: '', url: 'data:text/html,hi', sort: -1 },
        { name: 'junk', icon: 'x.png', description: '', url: 'not a url', sort: -1 },
      ])
      .execute();
    const after = (await s.post<{ list: { name: string }[] }>('appList', {})).data?.list ?? [];
    expect(after.map((app) => app.name)).toEqual(before.map((app) => (app as unknown as { name: string }).name));
  });
});

describe('inviteList', () => {
  it('counts and pages the readers who joined with my code', async () => {
    const r = await reader(s);
    const code = (await r.ok('userInfo')).share_code;
    expect(await r.ok('inviteList', {})).toMatchObject({ total: 0, list: [] });
    await s.guest({ invite_code: code });
    await s.guest({ invite_code: code });
    const late = await reader(s);
    await late.ok('editUserInfoV2', { invite_code: code });
    const page = await r.ok('inviteList', { page_size: 2 });
    expect(page).toMatchObject({ total: 3, has_more: true });
    expect(page.list[0]?.nickname).toBe((await late.ok('userInfo')).nickname);
    expect((await r.ok('inviteList', { page: 2, page_size: 2 })).list).toHaveLength(1);
  });
});

describe('agentStatus', () => {
  it('is none, refused without an email, then pending once applied', async () => {
    const r = await reader(s);
    expect(await r.ok('agentStatus')).toEqual({ status: 'none' });
    expect(await r.post('agentApply')).toMatchObject({ status: 403, msg: '请先绑定邮箱' });
    expect(await r.ok('agentStatus')).toEqual({ status: 'none' });
    await s.db
      .updateTable('users')
      .set({ email: `a${r.id}@example.com` })
      .where('id', '=', r.id)
      .execute();
    expect(await r.ok('agentApply')).toEqual({ status: 'pending' });
    expect(await r.ok('agentStatus')).toEqual({ status: 'pending' });
  });
});
