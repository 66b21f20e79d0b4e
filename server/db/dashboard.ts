/**
 * The dashboard's figures at each request, by China day (the calendar sign-ins and chapter reads
 * are kept in): reads and gold spent from the daily tallies the triggers keep (migrations/0016),
 * the rest by one time range through one index each. Answers per day, or for the whole range
 * where a sum of days would count a reader twice. `firstDay` is days since the epoch in China;
 * every range ends now.
 */
import { sql } from 'kysely';
import type { Db } from './engine';

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** Unix seconds of China day `day`'s midnight. */
const chinaDayStart = (day: number): number => day * DAY - CHINA_OFFSET;

/**
 * The China day of a Unix-seconds column, in SQL both engines compute alike (integer division).
 * Literals, not parameters: PostgreSQL matches the select's expression to the group by's as text.
 */
const chinaDayOf = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(DAY)}`;

export interface DayCount {
  day: number;
  count: number;
}

export interface DayAmount extends DayCount {
  cents: number;
}

/** Readers whose account was made on each day. */
export const newReadersByDay = (db: Db, firstDay: number): Promise<DayCount[]> =>
  db
    .selectFrom('users')
    .select([chinaDayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', chinaDayStart(firstDay))
    .groupBy(chinaDayOf('created_at'))
    .execute();

export interface ReadsOfDay {
  day: number;
  chapters: number;
  readers: number;
}

/** Chapters read each day, and the readers who read them (the triggers' daily tally). */
export const readsByDay = (db: Db, firstDay: number): Promise<ReadsOfDay[]> =>
  db
    .selectFrom('dashboard_days')
    .select(['day', 'chapters_read as chapters', 'active_readers as readers'])
    .where('day', '>=', firstDay)
    .execute();

/** Readers who read at least one chapter from `firstDay` on (each once): their latest reading day is in it. */
export async function activeReaders(db: Db, firstDay: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('readers'))
    .where('last_read_day', '>=', firstDay)
    .executeTakeFirstOrThrow();
  return Number(row.readers);
}

/** Daily check-ins (签到) each day. */
export const signInsByDay = (db: Db, firstDay: number): Promise<DayCount[]> =>
  db
    .selectFrom('sign_ins')
    .select(['day', (eb) => eb.fn.countAll<number>().as('count')])
    .where('day', '>=', firstDay)
    .groupBy('day')
    .execute();

/** Orders paid each day (by the time the payment settled; one refunded since was paid too) and their amount. */
export const paidOrdersByDay = (db: Db, firstDay: number): Promise<DayAmount[]> =>
  db
    .selectFrom('orders')
    .select([
      chinaDayOf('settled_at').as('day'),
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('amount_cents').as('cents'),
    ])
    .where('settled_at', '>=', chinaDayStart(firstDay))
    .where('status', 'in', ['paid', 'refunded'])
    .groupBy(chinaDayOf('settled_at'))
    .execute();

/** Refunds made each day and the money given back. */
export const refundsByDay = (db: Db, firstDay: number): Promise<DayAmount[]> =>
  db
    .selectFrom('refunds')
    .select([
      chinaDayOf('created_at').as('day'),
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>('amount_cents').as('cents'),
    ])
    .where('created_at', '>=', chinaDayStart(firstDay))
    .groupBy(chinaDayOf('created_at'))
    .execute();

export interface WorkFigure {
  id: number;
  title: string;
  kind: 'comic' | 'novel' | 'video';
  value: number;
}

/** The works with the most of `figure` (chapters read, gold spent) from `firstDay` on, from the daily tally. */
function topWorksBy(db: Db, figure: 'reads' | 'gold', firstDay: number, limit: number): Promise<WorkFigure[]> {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('work_days')
        .select(['work_id', (f) => f.fn.sum<number>(figure).as('value')])
        .where('day', '>=', firstDay)
        .groupBy('work_id')
        .having((f) => f.fn.sum(figure), '>', 0)
        .orderBy('value', 'desc')
        .orderBy('work_id')
        .limit(limit)
        .as('top'),
    )
    .innerJoin('works', 'works.id', 'top.work_id')
    .select(['works.id', 'works.title', 'works.kind', 'top.value'])
    .orderBy('top.value', 'desc')
    .orderBy('works.id')
    .execute();
}

/** The works whose chapters were read most (a reader's chapter counts once a day). */
export const topWorksByReads = (db: Db, firstDay: number, limit: number) => topWorksBy(db, 'reads', firstDay, limit);

/** The works readers spent the most gold on (chapters bought). */
export const topWorksByGold = (db: Db, firstDay: number, limit: number) => topWorksBy(db, 'gold', firstDay, limit);
