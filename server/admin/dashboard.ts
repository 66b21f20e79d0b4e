/**
 * The dashboard: today's and the last 30 China days' figures, counted from the tables at each
 * request (db/dashboard.ts). Every operator sees the reading figures; the money ones are counted
 * and answered only for the roles that work in finance. Reads only: nothing here is audited.
 */
import type { Hono } from 'hono';
import type {
  DashboardAnswer,
  DashboardSection,
  DashboardWork,
  MoneyFigures,
  ReadingFigures,
} from '../../src/core/admin/answers';
import { mayWorkIn } from '../../src/core/admin/roles';
import {
  activeReaders,
  type DayAmount,
  type DayCount,
  newReadersByDay,
  paidOrdersByDay,
  readsByDay,
  refundsByDay,
  signInsByDay,
  topWorksByGold,
  topWorksByReads,
  type WorkFigure,
} from '../db/dashboard';
import type { Db } from '../db/engine';
import { chinaDay, nowSeconds } from '../time/china-time';
import { type ConsoleDeps, operatorOf } from './context';
import { endpoint, noInput } from './endpoint';

const DASHBOARD_DAYS = 30;
const TOP_WORKS = 10;

/** China day `day` (days since the epoch in China) as `YYYY-MM-DD`. */
const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Rows keyed by day (engines answer numbers as numbers or strings). */
function byDay<T extends { day: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [Number(row.day), row]));
}

const work = (row: WorkFigure): DashboardWork => ({ ...row, id: Number(row.id), value: Number(row.value) });

function section<F extends object>(
  dayFigures: F[],
  firstDay: number,
  month: F,
  topWorks: WorkFigure[],
): DashboardSection<F> {
  return {
    today: dayFigures.at(-1) as F,
    month,
    days: dayFigures.map((figures, i) => ({ ...figures, day: dayText(firstDay + i) })),
    top_works: topWorks.map(work),
  };
}

const daysFrom = (firstDay: number) => Array.from({ length: DASHBOARD_DAYS }, (_, i) => firstDay + i);

/** Each figure summed over the days. */
function sumOf<F extends object>(days: F[]): F {
  const rows = days as Record<string, number>[];
  const total: Record<string, number> = {};
  for (const key of Object.keys(rows[0] ?? {})) total[key] = rows.reduce((sum, d) => sum + (d[key] ?? 0), 0);
  return total as F;
}

export async function readingSection(db: Db, firstDay: number): Promise<DashboardSection<ReadingFigures>> {
  const [joined, reads, signIns, monthReaders, top] = await Promise.all([
    newReadersByDay(db, firstDay).then(byDay<DayCount>),
    readsByDay(db, firstDay).then(byDay),
    signInsByDay(db, firstDay).then(byDay<DayCount>),
    activeReaders(db, firstDay),
    topWorksByReads(db, firstDay, TOP_WORKS),
  ]);
  const days = daysFrom(firstDay).map(
    (day): ReadingFigures => ({
      new_readers: Number(joined.get(day)?.count ?? 0),
      active_readers: Number(reads.get(day)?.readers ?? 0),
      chapters_read: Number(reads.get(day)?.chapters ?? 0),
      sign_ins: Number(signIns.get(day)?.count ?? 0),
    }),
  );
  return section(days, firstDay, { ...sumOf(days), active_readers: monthReaders }, top);
}

export async function moneySection(db: Db, firstDay: number): Promise<DashboardSection<MoneyFigures>> {
  const [paid, refunded, top] = await Promise.all([
    paidOrdersByDay(db, firstDay).then(byDay<DayAmount>),
    refundsByDay(db, firstDay).then(byDay<DayAmount>),
    topWorksByGold(db, firstDay, TOP_WORKS),
  ]);
  const days = daysFrom(firstDay).map(
    (day): MoneyFigures => ({
      orders_paid: Number(paid.get(day)?.count ?? 0),
      revenue_cents: Number(paid.get(day)?.cents ?? 0),
      refunds: Number(refunded.get(day)?.count ?? 0),
      refunded_cents: Number(refunded.get(day)?.cents ?? 0),
    }),
  );
  return section(days, firstDay, sumOf(days), top);
}

export function dashboardEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/dashboard', {
    access: 'signedIn',
    input: noInput,
    async handle(_input, ctx): Promise<DashboardAnswer> {
      const now = nowSeconds();
      const today = chinaDay(now);
      const firstDay = today - DASHBOARD_DAYS + 1;
      const seesMoney = mayWorkIn(operatorOf(ctx).role, 'finance');
      const [reading, money] = await Promise.all([
        readingSection(ctx.db, firstDay),
        seesMoney ? moneySection(ctx.db, firstDay) : null,
      ]);
      return { today: dayText(today), counted_at: now, reading, money };
    },
  });
}
