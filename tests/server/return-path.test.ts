/**
 * createOrder's return_path against the usual open-redirect bypasses: whatever is sent, the order's
 * return address (given to the provider), the cashier's 303 and its back link stay on the site —
 * with and without PUBLIC_ORIGIN — or the order is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { reader } from './reading-fixtures';
import { BYPASSES, REFUSED } from './redirect-bypasses';

async function checkCorpus(s: TestServer, site: string) {
  const r = await reader(s);
  const outcomes: Record<string, string> = {};
  for (const path of BYPASSES) {
    const answer = await r.post('createOrder', { package_id: 1, return_path: path });
    if (answer.status === 400) {
      outcomes[path] = 'refused';
      expect(answer.msg).toBe('参数错误：return_path');
      continue;
    }
    expect(answer.status, JSON.stringify(path)).toBe(200);
    const { order, pay_url } = answer.data as { order: { order_no: string }; pay_url: string };
    const stored = await s.db
      .selectFrom('orders')
      .select('return_url')
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow();
    // What a real provider would be given.
    expect(new URL(stored.return_url).origin, JSON.stringify(path)).toBe(site);
    const cashier = `${s.url}${new URL(pay_url, s.url).pathname}`;
    const back = await fetch(cashier, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    const location = back.headers.get('location') ?? '';
    expect(new URL(location, cashier).origin, `${JSON.stringify(path)} → ${location}`).toBe(new URL(s.url).origin);
    expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
    const page = await (await fetch(cashier)).text();
    const link = /href="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(new URL(link.replaceAll('&amp;', '&'), cashier).origin, link).toBe(new URL(s.url).origin);
    outcomes[path] = new URL(location, site).pathname;
  }
  for (const path of REFUSED) expect(outcomes[path], JSON.stringify(path)).toBe('refused');
  return outcomes;
}

describe('return_path', { timeout: 60_000 }, () => {
  let s: TestServer;
  let withOrigin: TestServer;
  beforeAll(async () => {
    [s, withOrigin] = await Promise.all([
      startTestServer(),
      startTestServer({ PUBLIC_ORIGIN: 'https://m.example.com' }),
    ]);
  });
  afterAll(() => Promise.all([s.close(), withOrigin.close()]));

  it('never leaves the site, whatever bypass is tried', async () => {
    await checkCorpus(s, new URL(s.url).origin);
  });

  it('never leaves the site with PUBLIC_ORIGIN either', async () => {
    await checkCorpus(withOrigin, 'https://m.example.com');
  });

  it('keeps an app page and its query, and adds the order number', async () => {
    const r = await reader(s);
    const { order } = await r.ok('createOrder', { package_id: 1, return_path: '/personal/recharge?back=%2Fvip' });
    const stored = await s.db
      .selectFrom('orders')
      .select('return_url')
      .where('order_no', '=', order.order_no)
      .executeTakeFirstOrThrow();
    expect(stored.return_url).toBe(`${s.url}/personal/recharge?back=%2Fvip&order=${order.order_no}`);
  });
});
