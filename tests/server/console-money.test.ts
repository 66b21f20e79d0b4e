/**
 * Finance in the console: packs and plans (a switched-off pack is not offered), the money settings
 * the reader's answers follow at once, orders filtered and exported as CSV with their events, and
 * refunds through the ledger: gold taken back as a `refund` row, VIP days taken back, never twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxNotification } from '../../server/payments/sandbox';
import type { OrderDetail, OrderItem, PackageItem, Page } from '../../src/core/admin/answers';
import { type ConsoleClient, signedIn } from './console-harness';
import { startTestServer, type TestServer } from './harness';
import { goldBook, type Reader, reader } from './reading-fixtures';

let s: TestServer;
let finance: ConsoleClient;
let editor: ConsoleClient;
const SECRET = 'test-sandbox-secret';

beforeAll(async () => {
  s = await startTestServer({ PAYMENT_SANDBOX_SECRET: SECRET });
  finance = await signedIn(s, 'finance@example.com', 'finance');
  editor = await signedIn(s, 'editor@example.com', 'editor');
});
afterAll(() => s.close());

/** A paid order of `packageId` by `r`, paid through the sandbox's signed notification. */
async function paidOrder(r: Reader, packageId: number) {
  const { order } = await r.ok('createOrder', { package_id: packageId });
  const note = sandboxNotification(SECRET, {
    order_no: order.order_no,
    amount_cents: order.amount_cents,
    status: 'paid',
  });
  const answer = await fetch(`${s.url}/pay/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: note.signature },
    body: note.body,
  });
  expect(answer.status).toBe(200);
  return order;
}

const orderId = async (orderNo: string) =>
  (await s.db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id;

describe('packs and plans', () => {
  it('are listed, created, switched off (then not offered to readers) and audited; editors are refused', async () => {
    expect((await editor.get('/packages')).status).toBe(403);
    const created = await finance.post<PackageItem>('/packages', {
      type: 'gold',
      title: '测试包',
      gold: 700,
      bonus: 70,
      days: 0,
      price_cents: 700,
      sort: 99,
      enabled: true,
    });
    expect(created.status).toBe(200);
    const offered = async () =>
      ((await s.post<{ gold: { id: number }[] }>('packageList')).data?.gold ?? []).some(
        (p) => p.id === created.body.id,
      );
    expect(await offered()).toBe(true);
    const off = await finance.patch<PackageItem>(`/packages/${created.body.id}`, { enabled: false, price_cents: 800 });
    expect(off.body).toMatchObject({ enabled: false, price_cents: 800 });
    expect(await offered()).toBe(false);
    const r = await reader(s);
    expect((await r.post('createOrder', { package_id: created.body.id })).status).toBe(404);
    const entry = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'package.edit')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before as string)).toEqual({ enabled: true, price_cents: 700 });
    expect(
      (
        await finance.post('/packages', {
          type: 'vip',
          title: 'x',
          gold: 0,
          bonus: 0,
          days: 0,
          price_cents: 1,
          sort: 0,
          enabled: true,
        })
      ).status,
    ).toBe(400);
  });
});

describe('money settings', () => {
  it('change the welcome gold, the sign-in week and the default chapter price from the next request on', async () => {
    const week = [1, 2, 3, 4, 5, 6, 70];
    const changed = await finance.patch('/settings/money', {
      welcome_gold: 30,
      sign_in_rewards: week,
      default_chapter_price: 25,
    });
    expect(changed.body).toEqual({ welcome_gold: 30, sign_in_rewards: week, default_chapter_price: 25 });
    const r = await reader(s);
    expect((await goldBook(s, r.id)).gold).toBe(30);
    const state = await r.ok('signInState');
    expect(state.days.map((d) => d.reward)).toEqual(week);
    expect((await r.ok('signIn')).reward).toBe(1);
    expect((await finance.patch('/settings/money', { sign_in_rewards: [1, 2] })).status).toBe(400);
    const free = await s.db.selectFrom('chapters').select('id').where('access', '=', 'free').executeTakeFirstOrThrow();
    const paid = await editor.patch<{ access: string; price: number }>(`/chapters/${free.id}`, { access: 'gold' });
    expect(paid.body).toMatchObject({ access: 'gold', price: 25 });
    await finance.patch('/settings/money', { welcome_gold: 100, sign_in_rewards: [10, 10, 15, 15, 20, 20, 50] });
  });
});

describe('orders', () => {
  it('are filtered by status, reader, provider and China date, with their events, and exported as CSV', async () => {
    const packs = (await finance.get<{ items: PackageItem[] }>('/packages')).body.items;
    const gold = packs.find((p) => p.type === 'gold' && p.enabled) as PackageItem;
    const r = await reader(s);
    const paid = await paidOrder(r, gold.id);
    await r.ok('createOrder', { package_id: gold.id });
    const uid = (await s.db.selectFrom('users').select('uid').where('id', '=', r.id).executeTakeFirstOrThrow()).uid;
    const mine = await finance.get<Page<OrderItem>>(`/orders?reader=${uid}`);
    expect(mine.body.total).toBe(2);
    const paidOnly = await finance.get<Page<OrderItem>>(`/orders?reader=${uid}&status=paid&provider=sandbox`);
    expect(paidOnly.body.items.map((o) => o.order_no)).toEqual([paid.order_no]);
    expect((await finance.get<Page<OrderItem>>(`/orders?reader=${uid}&provider=other`)).body.total).toBe(0);
    expect((await finance.get<Page<OrderItem>>(`/orders?reader=${uid}&to=2000-01-01`)).body.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await finance.get<Page<OrderItem>>(`/orders?reader=${uid}&from=${today}&to=${today}`)).body.total).toBe(2);
    const detail = await finance.get<OrderDetail>(`/orders/${await orderId(paid.order_no)}`);
    expect(detail.body.events.map((e) => e.outcome)).toEqual(['credited']);
    expect(detail.body.refund).toBeNull();
    const csv = await finance.get(`/orders.csv?reader=${uid}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // (fetch's text() drops the byte order mark)
    const lines = (csv.body as { text: string }).text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'order_no,reader_uid,type,title,amount_yuan,status,provider,provider_txn,created_china,settled_china',
    );
    expect(lines).toHaveLength(3);
    expect(
      lines.some((line) => line.startsWith(`${paid.order_no},${uid},gold,`) && line.includes(',paid,sandbox,')),
    ).toBe(true);
  });
});

