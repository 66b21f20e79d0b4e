/** Users, their sessions and agent applications. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import { TOKEN_TTL_DAYS } from '../../src/core/config';
import { hashToken } from '../auth/tokens';
import { nowSeconds } from '../time/china-time';
import { type Db, writeTransaction } from './engine';
import type { AgentApplicationsTable, UsersTable } from './schema';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
/** What a reader may change about themselves (gold moves only through gold.ts). */
export type UserChanges = Omit<Updateable<UsersTable>, 'id' | 'gold' | 'uid' | 'created_at'>;

/** The user the token belongs to, or undefined when it is unknown or expired. */
export const userOfSession = (db: Db, token: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', nowSeconds())
    .executeTakeFirst();

/** Stores a session for `token` (only its hash), valid TOKEN_TTL_DAYS; expired sessions of anyone are purged. */
export async function insertSession(db: Db, userId: number, token: string): Promise<void> {
  const now = nowSeconds();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + TOKEN_TTL_DAYS * 86400,
    })
    .execute();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of the user but `keepToken`'s (all of them without one); answers how many. */
export async function deleteOtherSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  const [result] = await query.execute();
  return Number(result?.numDeletedRows ?? 0);
}

/** A new user with no gold yet (gold.ts credits the welcome gift). */
export const insertUser = (trx: Db, user: Omit<NewUser, 'gold' | 'created_at'>): Promise<UserRow> =>
  trx
    .insertInto('users')
    .values({ ...user, gold: 0, created_at: nowSeconds() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const userById = (db: Db, id: number): Promise<UserRow> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const userByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const userByCertificate = (db: Db, certificate: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('account_certificate', '=', certificate).executeTakeFirst();

export const userByPhone = (db: Db, phone: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

export const userByShareCode = (db: Db, code: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('share_code', '=', code).executeTakeFirst();

export const updateUser = (db: Db, id: number, changes: UserChanges): Promise<UserRow> =>
  db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Files an agent application once; answers its status (a second one changes nothing). */
export function applyAsAgent(db: Db, userId: number): Promise<AgentApplicationsTable['status']> {
  return writeTransaction(db, (trx) => fileApplication(trx, userId));
}

async function fileApplication(db: Db, userId: number): Promise<AgentApplicationsTable['status']> {
  await db
    .insertInto('agent_applications')
    .values({ user_id: userId, status: 'pending', created_at: nowSeconds() })
    // A rejected reader may apply again; a pending or approved application stays as it is.
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ status: 'pending', created_at: nowSeconds() })
        .where('agent_applications.status', '=', 'rejected'),
    )
    .execute();
  const row = await db
    .selectFrom('agent_applications')
    .select('status')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.status;
}
