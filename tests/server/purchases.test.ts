/**
 * buyChapter: one debit per (reader, chapter), the ledger and the balance moved together, refusals
 * that write nothing, and 200 concurrent purchases over real HTTP that never double-charge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { goldBook, now, reader, workWithRules } from './reading-fixtures';

let s: TestServer;
let comic: { workId: number; chapterIds: number[] };
let other: { workId: number; chapterIds: number[] };
const ch = (i: number) => comic.chapterIds[i - 1] as number;

beforeAll(async () => {
  s = await startTestServer();
  comic = await workWithRules(s, 'comic', [
    { access: 'free' },
    { access: 'vip' },
    { access: 'gold', price: 30 },
    { access: 'gold', price: 50 },
    { access: 'gold', price: 40, free_until: now() + 3600 },
    { access: 'gold', price: 120 },
  ]);
  other = await workWithRules(s, 'comic', [{ access: 'gold', price: 10 }], 1);
});
afterAll(() => s.close());

describe('buyChapter', () => {
  it('needs a user and a known chapter', async () => {
    expect(await s.post('buyChapter', { chapter_id: ch(3) })).toMatchObject({ status: 401, msg: '登录已过期' });
    const r = await reader(s);
    expect(await r.post('buyChapter', { chapter_id: 9_999_999 })).toMatchObject({ status: 404, msg: '内容不存在' });
  });

  it('debits the price once, with a ledger row, and answers the new balance', async () => {
    const r = await reader(s);
    expect(await r.ok('buyChapter', { chapter_id: ch(3) })).toEqual({ chapter_id: ch(3), charged: true, balance: 70 });
    const book = await goldBook(s, r.id);
    expect(book.gold).toBe(70);
    expect(book.ledger).toEqual([
      { delta: 100, reason: 'welcome', ref: null },
      { delta: -30, reason: 'purchase', ref: `chapter:${ch(3)}` },
    ]);
    expect(book.purchases).toEqual([{ chapter_id: ch(3), price: 30 }]);
  });

  it('is idempotent: buying again charges nothing and answers charged false', async () => {
    const r = await reader(s);
    await r.ok('buyChapter', { chapter_id: ch(4) });
    const before = await goldBook(s, r.id);
    for (let i = 0; i < 3; i++) {
      expect(await r.ok('buyChapter', { chapter_id: ch(4) })).toEqual({
        chapter_id: ch(4),
        charged: false,
        balance: 50,
      });
    }
    expect(await goldBook(s, r.id)).toEqual(before);
  });

  it('answers 402 金币不足 and writes nothing (not even auto_buy) when the balance is short', async () => {
    const r = await reader(s);
    const before = await goldBook(s, r.id);
    const answer = await r.post('buyChapter', { chapter_id: ch(6), auto_buy: true });
    expect(answer).toMatchObject({ status: 402, code: 402, msg: '金币不足', data: undefined });
    expect(await goldBook(s, r.id)).toEqual(before);
    expect(await s.db.selectFrom('auto_buy_works').selectAll().where('user_id', '=', r.id).execute()).toEqual([]);
    const english = await s.post(
      'buyChapter',
      { chapter_id: ch(6), access_token: r.token },
      { 'accept-language': 'en' },
    );
    expect(english).toMatchObject({ status: 402, msg: 'Not enough gold' });
  });

  it.each([
    ['free', 1],
    ['VIP', 2],
    ['limited-free now', 5],
  ])('refuses a %s chapter with 400 该章节无需购买', async (_, i) => {
    const r = await reader(s);
    const before = await goldBook(s, r.id);
    expect(await r.post('buyChapter', { chapter_id: ch(i) })).toMatchObject({
      status: 400,
      code: 400,
      msg: '该章节无需购买',
    });
    expect(await goldBook(s, r.id)).toEqual(before);
  });

  it('refuses a gold chapter while its work’s window is open, and answers one bought before as owned', async () => {
    const r = await reader(s);
    await r.ok('buyChapter', { chapter_id: ch(3) });
    await s.db
      .updateTable('works')
      .set({ free_until: now() + 600 })
      .where('id', '=', comic.workId)
      .execute();
    try {
      expect(await r.post('buyChapter', { chapter_id: ch(4) })).toMatchObject({ status: 400, msg: '该章节无需购买' });
      expect(await r.ok('buyChapter', { chapter_id: ch(3) })).toEqual({
        chapter_id: ch(3),
        charged: false,
        balance: 70,
      });
    } finally {
      await s.db.updateTable('works').set({ free_until: null }).where('id', '=', comic.workId).execute();
    }
  });

  it("stores the auto_buy choice for the chapter's work when given, and leaves it alone when not", async () => {
    const r = await reader(s, 500);
    const works = async () =>
      (await s.db.selectFrom('auto_buy_works').select('work_id').where('user_id', '=', r.id).execute()).map(
        (row) => row.work_id,
      );
    await r.ok('buyChapter', { chapter_id: ch(3) });
    expect(await works()).toEqual([]);
    await r.ok('buyChapter', { chapter_id: ch(4), auto_buy: true });
    expect(await works()).toEqual([comic.workId]);
    expect((await r.ok('chapterContent', { chapter_id: ch(1) })).auto_buy).toBe(true);
    // Another work keeps its own choice.
    expect((await r.ok('chapterContent', { chapter_id: other.chapterIds[0] as number })).auto_buy).toBe(false);
    // Also on a chapter bought before: the choice is the reader's, not the purchase's.
    await r.ok('buyChapter', { chapter_id: ch(3), auto_buy: false });
    expect(await works()).toEqual([]);
    await r.ok('buyChapter', { chapter_id: ch(6) });
    expect(await works()).toEqual([]);
  });

  it('keeps the unique (reader, chapter) pair in the database itself', async () => {
    const r = await reader(s);
    await r.ok('buyChapter', { chapter_id: ch(3) });
    await expect(
      s.db
        .insertInto('purchases')
        .values({ user_id: r.id, chapter_id: ch(3), price: 30, created_at: now() })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});

describe('buyChapter under concurrency', () => {
  it('200 concurrent purchases over HTTP: no double charge, ledger = balance, never negative', async () => {
    const prices = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55];
    const work = await workWithRules(
      s,
      'comic',
      prices.map((price) => ({ access: 'gold' as const, price })),
      1,
    );
    const chapters = work.chapterIds.slice(0, prices.length);
    const start = 200; // all ten cost 325
    const r = await reader(s, start);
    // Chapter 0 is asked for 60 times, the others by turns: the same chapter races with itself.
    const requests = Array.from({ length: 200 }, (_, i) =>
      i % 10 < 3 ? (chapters[0] as number) : (chapters[i % chapters.length] as number),
    );
    const answers = await Promise.all(
      requests.map((chapter_id) =>
        fetch(`${s.url}/api2/buyChapter.html`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chapter_id, access_token: r.token }),
        }).then(async (response) => {
          const json = (await response.json()) as { code: number; msg?: string; data?: string };
          const data = json.data
            ? ((await s.cipher.decryptJson(json.data)) as { chapter_id: number; charged: boolean; balance: number })
            : undefined;
          return { status: response.status, msg: json.msg, data };
        }),
      ),
    );

    for (const a of answers) expect([200, 402]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 402)) expect(a.msg).toBe('金币不足');
    for (const a of answers) if (a.data) expect(a.data.balance).toBeGreaterThanOrEqual(0);

    const book = await goldBook(s, r.id);
    const bought = book.purchases.map((p) => p.chapter_id);
    expect(new Set(bought).size).toBe(bought.length);
    const purchaseRows = book.ledger.filter((row) => row.reason === 'purchase');
    expect(purchaseRows).toHaveLength(book.purchases.length);
    expect(purchaseRows.map((row) => row.ref).sort()).toEqual(bought.map((id) => `chapter:${id}`).sort());
    expect(book.gold).toBe(book.ledgerSum);
    expect(book.gold).toBeGreaterThanOrEqual(0);
    expect(book.gold).toBe(start - book.purchases.reduce((sum, p) => sum + p.price, 0));
    // Exactly one answer per bought chapter says it charged; the balance could not cover them all.
    const charged = answers.filter((a) => a.data?.charged);
    expect(charged.map((a) => a.data?.chapter_id).sort()).toEqual([...bought].sort());
    expect(book.purchases.length).toBeGreaterThan(0);
    expect(book.purchases.length).toBeLessThan(chapters.length);
    expect(answers.some((a) => a.status === 402)).toBe(true);
  });
});

describe('the gold ledger', () => {
  it("after all the above, every user's balance is the sum of their ledger rows", async () => {
    const users = await s.db
      .selectFrom('users')
      .leftJoin('gold_ledger', 'gold_ledger.user_id', 'users.id')
      .select(['users.id', 'users.gold', (eb) => eb.fn.sum<number | null>('gold_ledger.delta').as('ledger')])
      .groupBy(['users.id', 'users.gold'])
      .execute();
    expect(users.length).toBeGreaterThan(10);
    for (const user of users)
      expect({ id: user.id, gold: user.gold }).toEqual({ id: user.id, gold: Number(user.ledger ?? 0) });
  });

  it('is append-only: the database itself refuses to change or remove a row', async () => {
    const r = await reader(s);
    const row = await s.db.selectFrom('gold_ledger').select('id').where('user_id', '=', r.id).executeTakeFirstOrThrow();
    await expect(
      s.db.updateTable('gold_ledger').set({ delta: 1_000_000 }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/gold_ledger is append-only/);
    await expect(s.db.deleteFrom('gold_ledger').where('id', '=', row.id).execute()).rejects.toThrow(
      /gold_ledger is append-only/,
    );
    expect(await goldBook(s, r.id)).toMatchObject({ gold: 100, ledgerSum: 100 });
  });
});
