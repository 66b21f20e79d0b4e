/** Table types of the reference server's SQLite database (see migrations.ts for the DDL). */
import type { Generated, Insertable, Selectable } from 'kysely';

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
  avatar: string | null;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the token: a leaked database holds no usable tokens. */
  token_hash: string;
  user_id: number;
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
}

export interface SiteConfigTable {
  name: string;
  value: string;
}

export interface NoticesTable {
  id: Generated<number>;
  type: number;
  title: string;
  content: string;
  show_frequency: number;
  content_type: number;
  sort: number;
  enabled: 0 | 1;
}

export interface AgentApplicationsTable {
  user_id: number;
  status: 'pending' | 'approved';
  created_at: number;
}

export interface DevicesTable {
  id: Generated<number>;
  user_id: number | null;
  client_version: string;
  share_code: string;
  referrer: string;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  gold_ledger: GoldLedgerTable;
  site_config: SiteConfigTable;
  notices: NoticesTable;
  agent_applications: AgentApplicationsTable;
  devices: DevicesTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
