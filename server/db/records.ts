/**
 * What a reader looks back on: the gold ledger with the balance after each row, payment orders,
 * the chapters bought (grouped by work), the readers who joined with their invite code, their
 * agent application, and the recommended apps. Every page comes with its exact total.
 */
import { sql } from 'kysely';
import { cardColumns } from './content';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';
import type { AgentApplicationsTable } from './schema';

/** The number a count query answers (PostgreSQL's bigint arrives as a string). */
const total = async (query: Promise<{ total: number | string | bigint }>) => Number((await query).total);
const COUNT_ALL = sql<number>`count(*)`.as('total');

/**
 * A page of the reader's ledger, newest first; `balance` is the running sum up to each row. The
 * operator's notes are for the console only.
 */
export async function pageOfLedger(db: Db, userId: number, paging: Paging, withNotes = false) {
  const mine = db.selectFrom('gold_ledger').where('user_id', '=', userId);
  const count = await total(mine.select(COUNT_ALL).executeTakeFirstOrThrow());
  const rows = await mine
    .select([
      'id',
      'delta',
      'reason',
      'ref',
      'created_at',
      // The window runs over all of the reader's rows before the page is cut.
      sql<number>`cast(sum(delta) over (order by id) as integer)`.as('balance'),
      ...(withNotes ? (['note'] as const) : []),
    ])
    .orderBy('id', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: count };
}

/**
 * A page of the works the reader bought chapters of (latest purchase first), with those chapters:
 * the reader's receipts, shown whatever an operator has hidden since.
 */
export async function pageOfPurchases(db: Db, userId: number, paging: Paging, now: number) {
  const mine = db
    .selectFrom('purchases')
    .innerJoin('chapters', 'chapters.id', 'purchases.chapter_id')
    .where('purchases.user_id', '=', userId);
  const count = await total(
    mine.select((eb) => eb.fn.count<number>('chapters.work_id').distinct().as('total')).executeTakeFirstOrThrow(),
  );
  const order = await mine
    .select((eb) => ['chapters.work_id', eb.fn.max('purchases.id').as('last')])
    .groupBy('chapters.work_id')
    .orderBy('last', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  const ids = order.map((r) => r.work_id);
  if (ids.length === 0) return { works: [], chapters: [], total: count };
  const works = await db.selectFrom('works').select(cardColumns(now)).where('works.id', 'in', ids).execute();
  const byId = new Map(works.map((w) => [w.id, w]));
  const chapters = await mine
    .select([
      'chapters.work_id',
      'chapters.id',
      'chapters.idx',
      'chapters.title',
      'purchases.price',
      'purchases.created_at as purchased_at',
    ])
    .where('chapters.work_id', 'in', ids)
    .orderBy('chapters.idx')
    .execute();
  return { works: ids.flatMap((id) => byId.get(id) ?? []), chapters, total: count };
}

/** A page of the readers who joined with `shareCode`, newest first. */
export async function pageOfInvitees(db: Db, shareCode: string, paging: Paging) {
  const joined = db.selectFrom('users').where('inviter_code', '=', shareCode);
  const count = await total(joined.select(COUNT_ALL).executeTakeFirstOrThrow());
  const rows = await joined
    .select(['nickname', 'created_at as joined_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: count };
}

export async function agentStatusOf(db: Db, userId: number): Promise<'none' | AgentApplicationsTable['status']> {
  const row = await db
    .selectFrom('agent_applications')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status ?? 'none';
}

export const listApps = (db: Db) =>
  db
    .selectFrom('apps')
    .select(['id', 'name', 'icon', 'description', 'url'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** A page of the reader's payment orders (recharge and VIP), newest first. */
export async function pageOfOrders(db: Db, userId: number, paging: Paging) {
  const mine = db.selectFrom('orders').where('user_id', '=', userId);
  const count = await total(mine.select(COUNT_ALL).executeTakeFirstOrThrow());
  const rows = await mine
    .select(['id', 'order_no', 'type', 'title', 'amount_cents', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: count };
}
