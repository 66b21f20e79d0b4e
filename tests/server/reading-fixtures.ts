/**
 * Fixtures for the reading tests: readers with a known balance, works whose chapters have known
 * access rules (rewritten in the test's own database), and calls checked against the contract.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { WorkKind } from '../../server/db/schema';
import { answers, type EndpointName } from '../../src/core/contract/answers';
import type { TestServer } from './harness';

export const now = () => Math.floor(Date.now() / 1000);

/**
 * Sets a reader's balance the way real money moves: a ledger row and the balance in one
 * transaction, so that the balance stays the sum of the ledger.
 */
export async function setGold(s: Pick<TestServer, 'db'>, userId: number, gold: number): Promise<void> {
  await s.db.transaction().execute(async (trx) => {
    const { gold: current } = await trx
      .selectFrom('users')
      .select('gold')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (current === gold) return;
    await trx
      .insertInto('gold_ledger')
      .values({ user_id: userId, delta: gold - current, reason: 'test', ref: null, created_at: now() })
      .execute();
    await trx.updateTable('users').set({ gold }).where('id', '=', userId).execute();
  });
}

export const setVip = (s: TestServer, userId: number, until: number) =>
  s.db.updateTable('users').set({ vip_expire_time: until }).where('id', '=', userId).execute();

export interface Reader {
  id: number;
  token: string;
  /** Posts with the reader's token. */
  post: (name: EndpointName, body?: Record<string, unknown>) => ReturnType<TestServer['post']>;
  /** Posts, expects 200 and parses the answer with the contract's schema. */
  ok: <N extends EndpointName>(
    name: N,
    body?: Record<string, unknown>,
  ) => Promise<v.InferOutput<(typeof answers)[N]['answer']>>;
}

export async function reader(s: TestServer, gold?: number): Promise<Reader> {
  const { access_token: token, id } = await s.guest();
  if (gold !== undefined) await setGold(s, id, gold);
  const post = (name: EndpointName, body: Record<string, unknown> = {}) =>
    s.post(name, { ...body, access_token: token });
  return {
    id,
    token,
    post,
    async ok(name, body = {}) {
      const answer = await post(name, body);
      expect(answer, `${name} ${JSON.stringify(body)}: ${answer.msg}`).toMatchObject({ status: 200, code: 200 });
      return v.parse(answers[name].answer, answer.data);
    },
  };
}

type Rule = { access: 'free' | 'vip' | 'gold'; price?: number; free_until?: number | null };

/**
 * A work of `kind` (with at least `rules.length` chapters) whose first chapters get `rules`, the
 * rest free, and no work window. Answers the work id and the chapter ids in order.
 */
export async function workWithRules(s: Pick<TestServer, 'db'>, kind: WorkKind, rules: Rule[], skip = 0) {
  const works = await s.db
    .selectFrom('works')
    .select('id')
    .where('kind', '=', kind)
    .where('chapter_count', '>=', rules.length)
    .orderBy('id')
    .execute();
  const work = works[skip];
  if (!work) throw new Error(`no ${kind} work with ${rules.length} chapters`);
  await s.db.updateTable('works').set({ free_until: null }).where('id', '=', work.id).execute();
  const chapters = await s.db
    .selectFrom('chapters')
    .select('id')
    .where('work_id', '=', work.id)
    .orderBy('idx')
    .execute();
  await s.db
    .updateTable('chapters')
    .set({ access: 'free', price: 0, free_until: null })
    .where('work_id', '=', work.id)
    .execute();
  for (const [i, rule] of rules.entries()) {
    await s.db
      .updateTable('chapters')
      .set({ access: rule.access, price: rule.price ?? 0, free_until: rule.free_until ?? null })
      .where('id', '=', chapters[i]?.id as number)
      .execute();
  }
  return { workId: work.id, chapterIds: chapters.map((c) => c.id) };
}

/** Gold rows of a reader: the balance and the ledger it must equal. */
export async function goldBook(s: Pick<TestServer, 'db'>, userId: number) {
  const { gold } = await s.db.selectFrom('users').select('gold').where('id', '=', userId).executeTakeFirstOrThrow();
  const ledger = await s.db
    .selectFrom('gold_ledger')
    .select(['delta', 'reason', 'ref'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const purchases = await s.db
    .selectFrom('purchases')
    .select(['chapter_id', 'price'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { gold, ledger, purchases, ledgerSum: ledger.reduce((sum, row) => sum + row.delta, 0) };
}
