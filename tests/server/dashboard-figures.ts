/**
 * The dashboard's figures as the rows say, counted here in plain code from every row of each
 * table (not by the server's queries), for the server tests and the e2e spec to compare with.
 */
import type { DashboardWork, MoneyFigures, ReadingFigures } from '../../src/core/admin/answers';

const DAY = 86_400;
/** China days, counted as the calendar is: UTC+8. */
export const chinaDayOf = (t: number) => Math.floor((t + 8 * 3600) / DAY);
export const chinaMidnight = (day: number) => day * DAY - 8 * 3600;

type Num = number | string | bigint;

/** Every row of the tables the dashboard reads (engines answer numbers as numbers or strings). */
export interface DashboardRows {
  users: { created_at: Num }[];
  reads: { day: Num; user_id: Num; work_id: Num }[];
  signIns: { day: Num }[];
  orders: { status: string; settled_at: Num | null; amount_cents: Num }[];
  refunds: { created_at: Num; amount_cents: Num }[];
  purchases: { chapter_id: Num; price: Num; created_at: Num }[];
  chapters: { id: Num; work_id: Num }[];
  works: { id: Num; title: string; kind: string }[];
}

const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

function top(byWork: Map<number, number>, works: DashboardRows['works']): DashboardWork[] {
  return [...byWork]
    .sort(([a, x], [b, y]) => y - x || a - b)
    .slice(0, 10)
    .map(([id, value]) => {
      const work = works.find((row) => Number(row.id) === id);
      return { id, title: work?.title as string, kind: work?.kind as DashboardWork['kind'], value };
    });
}

function tally<T>(rows: T[], key: (row: T) => number, value: (row: T) => number): Map<number, number> {
  const totals = new Map<number, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return totals;
}

export function expectedFigures(rows: DashboardRows, now: number) {
  const today = chinaDayOf(now);
  const first = today - 29;
  const inWindow = (day: number) => day >= first && day <= today;
  const paid = rows.orders.filter((o) => (o.status === 'paid' || o.status === 'refunded') && o.settled_at !== null);
  const readingOf = (days: (d: number) => boolean): ReadingFigures => {
    const reads = rows.reads.filter((r) => days(Number(r.day)));
    return {
      new_readers: rows.users.filter((u) => days(chinaDayOf(Number(u.created_at)))).length,
      active_readers: new Set(reads.map((r) => Number(r.user_id))).size,
      chapters_read: reads.length,
      sign_ins: rows.signIns.filter((r) => days(Number(r.day))).length,
    };
  };
  const moneyOf = (days: (d: number) => boolean): MoneyFigures => {
    const orders = paid.filter((o) => days(chinaDayOf(Number(o.settled_at))));
    const back = rows.refunds.filter((r) => days(chinaDayOf(Number(r.created_at))));
    return {
      orders_paid: orders.length,
      revenue_cents: sum(orders, (o) => Number(o.amount_cents)),
      refunds: back.length,
      refunded_cents: sum(back, (r) => Number(r.amount_cents)),
    };
  };
  const days = Array.from({ length: 30 }, (_, i) => first + i);
  const workOfChapter = new Map(rows.chapters.map((c) => [Number(c.id), Number(c.work_id)]));
  const bought = rows.purchases.filter((p) => inWindow(chinaDayOf(Number(p.created_at))));
  return {
    reading: {
      today: readingOf((d) => d === today),
      month: readingOf(inWindow),
      days: days.map((day) => readingOf((d) => d === day)),
      top_works: top(
        tally(
          rows.reads.filter((r) => inWindow(Number(r.day))),
          (r) => Number(r.work_id),
          () => 1,
        ),
        rows.works,
      ),
    },
    money: {
      today: moneyOf((d) => d === today),
      month: moneyOf(inWindow),
      days: days.map((day) => moneyOf((d) => d === day)),
      top_works: top(
        tally(
          bought,
          (p) => workOfChapter.get(Number(p.chapter_id)) as number,
          (p) => Number(p.price),
        ),
        rows.works,
      ),
    },
  };
}

/** Writes one row; answers its id when the table has one. */
export type InsertRow = (table: string, row: Record<string, unknown>) => Promise<number>;

/**
 * Readers, reads, sign-ins, orders (paid, refunded, expired, pending), refunds and purchases at
 * the window's edges (today's first second and the second before, the window's first second and
 * the second before) and inside it. `tag` keeps the unique columns of several runs apart.
 */
export async function seedDashboardRows(
  insert: InsertRow,
  now: number,
  chapters: { id: number; work_id: number }[],
  tag: string,
): Promise<void> {
  const today = chinaDayOf(now);
  const edges = [
    chinaMidnight(today),
    chinaMidnight(today) - 1,
    chinaMidnight(today - 29),
    chinaMidnight(today - 29) - 1,
    now - 5 * DAY,
  ];
  const readers: number[] = [];
  for (const [i, at] of edges.entries())
    readers.push(
      await insert('users', {
        uid: `${tag}-u${i}`,
        nickname: `看板${i}`,
        account_certificate: `${tag}-c${i}`,
        share_code: `${tag}-s${i}`,
        gold: 0,
        vip_expire_time: 0,
        gender: 0,
        created_at: at,
      }),
    );
  for (const [i, user] of readers.entries()) {
    for (const [j, chapter] of chapters.entries())
      if ((i + j) % 3 !== 0)
        await insert('chapter_reads', {
          day: today - ((i * 7 + j) % 35),
          user_id: user,
          chapter_id: chapter.id,
          work_id: chapter.work_id,
        });
    for (const back of [0, 1, 29, 30].slice(0, i + 1))
      await insert('sign_ins', { user_id: user, day: today - back, streak: 1, reward: 10, created_at: now });
    for (const [j, chapter] of chapters.slice(0, 12).entries())
      await insert('purchases', {
        user_id: user,
        chapter_id: chapter.id,
        price: 5 * (j + 1),
        created_at: edges[(i + j) % edges.length],
      });
  }
  const statuses = ['paid', 'refunded', 'expired', 'paid', 'pending'];
  for (const [i, at] of edges.entries())
    for (const [j, status] of statuses.entries()) {
      const settled = status === 'paid' || status === 'refunded';
      const order = await insert('orders', {
        order_no: `${tag}-o${i}-${j}`,
        user_id: readers[j],
        package_id: 1,
        type: 'gold',
        title: '看板',
        amount_cents: 100 * (i + 1) + j,
        gold: 100,
        days: 0,
        status,
        provider: 'sandbox',
        return_url: '/',
        provider_txn: null,
        created_at: at - 60,
        expires_at: at + 900,
        settled_at: settled ? at : null,
      });
      if (status === 'refunded')
        await insert('refunds', {
          order_id: order,
          user_id: readers[j],
          amount_cents: 100 * (i + 1) + j,
          gold_taken: 0,
          days_taken: 0,
          reason: '看板',
          operator_id: 1,
          created_at: edges[(i + 1) % edges.length],
        });
    }
}
