/** Readers: accounts and sessions, codes, gold, devices and limits, and what a reader keeps (favourites, footprints, auto-buy, purchases, check-ins). */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  uid: string;
  nickname: string;
  email: string | null;
  password_hash: string | null;
  /** Secret the reader keeps to recover the account on another device (findAccount). */
  account_certificate: string;
  share_code: string;
  inviter_code: string | null;
  gold: number;
  /** Epoch seconds; 0 = never VIP. */
  vip_expire_time: number;
  gender: 0 | 1 | 2;
  /** A preset (`/avatars/N.svg`) or an upload: a media path (`avatars/<hash>-256.webp`). */
  avatar: string | null;
  created_at: number;
  /** Bound mainland mobile number (11 digits), unique. */
  phone: string | null;
  /** When an operator banned the reader (their sessions are refused meanwhile); null: not banned. */
  banned_at: Generated<number | null>;
  ban_reason: Generated<string | null>;
  /** The China day of the reader's latest chapter read (kept by a trigger, 0016); null: never. */
  last_read_day: Generated<number | null>;
}

export interface SessionsTable {
  /** sha256 of the token: a leaked database holds no usable tokens. */
  token_hash: string;
  user_id: number;
  expires_at: number;
  created_at: number;
}

/** One live code per channel, recipient, purpose and account; stored hashed, dead after 5 tries. */
export interface VerificationCodesTable {
  channel: 'email' | 'sms';
  recipient: string;
  purpose: 'bind' | 'recover';
  user_id: number;
  /** The client address a recovery code was asked from; '' for a bind code. */
  requester: string;
  code_hash: string;
  tries: number;
  expires_at: number;
  created_at: number;
}

/** Append-only: every change of a user's gold, written in the same transaction as the balance. */
export interface GoldLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: string;
  ref: string | null;
  created_at: number;
  /** An operator's reason for an adjustment. */
  note: Generated<string | null>;
}

export interface DevicesTable {
  id: Generated<number>;
  user_id: number | null;
  client_version: string;
  share_code: string;
  referrer: string;
  created_at: number;
  /** HMAC of the reporting client's address and User-Agent (http/client.ts). */
  fingerprint: Generated<string>;
  /** user_id, or 0 for a device reported without a session: with fingerprint, the row's key. */
  user_ref: Generated<number>;
  /** The last report. */
  seen_at: Generated<number>;
}

/** How many guests a device fingerprint has been given the welcome gold for. */
export interface WelcomeGrantsTable {
  fingerprint: string;
  grants: number;
  first_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** A chapter purchase (the `purchases` table): bought with gold; at most one row per (user, chapter). */
export interface ChapterPurchasesTable {
  id: Generated<number>;
  user_id: number;
  chapter_id: number;
  /** Gold paid. */
  price: number;
  created_at: number;
}

export interface FavoritesTable {
  user_id: number;
  work_id: number;
  created_at: number;
  /** Orders a reader's favourites of the same second: one more than their latest. */
  seq: number;
}

/** Where a reader stopped in a work (one row per work). */
export interface FootprintsTable {
  user_id: number;
  work_id: number;
  chapter_id: number;
  /** Page index, text fraction ×1000 or seconds, by kind. */
  position: number;
  updated_at: number;
  /** Orders a reader's footprints of the same second: one more than their latest. */
  seq: number;
}

/** A reader's auto-buy for a work: its gold-locked chapters are bought on opening when the balance suffices. */
export interface AutoBuyWorksTable {
  user_id: number;
  work_id: number;
}

/** One daily check-in: at most one per reader and China day. */
export interface CheckInsTable {
  user_id: number;
  /** Days since the epoch in China (UTC+8). */
  day: number;
  streak: number;
  reward: number;
  created_at: number;
}
