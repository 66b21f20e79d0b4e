/**
 * Table types of the reference server's database (see migrations/ for the DDL), one file per area in
 * schema/; row types derive from these.
 */
import type {
  AuditLogTable,
  ChapterReadsTable,
  DashboardDaysTable,
  OperatorLinksTable,
  OperatorSessionsTable,
  OperatorsTable,
  ReaderDaysTable,
  WorkDaysTable,
} from './schema/console';
import type {
  BannersTable,
  ChaptersTable,
  ClassesTable,
  CollectionsTable,
  CollectionWorksTable,
  ComicPagesTable,
  NovelTextsTable,
  TagsTable,
  VideoSourcesTable,
  WorkSearchTable,
  WorkSearchTermsTable,
  WorksTable,
  WorkTagsTable,
} from './schema/content';
import type { PackagesTable, PaymentEventsTable, PaymentOrdersTable, RefundsTable } from './schema/money';
import type {
  AutoBuyWorksTable,
  ChapterPurchasesTable,
  CheckInsTable,
  DevicesTable,
  FavoritesTable,
  FootprintsTable,
  GoldLedgerTable,
  RateLimitsTable,
  SessionsTable,
  UsersTable,
  VerificationCodesTable,
  WelcomeGrantsTable,
} from './schema/readers';
import type { AgentApplicationsTable, AppsTable, HomeLayoutsTable, NoticesTable, SiteConfigTable } from './schema/site';

export type * from './schema/console';
export type * from './schema/content';
export type * from './schema/money';
export type * from './schema/readers';
export type * from './schema/site';

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
