/**
 * Support in the console: readers found by UID, email, phone and nickname; their ledger with the
 * balance after each row; gold adjusted with a reason (an `adjust` row the reader sees), VIP
 * granted, sessions ended; a ban refusing every call of the reader (403, code banned) and a new
 * login, lifted by unbanning; agent applications approved or rejected, seen by the reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentItem, LedgerItem, Page, ReaderDetail, ReaderItem } from '../../src/core/admin/answers';
import { CODE } from '../../src/core/contract/envelope';
import { type ConsoleClient, signedIn } from './console-harness';
import { startTestServer, type TestServer } from './harness';
import { goldBook, reader } from './reading-fixtures';

let s: TestServer;
let support: ConsoleClient;
let finance: ConsoleClient;
beforeAll(async () => {
  s = await startTestServer();
  support = await signedIn(s, 'support@example.com', 'support');
  finance = await signedIn(s, 'finance@example.com', 'finance');
});
afterAll(() => s.close());

const uidOf = async (id: number) =>
  (await s.db.selectFrom('users').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;

describe('finding a reader', () => {
  it('by UID, email, phone or a part of the nickname; finance is refused', async () => {
    const r = await reader(s);
    await s.db
      .updateTable('users')
      .set({ nickname: '找我的读者', email: 'findme@example.com', phone: '13900001111' })
      .where('id', '=', r.id)
      .execute();
    for (const q of [await uidOf(r.id), 'findme@example.com', '13900001111', '找我'])
      expect(
        (await support.get<Page<ReaderItem>>(`/readers?q=${encodeURIComponent(q)}`)).body.items.map((i) => i.id),
      ).toEqual([r.id]);
    expect((await finance.get('/readers')).status).toBe(403);
  });
});

describe('gold, VIP and sessions', () => {
  it('adjusts gold up and down with a required reason, as ledger rows with the balance after each', async () => {
    const r = await reader(s);
    const start = (await goldBook(s, r.id)).gold;
    expect((await support.post(`/readers/${r.id}/gold`, { delta: 50 })).status).toBe(400);
    expect((await support.post(`/readers/${r.id}/gold`, { delta: 50, reason: '活动补发' })).body).toMatchObject({
      reader: { gold: start + 50 },
    });
    await support.post(`/readers/${r.id}/gold`, { delta: -20, reason: '误发收回' });
    const over = await support.post(`/readers/${r.id}/gold`, { delta: -1_000_000, reason: '误发收回' });
    expect(over).toMatchObject({ status: 409, body: { error: 'insufficientGold' } });
    const ledger = await support.get<Page<LedgerItem>>(`/readers/${r.id}/ledger`);
    expect(ledger.body.items.slice(0, 2)).toMatchObject([
      { delta: -20, reason: 'adjust', note: '误发收回', balance: start + 30 },
      { delta: 50, reason: 'adjust', note: '活动补发', balance: start + 50 },
    ]);
    const seen = await r.ok('goldRecords', { page: 1, page_size: 5 });
    expect(seen.list[0]).toMatchObject({ delta: -20, reason: 'adjust', balance: start + 30 });
    expect(seen.list[0]).not.toHaveProperty('note');
    const book = await goldBook(s, r.id);
    expect(book.ledgerSum).toBe(book.gold);
  });

  it('grants VIP days and ends the reader’s sessions', async () => {
    const r = await reader(s);
    const granted = await support.post<ReaderDetail>(`/readers/${r.id}/vip`, { days: 30, reason: '补偿' });
    expect(granted.body.reader.vip_expire_time).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(granted.body.sessions).toHaveLength(1);
    const ended = await support.post<ReaderDetail>(`/readers/${r.id}/sessions/end`);
    expect(ended.body.sessions).toHaveLength(0);
    expect((await r.post('userInfo')).code).toBe(CODE.notLoggedIn);
  });
});

describe('bans', () => {
  it('refuse every call of the reader with the ban message, and a new login, until unbanned', async () => {
    const r = await reader(s);
    const banned = await support.post<ReaderDetail>(`/readers/${r.id}/ban`, { reason: '刷单' });
    expect(banned.body.reader).toMatchObject({ ban_reason: '刷单' });
    for (const [name, body] of [
      ['userInfo', {}],
      ['goldRecords', { page: 1, page_size: 5 }],
      ['signIn', {}],
    ] as const) {
      const answer = await r.post(name, body);
      expect(answer).toMatchObject({ status: 403, code: CODE.banned, msg: '该账号已被封禁，如有疑问请联系客服' });
    }
    const { account_certificate } = await s.db
      .selectFrom('users')
      .select('account_certificate')
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect((await s.post('findAccount', { account_certificate })).code).toBe(CODE.banned);
    await support.post(`/readers/${r.id}/unban`);
    expect((await r.post('userInfo')).status).toBe(200);
    const actions = await s.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'reader')
      .where('target_id', '=', String(r.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['reader.ban', 'reader.unban']);
  });
});

describe('agent applications', () => {
  it('are approved or rejected, and the reader sees it (and may apply again after a rejection)', async () => {
    const a = await reader(s);
    const b = await reader(s);
    for (const r of [a, b]) {
      await s.db
        .updateTable('users')
        .set({ email: `agent${r.id}@example.com` })
        .where('id', '=', r.id)
        .execute();
      expect((await r.ok('agentApply')).status).toBe('pending');
    }
    const pending = await support.get<Page<AgentItem>>('/agents');
    expect(pending.body.items.map((i) => i.user_id)).toEqual(expect.arrayContaining([a.id, b.id]));
    await support.post(`/agents/${a.id}/approve`);
    await support.post(`/agents/${b.id}/reject`);
    expect((await support.post(`/agents/${b.id}/reject`)).status).toBe(404);
    expect((await a.ok('agentStatus')).status).toBe('approved');
    expect((await b.ok('agentStatus')).status).toBe('rejected');
    expect((await b.ok('agentApply')).status).toBe('pending');
  });
});
