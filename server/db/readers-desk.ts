/** Readers as support looks them up: found by UID, email, phone or nickname; one with what they did. */
import { sql } from 'kysely';
import { nowSeconds } from '../time/china-time';
import { likeEscape } from './content';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';

const READER_COLUMNS = [
  'id',
  'uid',
  'nickname',
  'email',
  'phone',
  'gold',
  'vip_expire_time',
  'banned_at',
  'created_at',
] as const;

/** UID, email and phone match exactly; a nickname by a part of it. */
export async function findReaders(db: Db, q: string | undefined, paging: Paging) {
  const text = q?.trim() ?? '';
  const kept = db
    .selectFrom('users')
    .$if(text !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb('uid', '=', text),
          eb('email', '=', text.toLowerCase()),
          eb('phone', '=', text),
          eb('nickname', 'like', sql<string>`${`%${likeEscape(text)}%`} escape '\\'`),
        ]),
      ),
    );
  const { total } = await kept.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await kept
    .select(READER_COLUMNS)
    .orderBy('id', 'desc')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total) };
}

export const readerRow = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select([...READER_COLUMNS, 'ban_reason'])
    .where('id', '=', id)
    .executeTakeFirst();

export const liveSessions = (db: Db, userId: number) =>
  db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowSeconds())
    .orderBy('created_at', 'desc')
    .execute();

export const devicesOf = (db: Db, userId: number) =>
  db
    .selectFrom('devices')
    .select(['client_version', 'created_at', 'seen_at'])
    .where('user_id', '=', userId)
    .orderBy('seen_at', 'desc')
    .limit(20)
    .execute();

export const latestPurchases = (db: Db, userId: number) =>
  db
    .selectFrom('purchases')
    .innerJoin('chapters', 'chapters.id', 'purchases.chapter_id')
    .innerJoin('works', 'works.id', 'chapters.work_id')
    .select(['works.title as work_title', 'chapters.title as chapter_title', 'purchases.price', 'purchases.created_at'])
    .where('purchases.user_id', '=', userId)
    .orderBy('purchases.id', 'desc')
    .limit(20)
    .execute();

export async function pageOfAgents(db: Db, status: 'pending' | 'approved' | 'rejected', paging: Paging) {
  const kept = db
    .selectFrom('agent_applications')
    .innerJoin('users', 'users.id', 'agent_applications.user_id')
    .where('agent_applications.status', '=', status);
  const { total } = await kept.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await kept
    .select([
      'agent_applications.user_id',
      'users.uid',
      'users.nickname',
      'users.email',
      'agent_applications.status',
      'agent_applications.created_at',
    ])
    .orderBy('agent_applications.created_at')
    .limit(paging.page_size)
    .offset(offsetOf(paging))
    .execute();
  return { rows, total: Number(total) };
}
