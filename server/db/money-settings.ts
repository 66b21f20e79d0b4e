/**
 * The money settings finance changes in the console, kept in site_config: the welcome gold, the
 * sign-in week's rewards and the price a chapter made paid starts at. Each reader request reads
 * them, so a change holds from the next request on.
 */
import type { MoneySettings } from '../../src/core/admin/answers';
import type { Db } from './engine';

/** Gold for the 1st … 7th day of a streak unless finance set others; the 8th day starts the week again. */
export const DEFAULT_SIGN_IN_REWARDS = [10, 10, 15, 15, 20, 20, 50] as const;
export const DEFAULT_WELCOME_GOLD = 100;
export const DEFAULT_CHAPTER_PRICE = 10;

const NAMES = ['welcome_gold', 'sign_in_rewards', 'default_chapter_price'] as const;

const wholeOr = (raw: string | undefined, fallback: number): number => {
  const value = raw?.trim() ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
};

function rewardsOf(raw: string | undefined): number[] {
  try {
    const list: unknown = JSON.parse(raw ?? '');
    if (Array.isArray(list) && list.length === 7 && list.every((n) => Number.isSafeInteger(n) && n >= 0))
      return list as number[];
  } catch {
    // the default week
  }
  return [...DEFAULT_SIGN_IN_REWARDS];
}

export async function moneySettings(db: Db): Promise<MoneySettings> {
  const rows = await db.selectFrom('site_config').select(['name', 'value']).where('name', 'in', NAMES).execute();
  const value = (name: string) => rows.find((row) => row.name === name)?.value;
  return {
    welcome_gold: wholeOr(value('welcome_gold'), DEFAULT_WELCOME_GOLD),
    sign_in_rewards: rewardsOf(value('sign_in_rewards')),
    default_chapter_price: wholeOr(value('default_chapter_price'), DEFAULT_CHAPTER_PRICE),
  };
}

/** Stores settings (each as text, the week as JSON). */
export async function storeSettings(trx: Db, values: Record<string, string | number | readonly number[]>) {
  for (const [name, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    await trx
      .insertInto('site_config')
      .values({ name, value: text })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: text }))
      .execute();
  }
}
