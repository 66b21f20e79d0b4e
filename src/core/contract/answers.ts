/**
 * Every /api2 endpoint's decrypted answer (its path is endpointPath(name), paths.ts): what the
 * client needs. The request bodies, which only the server validates, live in endpoints.ts so that
 * they stay out of the app bundle.
 */
import * as v from 'valibot';
import {
  ClassListAnswer,
  DailyUpdateAnswer,
  HomeAnswer,
  LimitedFreeAnswer,
  PackageListAnswer,
  SearchHotAnswer,
  SearchSuggestAnswer,
  TopicPage,
  WorkDetailAnswer,
  WorkPage,
} from './content';
import {
  AgentStatusAnswer,
  AppListAnswer,
  GoldRecordPage,
  InviteePage,
  PayRecordPage,
  PurchaseGroupPage,
} from './growth';
import {
  BuyChapterAnswer,
  ChapterContentAnswer,
  FavoriteAnswer,
  FavoritePage,
  FavoriteUpdatesAnswer,
  FootprintPage,
  WorkStateAnswer,
} from './reading';
import { Notice, SiteConfig } from './site';
import { CertificateAnswer, SendCodeAnswer, Session, User } from './user';
import { CheckInAnswer, CheckInState, CreateOrderAnswer, OrderStatusAnswer } from './wallet';

export const answers = {
  autoCreateAndLogin: { answer: Session },
  login: { answer: Session },
  logout: { answer: v.object({}) },
  userInfo: { answer: User },
  findAccount: { answer: Session },
  bindEmail: { answer: User },
  editUserInfoV2: { answer: User },
  agentApply: { answer: v.object({ status: v.picklist(['pending', 'approved', 'rejected']) }) },
  deviceInit: { answer: v.object({}) },
  noticeList: { answer: v.object({ list: v.array(Notice) }) },
  siteConfig: { answer: SiteConfig },
  home: { answer: HomeAnswer },
  getClassList: { answer: ClassListAnswer },
  getListByClassV3: { answer: WorkPage },
  packageList: { answer: PackageListAnswer },
  // The spec's spelling.
  get_colletion: { answer: TopicPage },
  getDailyUpdate: { answer: DailyUpdateAnswer },
  limitedFree: { answer: LimitedFreeAnswer },
  search: { answer: WorkPage },
  searchHot: { answer: SearchHotAnswer },
  searchSuggest: { answer: SearchSuggestAnswer },
  workDetail: { answer: WorkDetailAnswer },
  chapterContent: { answer: ChapterContentAnswer },
  buyChapter: { answer: BuyChapterAnswer },
  workState: { answer: WorkStateAnswer },
  favorite: { answer: FavoriteAnswer },
  favoriteList: { answer: FavoritePage },
  favoriteUpdates: { answer: FavoriteUpdatesAnswer },
  footprint: { answer: v.object({}) },
  footprintList: { answer: FootprintPage },
  createOrder: { answer: CreateOrderAnswer },
  orderStatus: { answer: OrderStatusAnswer },
  signInState: { answer: CheckInState },
  signIn: { answer: CheckInAnswer },
  goldRecords: { answer: GoldRecordPage },
  payRecords: { answer: PayRecordPage },
  purchaseRecords: { answer: PurchaseGroupPage },
  appList: { answer: AppListAnswer },
  inviteList: { answer: InviteePage },
  agentStatus: { answer: AgentStatusAnswer },
  sendCode: { answer: SendCodeAnswer },
  resetPassword: { answer: Session },
  bindPhone: { answer: User },
  unbindPhone: { answer: User },
  logoutOthers: { answer: v.object({ ended: v.number() }) },
  accountCertificate: { answer: CertificateAnswer },
  rotateCertificate: { answer: CertificateAnswer },
  uploadAvatar: { answer: User },
} as const;

export type EndpointName = keyof typeof answers;
export type AnswerOf<N extends EndpointName> = v.InferOutput<(typeof answers)[N]['answer']>;