describe('refunds', () => {
  it('take a recharge’s gold back through the ledger, once, with the reason', async () => {
    const packs = (await finance.get<{ items: PackageItem[] }>('/packages')).body.items;
    const gold = packs.find((p) => p.type === 'gold' && p.enabled) as PackageItem;
    const r = await reader(s);
    const order = await paidOrder(r, gold.id);
    const before = await goldBook(s, r.id);
    const id = await orderId(order.order_no);
    expect((await editor.post(`/orders/${id}/refund`, { reason: '重复支付' })).status).toBe(403);
    expect((await finance.post(`/orders/${id}/refund`, {})).status).toBe(400);
    const refunded = await finance.post<OrderDetail>(`/orders/${id}/refund`, { reason: '重复支付' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.order.status).toBe('refunded');
    expect(refunded.body.refund).toMatchObject({
      reason: '重复支付',
      gold_taken: order.gold,
      operator_email: 'finance@example.com',
    });
    const after = await goldBook(s, r.id);
    expect(after.gold).toBe(before.gold - order.gold);
    expect(after.ledger.at(-1)).toEqual({ delta: -order.gold, reason: 'refund', ref: `order:${order.order_no}` });
    expect(after.ledgerSum).toBe(after.gold);
    const twice = await finance.post(`/orders/${id}/refund`, { reason: '重复支付' });
    expect(twice).toMatchObject({ status: 409, body: { error: 'alreadyRefunded' } });
    expect((await goldBook(s, r.id)).gold).toBe(after.gold);
    const records = await r.ok('payRecords', { page: 1, page_size: 10 });
    expect(records.list[0]).toMatchObject({ order_no: order.order_no, status: 'refunded' });
    const ledger = await r.ok('goldRecords', { page: 1, page_size: 10 });
    expect(ledger.list[0]).toMatchObject({ delta: -order.gold, reason: 'refund', balance: after.gold });
    const audit = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.refund').execute();
    expect(audit.filter((a) => a.target_id === String(id))).toHaveLength(1);
  });

  it('take a VIP order’s days back; refuse an unpaid order; take no more gold than is left', async () => {
    const packs = (await finance.get<{ items: PackageItem[] }>('/packages')).body.items;
    const vip = packs.find((p) => p.type === 'vip' && p.enabled) as PackageItem;
    const gold = packs.find((p) => p.type === 'gold' && p.enabled) as PackageItem;
    const r = await reader(s);
    const vipOrder = await paidOrder(r, vip.id);
    const expiry = async () =>
      (await s.db.selectFrom('users').select('vip_expire_time').where('id', '=', r.id).executeTakeFirstOrThrow())
        .vip_expire_time;
    const paidUntil = await expiry();
    const refunded = await finance.post<OrderDetail>(`/orders/${await orderId(vipOrder.order_no)}/refund`, {
      reason: '误购',
    });
    expect(refunded.body.refund).toMatchObject({ days_taken: vip.days, gold_taken: 0 });
    expect(await expiry()).toBe(paidUntil - vip.days * 86400);
    const { order: pending } = await r.ok('createOrder', { package_id: gold.id });
    const refused = await finance.post(`/orders/${await orderId(pending.order_no)}/refund`, { reason: '误购' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'notRefundable' } });
    const spent = await paidOrder(r, gold.id);
    // The reader spent all but 5 of it.
    const spentGold = (await goldBook(s, r.id)).gold - 5;
    await s.db.updateTable('users').set({ gold: 5 }).where('id', '=', r.id).execute();
    await s.db
      .insertInto('gold_ledger')
      .values({ user_id: r.id, delta: -spentGold, reason: 'purchase', ref: null, created_at: 0 })
      .execute();
    const partial = await finance.post<OrderDetail>(`/orders/${await orderId(spent.order_no)}/refund`, {
      reason: '误购',
    });
    expect(partial.body.refund?.gold_taken).toBe(5);
    expect((await goldBook(s, r.id)).gold).toBe(0);
  });
});
