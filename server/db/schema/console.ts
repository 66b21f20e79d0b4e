/** The console: operators, their sessions, links and audit log, and the dashboard's tallies. */
import type { Generated } from 'kysely';

export type OperatorRole = 'owner' | 'editor' | 'finance' | 'support';

/** Who runs the site: not readers (see migrations/0010-console.ts). */
export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  /** Null until the operator's one-time link has set a password. */
  password_hash: string | null;
  role: OperatorRole;
  disabled: Generated<0 | 1>;
  created_at: number;
}

export interface OperatorSessionsTable {
  /** sha256 of the cookie's token. */
  token_hash: string;
  operator_id: number;
  created_at: number;
  /** The last request: the session ends after an idle spell from then. */
  seen_at: number;
  /** The absolute end, whatever the activity. */
  expires_at: number;
}

/** One-time password-setting links (sha256 of the token). */
export interface OperatorLinksTable {
  token_hash: string;
  /** Null: the link that sets up the first owner. */
  operator_id: number | null;
  created_at: number;
  expires_at: number;
}

/** Append-only: every write an operator makes. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_email: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON of the changed fields before and after (null: none). */
  before: string | null;
  after: string | null;
  address: string;
  created_at: number;
}

/** A chapter opened by a reader on a China day (one row however often). */
export interface ChapterReadsTable {
  day: number;
  user_id: number;
  chapter_id: number;
  work_id: number;
}

/** Per China day: chapters read and active readers, tallied by triggers (migrations/0016). */
export interface DashboardDaysTable {
  day: number;
  chapters_read: number;
  active_readers: number;
}

/** Per China day and work: chapters read and gold spent on its chapters, tallied by triggers. */
export interface WorkDaysTable {
  day: number;
  work_id: number;
  reads: number;
  gold: number;
}

/** Who read on a China day: one row each, written by chapter_reads' trigger. */
export interface ReaderDaysTable {
  day: number;
  user_id: number;
}
