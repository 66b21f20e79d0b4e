/** What the console API answers (JSON), endpoint by endpoint: see docs/admin-api.md. */
import type { OperatorRole } from './roles';

export type WorkKind = 'comic' | 'novel' | 'video';

export interface OperatorInfo {
  id: number;
  email: string;
  role: OperatorRole;
}

export interface SessionAnswer {
  operator: OperatorInfo;
  /** The session ends after this many minutes without a request. */
  idle_minutes: number;
  /** The largest file an import takes (UPLOAD_MAX_MB). */
  upload_max_bytes: number;
}

/** What a one-time link sets: an operator's password, or (email null) the first owner's account. */
export interface LinkAnswer {
  email: string | null;
  expires_at: number;
}

/** A new one-time link, shown once. */
export interface IssuedLink {
  link: string;
  expires_at: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface WorkListItem {
  id: number;
  kind: WorkKind;
  title: string;
  author: string;
  cover: string;
  class_id: number;
  class_name: string;
  status: 'ongoing' | 'completed';
  hidden: boolean;
  /** All chapters, those readers see now, and those scheduled for later. */
  chapter_count: number;
  published_count: number;
  scheduled_count: number;
  views: number;
  created_at: number;
  updated_at: number;
}

export interface WorkDetail extends WorkListItem {
  description: string;
  tags: string[];
  free_until: number | null;
  /** The ISO weekday (1 = Monday) new chapters come out; null: not on the schedule. */
  update_weekday: number | null;
  has_purchases: boolean;
}

export interface ChapterItem {
  id: number;
  idx: number;
  title: string;
  access: 'free' | 'vip' | 'gold';
  price: number;
  /** Pages, seconds or characters. */
  size: number;
  published_at: number;
  hidden: boolean;
  purchases: number;
}

export interface ClassOption {
  id: number;
  kind: WorkKind;
  name: string;
}

export interface AuditEntry {
  id: number;
  operator_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  address: string;
  created_at: number;
}

export interface OperatorItem {
  id: number;
  email: string;
  role: OperatorRole;
  disabled: boolean;
  /** False until the operator has used their link. */
  password_set: boolean;
  created_at: number;
}

export interface OrderItem {
  id: number;
  order_no: string;
  reader_uid: string;
  type: 'gold' | 'vip';
  title: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';
  provider: string;
  created_at: number;
  settled_at: number | null;
}

/** A provider's notification about an order, accepted or refused. */
export interface PaymentEventItem {
  id: number;
  provider: string;
  provider_txn: string | null;
  outcome: string;
  detail: string;
  created_at: number;
}

export interface RefundItem {
  amount_cents: number;
  gold_taken: number;
  days_taken: number;
  reason: string;
  operator_email: string;
  created_at: number;
}

/** One order with what its provider said and its refund. */
export interface OrderDetail {
  order: OrderItem & { gold: number; days: number; provider_txn: string | null };
  events: PaymentEventItem[];
  refund: RefundItem | null;
}

export interface PackageItem {
  id: number;
  type: 'gold' | 'vip';
  title: string;
  gold: number;
  bonus: number;
  days: number;
  price_cents: number;
  sort: number;
  enabled: boolean;
}

export interface MoneySettings {
  welcome_gold: number;
  sign_in_rewards: number[];
  default_chapter_price: number;
}

/** A picture stored for the console (`POST /admin/api/images`): the media path to save, and its address. */
export interface StoredImage {
  path: string;
  url: string;
  width: number;
  height: number;
}

export interface ReaderItem {
  id: number;
  uid: string;
  nickname: string;
  email: string | null;
  phone: string | null;
  gold: number;
  vip_expire_time: number;
  banned_at: number | null;
  created_at: number;
}

/** One reader as support sees them: profile, sessions, devices, agent status, latest purchases and orders. */
export interface ReaderDetail {
  reader: ReaderItem & { ban_reason: string | null; agent_status: 'none' | 'pending' | 'approved' | 'rejected' };
  sessions: { created_at: number; expires_at: number }[];
  devices: { client_version: string; created_at: number; seen_at: number }[];
  purchases: { work_title: string; chapter_title: string; price: number; created_at: number }[];
  orders: OrderItem[];
}

/** A ledger row with the balance after it. */
export interface LedgerItem {
  id: number;
  delta: number;
  reason: string;
  ref: string | null;
  note: string | null;
  balance: number;
  created_at: number;
}

export interface AgentItem {
  user_id: number;
  uid: string;
  nickname: string;
  email: string | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: number;
}

/** The dashboard's reading figures for a day or a range. */
export interface ReadingFigures {
  new_readers: number;
  /** Readers who opened a chapter (each once in a range). */
  active_readers: number;
  /** Chapters opened, each counted once per reader and day. */
  chapters_read: number;
  /** Daily check-ins (签到). */
  sign_ins: number;
}

/** The dashboard's money figures: owner and finance only. */
export interface MoneyFigures {
  orders_paid: number;
  revenue_cents: number;
  refunds: number;
  refunded_cents: number;
}

export interface DashboardWork {
  id: number;
  title: string;
  kind: WorkKind;
  /** Chapters read (by reads), gold spent on chapters (by revenue). */
  value: number;
}

export interface DashboardSection<F> {
  today: F;
  /** The last 30 China days, today included. */
  month: F;
  /** Those 30 days one by one, oldest first (`day` as `YYYY-MM-DD`, China). */
  days: (F & { day: string })[];
  /** The works of the 30 days, at most 10. */
  top_works: DashboardWork[];
}

export interface DashboardAnswer {
  /** Today in China, `YYYY-MM-DD`. */
  today: string;
  /** When the figures were counted (Unix seconds). */
  counted_at: number;
  reading: DashboardSection<ReadingFigures>;
  /** Null for the roles that do not see money (editor, support). */
  money: DashboardSection<MoneyFigures> | null;
}
