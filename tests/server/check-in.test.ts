/**
 * Daily check-in: once per China day (50 concurrent requests check in once), the streak carried from
 * yesterday and broken by a missed day, the reward credited through the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_REWARDS as CHECK_IN_REWARDS } from '../../server/db/money-settings';
import { chinaDay } from '../../server/time/china-time';
import { startTestServer, type TestServer } from './harness';
import { goldBook, now, reader } from './reading-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const today = () => chinaDay(now());
const pastCheckIn = (userId: number, daysAgo: number, streak: number) =>
  s.db
    .insertInto('sign_ins')
    .values({ user_id: userId, day: today() - daysAgo, streak, reward: 0, created_at: now() })
    .execute();

describe('signIn', () => {
  it('shows the week, signs in once a day with the first day’s reward through the ledger', async () => {
    const r = await reader(s);
    const state = await r.ok('signInState');
    expect(state).toMatchObject({ signed_today: false, streak: 0, balance: 100 });
    expect(state.days.map((d) => d.reward)).toEqual([...CHECK_IN_REWARDS]);
    expect(state.days.map((d) => d.today)).toEqual([true, false, false, false, false, false, false]);

    const signed = await r.ok('signIn');
    expect(signed).toMatchObject({ signed_today: true, streak: 1, reward: CHECK_IN_REWARDS[0], balance: 110 });
    expect(signed.days[0]).toMatchObject({ signed: true, today: true });
    const book = await goldBook(s, r.id);
    const date = new Date(today() * 86_400_000).toISOString().slice(0, 10);
    expect(book.ledger.at(-1)).toEqual({ delta: CHECK_IN_REWARDS[0], reason: 'sign_in', ref: `sign_in:${date}` });

    expect(await r.post('signIn')).toMatchObject({ status: 409, msg: '今日已签到' });
    expect(await goldBook(s, r.id)).toEqual(book);
    expect((await r.ok('signInState')).signed_today).toBe(true);
  });

  it('continues yesterday’s streak, and a missed day starts again at day 1', async () => {
    const kept = await reader(s);
    await pastCheckIn(kept.id, 2, 2);
    await pastCheckIn(kept.id, 1, 3);
    const before = await kept.ok('signInState');
    expect(before.streak).toBe(3);
    expect(before.days.map((d) => d.signed)).toEqual([true, true, true, false, false, false, false]);
    expect(before.days[3]?.today).toBe(true);
    expect(await kept.ok('signIn')).toMatchObject({ streak: 4, reward: CHECK_IN_REWARDS[3] });

    const broken = await reader(s);
    await pastCheckIn(broken.id, 2, 5);
    expect((await broken.ok('signInState')).streak).toBe(0);
    expect(await broken.ok('signIn')).toMatchObject({ streak: 1, reward: CHECK_IN_REWARDS[0] });

    const week = await reader(s);
    await pastCheckIn(week.id, 1, 7);
    expect(await week.ok('signIn')).toMatchObject({ streak: 8, reward: CHECK_IN_REWARDS[0] });
  });

  it('50 concurrent check-ins of one reader credit one reward', async () => {
    const r = await reader(s);
    const answers = await Promise.all(Array.from({ length: 50 }, () => r.post('signIn')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const book = await goldBook(s, r.id);
    expect(book.ledger.filter((row) => row.reason === 'sign_in')).toHaveLength(1);
    expect(book.gold).toBe(100 + CHECK_IN_REWARDS[0]);
  });

  it('needs a login', async () => {
    expect(await s.post('signIn')).toMatchObject({ status: 401 });
  });
});
