/** Creating users and sessions, and the user as the wire contract shows it. */

import { TOKEN_TTL_DAYS } from '../../src/core/config';
import type { User } from '../../src/core/contract/user';
import { hashToken, newCertificate, newToken, newUid, randomCode } from '../auth/tokens';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';

/** Gold a new reader starts with, so that paid chapters can be tried at once. */
export const STARTING_GOLD = 100;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function toUser(row: UserRow, origin: string): User {
  return {
    id: row.id,
    uid: row.uid,
    nickname: row.nickname,
    account_certificate: row.account_certificate,
    share_code: row.share_code,
    invite_url: `${origin}/?invite_code=${row.share_code}`,
    meta: {},
    money: row.gold,
    vip_expire_time: row.vip_expire_time,
    is_vip: row.vip_expire_time > nowSeconds(),
    email: row.email,
    gender: row.gender,
    avatar: row.avatar,
    inviter_code: row.inviter_code,
  };
}

/** A new guest with its starting gold, the grant written to the ledger in the same transaction. */
export async function createGuest(db: Db, inviteCode: string | undefined): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const inviter = inviteCode
      ? await trx.selectFrom('users').select('share_code').where('share_code', '=', inviteCode).executeTakeFirst()
      : undefined;
    const uid = newUid();
    const user = await trx
      .insertInto('users')
      .values({
        uid,
        nickname: `游客${uid.slice(-6)}`,
        email: null,
        password_hash: null,
        account_certificate: newCertificate(),
        share_code: randomCode(8),
        inviter_code: inviter?.share_code ?? null,
        gold: STARTING_GOLD,
        vip_expire_time: 0,
        gender: 0,
        avatar: null,
        created_at: nowSeconds(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('gold_ledger')
      .values({ user_id: user.id, delta: STARTING_GOLD, reason: 'welcome', ref: null, created_at: nowSeconds() })
      .execute();
    return user;
  });
}

export async function startSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + TOKEN_TTL_DAYS * 86400,
    })
    .execute();
  return token;
}

export const endSession = (db: Db, token: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();

export function sessionAnswer(row: UserRow, token: string, origin: string) {
  return { ...toUser(row, origin), access_token: token, token };
}
