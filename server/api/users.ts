/** Creating users and sessions, and the user as the wire contract shows it. */

import type { User } from '../../src/core/contract/user';
import { newCertificate, newToken, newUid, randomCode } from '../auth/tokens';
import { type Db, writeTransaction } from '../db/engine';
import { credit } from '../db/gold';
import { moneySettings } from '../db/money-settings';
import { deleteSession, insertSession, insertUser, type UserRow, userById, userByShareCode } from '../db/users';
import { countWelcomeGrant } from '../db/welcome-grants';
import { addressOnDay } from '../http/client';
import { mediaUrl } from '../media/media-store';
import { chinaDay, nowSeconds } from '../time/china-time';
import { refuseBanned } from './context';

/**
 * Gold a new reader starts with, so that paid chapters can be tried at once: the site setting
 * welcome_gold, this when it is unset.
 */

/**
 * Where a guest is created from, and how many guests of one client address a day get the welcome
 * gold: the address is what a script cannot mint per request (a User-Agent it can).
 */
export interface WelcomeSource {
  address: string;
  perAddress: number;
  /** The server's secret, which keys the stored address. */
  secret: string;
}

/** Where the answer's links point: the app's origin, and the media base (ApiContext). */
export interface Origins {
  origin: string;
  media: string;
}

/** 13800138000 → 138****8000. */
const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** An uploaded avatar is a media path; a preset is the app's own `/avatars/N.svg`. */
const avatarUrl = (avatar: string | null, media: string) =>
  avatar && !avatar.startsWith('/') ? mediaUrl(media, avatar) : avatar;

/** The user as answers show it; the account certificate only ever goes out through accountCertificate. */
export function toUser(row: UserRow, { origin, media }: Origins): User {
  return {
    id: row.id,
    uid: row.uid,
    nickname: row.nickname,
    share_code: row.share_code,
    invite_url: `${origin}/?invite_code=${row.share_code}`,
    meta: {},
    money: row.gold,
    vip_expire_time: row.vip_expire_time,
    is_vip: row.vip_expire_time > nowSeconds(),
    email: row.email,
    gender: row.gender,
    avatar: avatarUrl(row.avatar, media),
    inviter_code: row.inviter_code,
    phone: row.phone && maskPhone(row.phone),
  };
}

/**
 * A new guest, with the welcome gold when its client address has not had it today
 * (WELCOME_GOLD_PER_ADDRESS guests per address and China day, whatever browser they claim to be):
 * creating guests over and over does not mint gold. The grant is written to the ledger in the same
 * transaction.
 */
export function createGuest(db: Db, inviteCode: string | undefined, source: WelcomeSource): Promise<UserRow> {
  return writeTransaction(db, async (trx) => {
    const inviter = inviteCode ? await userByShareCode(trx, inviteCode) : undefined;
    const uid = newUid();
    const user = await insertUser(trx, {
      uid,
      nickname: `游客${uid.slice(-6)}`,
      email: null,
      password_hash: null,
      account_certificate: newCertificate(),
      share_code: randomCode(8),
      inviter_code: inviter?.share_code ?? null,
      vip_expire_time: 0,
      gender: 0,
      avatar: null,
      phone: null,
    });
    const amount = await welcomeGold(trx, source);
    const gold = amount > 0 ? await credit(trx, user.id, amount, { reason: 'welcome' }) : user.gold;
    return { ...user, gold };
  });
}

/** The welcome gold this address's new guest gets: the setting, or 0 once the address has had today's grants. */
async function welcomeGold(trx: Db, { address, perAddress, secret }: WelcomeSource): Promise<number> {
  const amount = (await moneySettings(trx)).welcome_gold;
  if (amount === 0) return 0;
  const now = nowSeconds();
  const grants = await countWelcomeGrant(trx, addressOnDay(secret, address, chinaDay(now)), now);
  return grants <= perAddress ? amount : 0;
}

export async function startSession(db: Db, userId: number): Promise<string> {
  if ((await userById(db, userId)).banned_at) refuseBanned();
  const token = newToken();
  await insertSession(db, userId, token);
  return token;
}

export const endSession = deleteSession;

export function sessionAnswer(row: UserRow, token: string, origins: Origins) {
  return { ...toUser(row, origins), access_token: token, token };
}
