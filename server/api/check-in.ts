/**
 * The daily check-in (签到, the wire's signIn): once per China calendar day (the sign_ins key, not a read-then-write), the
 * streak continuing from yesterday's row or starting again after a missed day, and the reward
 * credited through the gold ledger in the same transaction as the row.
 */
import type { CheckInState } from '../../src/core/contract/wallet';
import { checkInOn, insertCheckIn, rewardOf } from '../db/check-ins';
import { type Db, writeTransaction } from '../db/engine';
import { balanceOf, credit } from '../db/gold';
import { moneySettings } from '../db/money-settings';
import { refuse } from '../http/failure';
import { chinaDay, nowSeconds } from '../time/china-time';
import { requireUser } from './context';
import type { Handlers } from './handler';

/** Ledger reason of a check-in's reward; its ref is `sign_in:<China date>`. */
export const CHECK_IN_REASON = 'sign_in';

/** `2026-11-25`: a China day as the ledger's ref names it. */
const isoDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Where the reader stands today: signed or not, and the week of the streak they are in. */
async function stateOf(db: Db, userId: number, today: number): Promise<CheckInState> {
  const [signed, yesterday, balance, { sign_in_rewards: rewards }] = await Promise.all([
    checkInOn(db, userId, today),
    checkInOn(db, userId, today - 1),
    balanceOf(db, userId),
    moneySettings(db),
  ]);
  // Today's place in the week: the day signed today, or the one signing would make.
  const streak = signed ? signed.streak : (yesterday?.streak ?? 0);
  const todayStreak = signed ? signed.streak : streak + 1;
  const position = (todayStreak - 1) % rewards.length;
  const weekStart = todayStreak - position;
  return {
    signed_today: Boolean(signed),
    streak,
    days: rewards.map((_, i) => ({
      day: i + 1,
      reward: rewardOf(rewards, weekStart + i),
      signed: i < position || (i === position && Boolean(signed)),
      today: i === position,
    })),
    balance,
  };
}

export const checkInHandlers: Handlers<'signInState' | 'signIn'> = {
  async signInState(_body, ctx) {
    const user = await requireUser(ctx);
    return stateOf(ctx.db, user.id, chinaDay(nowSeconds()));
  },

  async signIn(_body, ctx) {
    const user = await requireUser(ctx);
    const today = chinaDay(nowSeconds());
    const reward = await writeTransaction(ctx.db, async (trx) => {
      const yesterday = await checkInOn(trx, user.id, today - 1);
      const streak = (yesterday?.streak ?? 0) + 1;
      const gold = rewardOf((await moneySettings(trx)).sign_in_rewards, streak);
      // The key decides: of 50 requests at once, one inserts and the others find the row there.
      if (!(await insertCheckIn(trx, user.id, today, streak, gold))) return refuse(409, 'checkedInToday');
      await credit(trx, user.id, gold, { reason: CHECK_IN_REASON, ref: `sign_in:${isoDate(today)}` });
      return gold;
    });
    return { ...(await stateOf(ctx.db, user.id, today)), reward };
  },
};
