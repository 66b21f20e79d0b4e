/** Table types of the reference server's database (see migrations/ for the DDL); row types derive from these. */
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
  status: 'pending' | 'approved' | 'rejected';
  created_at: number;
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

export type WorkKind = 'comic' | 'novel' | 'video';

export interface ClassesTable {
  id: Generated<number>;
  kind: WorkKind;
  name: string;
  sort: number;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
}

export interface WorksTable {
  id: Generated<number>;
  kind: WorkKind;
  title: string;
  /** Media path (relative to the media root) of the 3:4 cover. */
  cover: string;
  author: string;
  description: string;
  /** One line for list rows. */
  intro: string;
  class_id: number;
  status: 'ongoing' | 'completed';
  /** ISO weekday (1 = Monday) new chapters come out; null when not on the schedule. */
  update_weekday: number | null;
  views: number;
  favorites: number;
  /** 0–10, one decimal. */
  score: number;
  /** Unix seconds: the work's paid chapters are free until then. */
  free_until: number | null;
  /** Position among the editor's picks; null when not picked. */
  editor_pick: number | null;
  chapter_count: number;
  latest_title: string;
  source: 'demo' | 'import';
  created_at: number;
  updated_at: number;
  /** 1: hidden from readers by an operator. */
  hidden: Generated<0 | 1>;
}

/** A work's units for matching a query that mixes characters and pinyin (server/search/keys.ts). */
export interface WorkSearchTable {
  work_id: number;
  /** `剑jian 仙xian one`: each Chinese character with its pinyin, or a Latin run. */
  title_units: string;
  author_units: string;
}

/** The search's index: suffixes of each work's keys, looked up by prefix (server/search/keys.ts). */
export interface WorkSearchTermsTable {
  /** 0: a term at the start of a key; 1: the others. */
  lane: 0 | 1;
  term: string;
  /** The term's first character. */
  head: string;
  /** SEARCH_RANK: what a match on this term is worth. */
  rank: number;
  work_id: number;
  /** The work's kind and popularity (views), copied here so that a search is one index range. */
  kind: WorkKind;
  views: number;
}

export interface WorkTagsTable {
  work_id: number;
  tag_id: number;
}

export interface ChaptersTable {
  id: Generated<number>;
  work_id: number;
  /** 1-based order within the work. */
  idx: number;
  title: string;
  /** The lasting rule; an answer says limited_free while a free window is open. */
  access: 'free' | 'vip' | 'gold';
  /** Gold to buy it when access is gold. */
  price: number;
  /** Unix seconds: this chapter alone is free until then. */
  free_until: number | null;
  /** Comic pages, video seconds or novel characters. */
  size: number;
  /** Readers see the chapter from this time on (an operator may set it in the future). */
  published_at: number;
  /** 1: hidden from readers by an operator. */
  hidden: Generated<0 | 1>;
}

export interface ComicPagesTable {
  chapter_id: number;
  idx: number;
  path: string;
  width: number;
  height: number;
}

export interface NovelTextsTable {
  chapter_id: number;
  text: string;
}

export interface VideoSourcesTable {
  id: Generated<number>;
  chapter_id: number;
  format: 'mp4' | 'hls';
  path: string;
  width: number;
  height: number;
}

export interface BannersTable {
  id: Generated<number>;
  kind: WorkKind;
  work_id: number;
  /** Media path of the 2:1 artwork. */
  image: string;
  title: string;
  subtitle: string;
  sort: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  title: string;
  description: string;
  cover: string;
  sort: number;
}

export interface CollectionWorksTable {
  collection_id: number;
  work_id: number;
  sort: number;
}

export interface PackagesTable {
  id: Generated<number>;
  type: 'gold' | 'vip';
  title: string;
  gold: number;
  bonus: number;
  days: number;
  price_cents: number;
  sort: number;
  /** 0: not offered to readers. */
  enabled: Generated<0 | 1>;
}

/** The app recommendation centre (/personal/application). */
export interface AppsTable {
  id: Generated<number>;
  name: string;
  /** Media path of the square icon. */
  icon: string;
  description: string;
  url: string;
  sort: number;
  /** 0: not shown to readers. */
  enabled: Generated<0 | 1>;
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

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

/** A payment order (the `orders` table): a checkout of a package (gold or VIP) with a payment provider. */
export interface PaymentOrdersTable {
  id: Generated<number>;
  /** The number the provider knows the order by. */
  order_no: string;
  user_id: number;
  package_id: number;
  type: 'gold' | 'vip';
  title: string;
  /** The price from the packages table when the order was made. */
  amount_cents: number;
  /** Gold credited (bonus included) for a recharge. */
  gold: number;
  /** Days of VIP for a VIP order. */
  days: number;
  status: OrderStatus;
  provider: string;
  /** Where the pay page sends the reader back: the app's page, with ?order=<order_no>. */
  return_url: string;
  provider_txn: string | null;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
}

/** Every payment notification received, accepted or refused. */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  order_no: string | null;
  provider_txn: string | null;
  outcome: string;
  detail: string;
  created_at: number;
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

/** A paid order given back: at most one per order. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  amount_cents: number;
  /** Gold taken back through the ledger (a recharge), at most what the reader still had. */
  gold_taken: number;
  /** Days of VIP taken back (a VIP order). */
  days_taken: number;
  reason: string;
  operator_id: number;
  created_at: number;
}

/** A chapter opened by a reader on a China day (one row however often). */
export interface ChapterReadsTable {
  day: number;
  user_id: number;
  chapter_id: number;
  work_id: number;
}

/** The editors' home layouts and hot words, as JSON (migration 0014). */
export interface HomeLayoutsTable {
  name: string;
  value: string;
  updated_at: number;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  gold_ledger: GoldLedgerTable;
  site_config: SiteConfigTable;
  notices: NoticesTable;
  agent_applications: AgentApplicationsTable;
  devices: DevicesTable;
  rate_limits: RateLimitsTable;
  welcome_grants: WelcomeGrantsTable;
  verification_codes: VerificationCodesTable;
  classes: ClassesTable;
  tags: TagsTable;
  works: WorksTable;
  work_tags: WorkTagsTable;
  work_search: WorkSearchTable;
  work_search_terms: WorkSearchTermsTable;
  chapters: ChaptersTable;
  comic_pages: ComicPagesTable;
  novel_texts: NovelTextsTable;
  video_sources: VideoSourcesTable;
  banners: BannersTable;
  collections: CollectionsTable;
  collection_works: CollectionWorksTable;
  packages: PackagesTable;
  apps: AppsTable;
  purchases: ChapterPurchasesTable;
  favorites: FavoritesTable;
  footprints: FootprintsTable;
  auto_buy_works: AutoBuyWorksTable;
  orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  sign_ins: CheckInsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_links: OperatorLinksTable;
  audit_log: AuditLogTable;
  refunds: RefundsTable;
  chapter_reads: ChapterReadsTable;
  home_layouts: HomeLayoutsTable;
  dashboard_days: DashboardDaysTable;
  work_days: WorkDaysTable;
  reader_days: ReaderDaysTable;
}
