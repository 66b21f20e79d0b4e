/**
 * Operators (the console's accounts), their sessions and their one-time password links. Tokens are
 * stored only as their sha256: a leaked database holds no usable session or link.
 */
import type { Selectable } from 'kysely';
import { hashToken } from '../auth/tokens';
import type { Db } from './engine';
import type { OperatorRole, OperatorsTable } from './schema';

export type OperatorRow = Selectable<OperatorsTable>;

export const countOperators = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('operators')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

export const listOperators = (db: Db): Promise<OperatorRow[]> =>
  db.selectFrom('operators').selectAll().orderBy('id').execute();

export const operatorByEmail = (db: Db, email: string): Promise<OperatorRow | undefined> =>
  db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();

export const operatorById = (db: Db, id: number): Promise<OperatorRow | undefined> =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export const insertOperator = (trx: Db, email: string, role: OperatorRole, now: number): Promise<OperatorRow> =>
  trx
    .insertInto('operators')
    .values({ email, role, password_hash: null, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateOperator = (
  trx: Db,
  id: number,
  changes: Partial<Pick<OperatorRow, 'role' | 'disabled' | 'password_hash'>>,
): Promise<OperatorRow> =>
  trx.updateTable('operators').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Owners who may sign in: the site must always keep one. */
export const activeOwners = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('operators')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'owner')
        .where('disabled', '=', 0)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A new one-time link for `token` (the first owner's when operatorId is null); the operator's earlier links end. */
export async function insertLink(trx: Db, operatorId: number | null, token: string, now: number, expiresAt: number) {
  if (operatorId === null) await trx.deleteFrom('operator_links').where('operator_id', 'is', null).execute();
  else await trx.deleteFrom('operator_links').where('operator_id', '=', operatorId).execute();
  await trx
    .insertInto('operator_links')
    .values({ token_hash: hashToken(token), operator_id: operatorId, created_at: now, expires_at: expiresAt })
    .execute();
}

/** The link of `token` while it is valid. */
export const linkOf = (db: Db, token: string, now: number) =>
  db
    .selectFrom('operator_links')
    .leftJoin('operators', 'operators.id', 'operator_links.operator_id')
    .select(['operator_links.operator_id', 'operator_links.expires_at', 'operators.email'])
    .where('operator_links.token_hash', '=', hashToken(token))
    .where('operator_links.expires_at', '>', now)
    .executeTakeFirst();

/** Uses up a link: answers whether it was still there (a link works once, even when two race). */
export async function takeLink(trx: Db, token: string, now: number): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('operator_links')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(numDeletedRows) > 0;
}

/** Whether a first-owner link printed earlier is still valid. */
export const pendingFirstOwnerLink = async (db: Db, now: number): Promise<boolean> =>
  (await db
    .selectFrom('operator_links')
    .select('token_hash')
    .where('operator_id', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()) !== undefined;

export async function insertOperatorSession(db: Db, operatorId: number, token: string, now: number, endsAt: number) {
  await db.deleteFrom('operator_sessions').where('expires_at', '<=', now).execute();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      created_at: now,
      seen_at: now,
      expires_at: endsAt,
    })
    .execute();
}

/**
 * The operator of a live session: not at its end, used within the last `idleSeconds`, its
 * operator not disabled.
 */
export const operatorOfSession = (db: Db, token: string, now: number, idleSeconds: number) =>
  db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .selectAll('operators')
    .select(['operator_sessions.seen_at', 'operator_sessions.token_hash'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.expires_at', '>', now)
    .where('operator_sessions.seen_at', '>', now - idleSeconds)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst();

export const touchOperatorSession = (db: Db, tokenHash: string, now: number) =>
  db.updateTable('operator_sessions').set({ seen_at: now }).where('token_hash', '=', tokenHash).execute();

export const deleteOperatorSession = (db: Db, token: string) =>
  db.deleteFrom('operator_sessions').where('token_hash', '=', hashToken(token)).execute();

/** Ends every session of the operator; answers how many. */
export async function deleteOperatorSessions(db: Db, operatorId: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('operator_sessions')
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
