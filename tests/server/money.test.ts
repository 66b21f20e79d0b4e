/**
 * Money is exact: 200 purchases, 50 check-ins and 50 copies of payment notifications, all at once
 * over HTTP for several readers; then for each reader the balance is the ledger's sum and never
 * below zero, each chapter was bought at most once and each order credited once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxNotification } from '../../server/payments/sandbox';
import { startTestServer, type TestServer } from './harness';
import { goldBook, type Reader, reader, workWithRules } from './reading-fixtures';

let s: TestServer;
const SECRET = 'money-test-secret';
beforeAll(async () => {
  s = await startTestServer({ PAYMENT_SANDBOX_SECRET: SECRET });
});
afterAll(() => s.close());

it('mixes 200 purchases, 50 check-ins and 50 duplicate notifications for 5 readers and stays exact', async () => {
  const prices = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
  const work = await workWithRules(
    s,
    'comic',
    prices.map((price) => ({ access: 'gold' as const, price })),
  );
  const chapters = work.chapterIds.slice(0, prices.length);
  const readers: Reader[] = [];
  for (let i = 0; i < 5; i++) readers.push(await reader(s, 60 + i * 40));
  const packs = await s.post<{ gold: { id: number }[] }>('packageList');
  const packId = packs.data?.gold[0]?.id as number;
  // One order per reader, each to be notified ten times at once.
  const orders = await Promise.all(readers.map((r) => r.ok('createOrder', { package_id: packId })));

  const post = async (path: string, init: RequestInit) => (await fetch(`${s.url}${path}`, init)).status;
  const api = (name: string, body: object) =>
    post(`/api2/${name}.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const jobs: Promise<number>[] = [];
  for (let i = 0; i < 200; i++) {
    const r = readers[i % readers.length] as Reader;
    jobs.push(api('buyChapter', { chapter_id: chapters[(i * 7) % chapters.length], access_token: r.token }));
  }
  for (let i = 0; i < 50; i++)
    jobs.push(api('signIn', { access_token: (readers[i % readers.length] as Reader).token }));
  for (let i = 0; i < 50; i++) {
    const { order } = orders[i % orders.length] as (typeof orders)[number];
    const note = sandboxNotification(SECRET, {
      order_no: order.order_no,
      amount_cents: order.amount_cents,
      status: 'paid',
      txn_id: `TXN-${order.order_no}`,
    });
    jobs.push(
      post('/pay/notify/sandbox', {
        method: 'POST',
        headers: { [SANDBOX_SIGNATURE_HEADER]: note.signature },
        body: note.body,
      }),
    );
  }
  // Shuffled so that every kind races with every other.
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [jobs[i], jobs[j]] = [jobs[j] as Promise<number>, jobs[i] as Promise<number>];
  }
  const statuses = await Promise.all(jobs);
  for (const status of statuses) expect([200, 402, 409]).toContain(status);

  for (const [i, r] of readers.entries()) {
    const book = await goldBook(s, r.id);
    expect(book.gold, `reader ${i}`).toBe(book.ledgerSum);
    expect(book.gold).toBeGreaterThanOrEqual(0);
    const bought = book.purchases.map((p) => p.chapter_id);
    expect(new Set(bought).size).toBe(bought.length);
    expect(book.ledger.filter((row) => row.reason === 'purchase')).toHaveLength(bought.length);
    expect(book.ledger.filter((row) => row.reason === 'sign_in')).toHaveLength(1);
    const order = orders[i]?.order;
    expect(book.ledger.filter((row) => row.reason === 'recharge')).toEqual([
      { delta: order?.gold, reason: 'recharge', ref: `order:${order?.order_no}` },
    ]);
  }
  const credited = await s.db
    .selectFrom('payment_events')
    .select(['order_no'])
    .where('outcome', '=', 'credited')
    .execute();
  expect(credited.map((e) => e.order_no).sort()).toEqual(orders.map((o) => o.order.order_no).sort());
});
