/**
 * Orders and payment notifications: orders priced by the server, the sandbox pay page, the HMAC
 * signature, refusals logged (bad signature, stale replay, unknown order, wrong amount, expired),
 * idempotent crediting under duplicate and concurrent notifications, VIP extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS_LOGGED_PER_MINUTE, REFUSALS_PER_ADDRESS_MINUTE } from '../../server/payments/refusal-log';
import { MAX_NOTIFICATION_BYTES } from '../../server/payments/routes';
import { SANDBOX_SIGNATURE_HEADER, sandboxNotification } from '../../server/payments/sandbox';
import { startTestServer, type TestServer } from './harness';
import { goldBook, now, type Reader, reader, setVip, workWithRules } from './reading-fixtures';

let s: TestServer;
let goldPack: { id: number; gold: number; bonus: number; price_cents: number };
let vipPack: { id: number; days: number; price_cents: number };
const SECRET = 'test-sandbox-secret';

beforeAll(async () => {
  s = await startTestServer({ PAYMENT_SANDBOX_SECRET: SECRET });
  const packs = await s.post<{ gold: (typeof goldPack)[]; vip: (typeof vipPack)[] }>('packageList');
  goldPack = packs.data?.gold.find((p) => p.bonus > 0) as typeof goldPack;
  vipPack = packs.data?.vip[0] as typeof vipPack;
});
afterAll(() => s.close());

const notify = (body: string, signature: string) =>
  fetch(`${s.url}/pay/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body,
  });

async function order(r: Reader, packageId: number, return_path?: string) {
  return r.ok('createOrder', { package_id: packageId, ...(return_path ? { return_path } : {}) });
}

const events = (orderNo: string) =>
  s.db.selectFrom('payment_events').select(['outcome']).where('order_no', '=', orderNo).orderBy('id').execute();

describe('createOrder', () => {
  it('prices the order from the server’s packages and answers the sandbox pay page', async () => {
    const r = await reader(s);
    const { order: o, pay_url } = await order(r, goldPack.id);
    expect(o).toMatchObject({
      type: 'gold',
      status: 'pending',
      amount_cents: goldPack.price_cents,
      gold: goldPack.gold + goldPack.bonus,
    });
    expect(o.expires_at - o.created_at).toBe(15 * 60);
    expect(pay_url).toBe(`/pay/sandbox/${o.order_no}`);
    const page = await s.raw(pay_url);
    const html = await page.text();
    expect(html).toContain('沙箱');
    expect(html).toContain('支付');
    expect(html).toContain('取消');
    expect(html).toContain(`¥${(goldPack.price_cents / 100).toFixed(2)}`);
  });

  it('refuses an unknown package, a foreign return path, a missing login and an amount from the client', async () => {
    const r = await reader(s);
    expect(await r.post('createOrder', { package_id: 999_999 })).toMatchObject({ status: 404, msg: '套餐不存在' });
    expect(await r.post('createOrder', { package_id: goldPack.id, return_path: '//evil.example/x' })).toMatchObject({
      status: 400,
    });
    expect(await r.post('createOrder', { package_id: goldPack.id, amount_cents: 1 })).toMatchObject({ status: 400 });
    expect(await s.post('createOrder', { package_id: goldPack.id })).toMatchObject({ status: 401 });
  });
});

describe('the sandbox pay page', () => {
  it('支付 credits the gold once through the ledger and sends the reader back with the order number', async () => {
    const r = await reader(s);
    const { order: o, pay_url } = await order(r, goldPack.id, '/personal/recharge?back=%2Fmanga%2Fmanga_content');
    const paid = await s.raw(pay_url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '', s.url);
    expect(back.pathname).toBe('/personal/recharge');
    expect(back.searchParams.get('order')).toBe(o.order_no);
    expect(back.searchParams.get('back')).toBe('/manga/manga_content');
    const status = await r.ok('orderStatus', { order_no: o.order_no });
    expect(status).toMatchObject({ order: { status: 'paid' }, balance: 100 + goldPack.gold + goldPack.bonus });
    const book = await goldBook(s, r.id);
    expect(book.ledger.at(-1)).toEqual({
      delta: goldPack.gold + goldPack.bonus,
      reason: 'recharge',
      ref: `order:${o.order_no}`,
    });
    // Paying again from the same page changes nothing.
    await s.raw(pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(await goldBook(s, r.id)).toEqual(book);
    expect(await (await s.raw(pay_url)).text()).toContain('该订单已支付');
    expect((await events(o.order_no)).map((e) => e.outcome)).toEqual(['credited', 'duplicate']);
  });

  it('取消 changes nothing but the order’s status, and it cannot be paid after', async () => {
    const r = await reader(s);
    const before = await goldBook(s, r.id);
    const { order: o, pay_url } = await order(r, goldPack.id);
    await s.raw(pay_url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' });
    expect((await r.ok('orderStatus', { order_no: o.order_no })).order.status).toBe('cancelled');
    const late = sandboxNotification(SECRET, { order_no: o.order_no, amount_cents: o.amount_cents, status: 'paid' });
    await notify(late.body, late.signature);
    expect(await goldBook(s, r.id)).toEqual(before);
  });
});

describe('notifications', () => {
  it('refuses and logs a bad signature, a stale replay, an unknown order, a wrong amount and an expired order', async () => {
    const r = await reader(s);
    const before = await goldBook(s, r.id);
    const { order: o } = await order(r, goldPack.id);
    const good = { order_no: o.order_no, amount_cents: o.amount_cents, status: 'paid' as const };

    const forged = sandboxNotification('not-the-secret', good);
    expect((await notify(forged.body, forged.signature)).status).toBe(400);
    const stale = sandboxNotification(SECRET, { ...good, timestamp: now() - 3600 });
    expect((await notify(stale.body, stale.signature)).status).toBe(400);
    const wrong = sandboxNotification(SECRET, { ...good, amount_cents: 1 });
    expect((await notify(wrong.body, wrong.signature)).status).toBe(400);
    const unknown = sandboxNotification(SECRET, { ...good, order_no: 'M0NOSUCHORDER' });
    expect((await notify(unknown.body, unknown.signature)).status).toBe(400);
    const tampered = sandboxNotification(SECRET, good);
    expect((await notify(tampered.body.replace(String(o.amount_cents), '1'), tampered.signature)).status).toBe(400);
    expect(await goldBook(s, r.id)).toEqual(before);
    expect((await r.ok('orderStatus', { order_no: o.order_no })).order.status).toBe('pending');
    expect((await events(o.order_no)).map((e) => e.outcome)).toEqual([
      'bad_signature',
      'stale',
      'wrong_amount',
      'bad_signature',
    ]);
    expect(
      await s.db.selectFrom('payment_events').select('outcome').where('order_no', '=', 'M0NOSUCHORDER').execute(),
    ).toEqual([{ outcome: 'unknown_order' }]);

    // Past its 15 minutes the order expires: a payment then is refused and the status says so.
    await s.db
      .updateTable('orders')
      .set({ expires_at: now() - 1 })
      .where('order_no', '=', o.order_no)
      .execute();
    const late = sandboxNotification(SECRET, good);
    expect((await notify(late.body, late.signature)).status).toBe(400);
    expect((await r.ok('orderStatus', { order_no: o.order_no })).order.status).toBe('expired');
    expect(await goldBook(s, r.id)).toEqual(before);
  });

  it('50 concurrent copies of one notification credit the order once', async () => {
    const r = await reader(s);
    const { order: o } = await order(r, goldPack.id);
    const note = sandboxNotification(SECRET, { order_no: o.order_no, amount_cents: o.amount_cents, status: 'paid' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(note.body, note.signature)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const book = await goldBook(s, r.id);
    expect(book.ledger.filter((row) => row.reason === 'recharge')).toHaveLength(1);
    expect(book.gold).toBe(100 + o.gold);
    expect((await events(o.order_no)).filter((e) => e.outcome === 'credited')).toHaveLength(1);
  });

  it('another reader’s order is unknown to orderStatus', async () => {
    const a = await reader(s);
    const b = await reader(s);
    const { order: o } = await order(a, goldPack.id);
    expect(await b.post('orderStatus', { order_no: o.order_no })).toMatchObject({ status: 404, msg: '订单不存在' });
  });
});

describe('VIP orders', () => {
  const pay = async (r: Reader) => {
    const { order: o } = await order(r, vipPack.id, '/vip');
    const note = sandboxNotification(SECRET, { order_no: o.order_no, amount_cents: o.amount_cents, status: 'paid' });
    expect((await notify(note.body, note.signature)).status).toBe(200);
    return r.ok('orderStatus', { order_no: o.order_no });
  };

  it('extends from now when not VIP, from the expiry when VIP, and moves no gold', async () => {
    const r = await reader(s);
    const start = now();
    const first = await pay(r);
    expect(first.is_vip).toBe(true);
    expect(first.vip_expire_time).toBeGreaterThanOrEqual(start + vipPack.days * 86400);
    expect(first.vip_expire_time).toBeLessThanOrEqual(now() + vipPack.days * 86400);
    const second = await pay(r);
    expect(second.vip_expire_time).toBe(first.vip_expire_time + vipPack.days * 86400);
    expect(second.balance).toBe(100);
    // Expired long ago: the new term starts now, not at the old expiry.
    await setVip(s, r.id, now() - 10 * 86400);
    const renewed = await pay(r);
    expect(renewed.vip_expire_time).toBeGreaterThanOrEqual(start + vipPack.days * 86400);
    expect(renewed.vip_expire_time).toBeLessThanOrEqual(now() + vipPack.days * 86400);
  });

  it('opens VIP chapters while it lasts, and locks them again after expiry', async () => {
    const work = await workWithRules(s, 'novel', [{ access: 'free' }, { access: 'vip' }]);
    const vipChapter = work.chapterIds[1];
    const r = await reader(s);
    expect((await r.ok('chapterContent', { chapter_id: vipChapter })).readable).toBe(false);
    await pay(r);
    expect(await r.ok('chapterContent', { chapter_id: vipChapter })).toMatchObject({ readable: true, is_vip: true });
    await setVip(s, r.id, now() - 1);
    expect(await r.ok('chapterContent', { chapter_id: vipChapter })).toMatchObject({ readable: false, is_vip: false });
    expect((await r.ok('userInfo')).is_vip).toBe(false);
  });
});

describe('the notification route', () => {
  it('refuses an unknown provider and an oversized body before reading it whole', async () => {
    expect((await fetch(`${s.url}/pay/notify/nosuch`, { method: 'POST', body: '{}' })).status).toBe(404);
    const big = await fetch(`${s.url}/pay/notify/sandbox`, { method: 'POST', body: 'x'.repeat(64 * 1024) });
    expect(big.status).toBe(413);
    const over = await fetch(`${s.url}/pay/notify/sandbox`, {
      method: 'POST',
      body: 'x'.repeat(MAX_NOTIFICATION_BYTES + 1),
    });
    expect(over.status).toBe(413);
  });
});

describe('a flood of forged notifications', { timeout: 60_000 }, () => {
  let f: TestServer;
  beforeAll(async () => {
    f = await startTestServer({ PAYMENT_SANDBOX_SECRET: SECRET, TRUST_PROXY: '1' });
  });
  afterAll(() => f.close());

  /** A forged notification of nearly the largest size, from `address` (as one trusted proxy reports it). */
  const forge = (address: string, i: number) => {
    const body = JSON.stringify({ order_no: `M${i}`, amount_cents: 1, status: 'paid', pad: 'x'.repeat(7000) });
    return fetch(`${f.url}/pay/notify/sandbox`, {
      method: 'POST',
      headers: { [SANDBOX_SIGNATURE_HEADER]: '00'.repeat(32), 'x-forwarded-for': address },
      body,
    });
  };
  const rows = async () => (await f.db.selectFrom('payment_events').select(['outcome', 'detail']).execute()).length;

  /** `count` requests, 16 at a time. */
  async function flood(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < count) statuses.push((await send(next++)).status);
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    return statuses;
  }

  it('writes a bounded number of rows, refuses the flooding address unread, and still takes real payments', async () => {
    const before = await rows();
    const statuses = await flood(400, (i) => forge('10.9.9.9', i));
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(2 * REFUSALS_PER_ADDRESS_MINUTE);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(300);
    // From as many addresses as requests: each is read, but the rows stay bounded all the same.
    const spread = await flood(200, (i) => forge(`10.8.${i >> 8}.${i & 255}`, i));
    expect(spread.every((status) => status === 400)).toBe(true);
    // A minute may turn during the test: at most two minutes' rows and summaries.
    expect((await rows()) - before).toBeLessThanOrEqual(2 * (REFUSALS_LOGGED_PER_MINUTE + 1));
    await expect
      .poll(async () =>
        (await f.db.selectFrom('payment_events').select('detail').where('outcome', '=', 'suppressed').execute()).map(
          (row) => Number.parseInt(row.detail, 10),
        ),
      )
      .toSatisfy((counts: number[]) => counts.reduce((sum, n) => sum + n, 0) >= 100);

    // The provider, from its own address, is heard and logged as always.
    const r = await reader(f);
    const { order: o } = await r.ok('createOrder', { package_id: 1 });
    const note = sandboxNotification(SECRET, { order_no: o.order_no, amount_cents: o.amount_cents, status: 'paid' });
    const paid = await fetch(`${f.url}/pay/notify/sandbox`, {
      method: 'POST',
      headers: { [SANDBOX_SIGNATURE_HEADER]: note.signature, 'x-forwarded-for': '10.7.7.7' },
      body: note.body,
    });
    expect(paid.status).toBe(200);
    expect((await r.ok('orderStatus', { order_no: o.order_no })).order.status).toBe('paid');
    expect(
      await f.db.selectFrom('payment_events').select('outcome').where('order_no', '=', o.order_no).execute(),
    ).toEqual([{ outcome: 'credited' }]);
  });
});
