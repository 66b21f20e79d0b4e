/**
 * Every /api2 endpoint's path and decrypted answer: what the client needs. The request bodies,
 * which only the server validates, live in endpoints.ts so that they stay out of the app bundle.
 */
import * as v from 'valibot';
import {
  ClassListAnswer,
  CollectionPage,
  DailyUpdateAnswer,
  HomeAnswer,
  LimitedFreeAnswer,
  PackageListAnswer,
  SearchHotAnswer,
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
import { API_PREFIX } from './paths';
import {
  BuyChapterAnswer,
  ChapterContentAnswer,
  FavoriteAnswer,
  FavoritePage,
  FootprintPage,
  WorkStateAnswer,
} from './reading';
import { Notice, SiteConfig } from './site';
import { CertificateAnswer, SendCodeAnswer, Session, User } from './user';
import { CreateOrderAnswer, OrderStatusAnswer, SignInAnswer, SignInState } from './wallet';

const path = <P extends string>(name: P) => `${API_PREFIX}/${name}.html` as const;

export const answers = {
  autoCreateAndLogin: { path: path('autoCreateAndLogin'), answer: Session },
  login: { path: path('login'), answer: Session },
  logout: { path: path('logout'), answer: v.object({}) },
  userInfo: { path: path('userInfo'), answer: User },
  findAccount: { path: path('findAccount'), answer: Session },
  bindEmail: { path: path('bindEmail'), answer: User },
  editUserInfoV2: { path: path('editUserInfoV2'), answer: User },
  agentApply: { path: path('agentApply'), answer: v.object({ status: v.picklist(['pending', 'approved']) }) },
  deviceInit: { path: path('deviceInit'), answer: v.object({}) },
  noticeList: { path: path('noticeList'), answer: v.object({ list: v.array(Notice) }) },
  siteConfig: { path: path('siteConfig'), answer: SiteConfig },
  home: { path: path('home'), answer: HomeAnswer },
  getClassList: { path: path('getClassList'), answer: ClassListAnswer },
  getListByClassV3: { path: path('getListByClassV3'), answer: WorkPage },
  packageList: { path: path('packageList'), answer: PackageListAnswer },
  // The spec's spelling.
  get_colletion: { path: path('get_colletion'), answer: CollectionPage },
  getDailyUpdate: { path: path('getDailyUpdate'), answer: DailyUpdateAnswer },
  limitedFree: { path: path('limitedFree'), answer: LimitedFreeAnswer },
  search: { path: path('search'), answer: WorkPage },
  searchHot: { path: path('searchHot'), answer: SearchHotAnswer },
  workDetail: { path: path('workDetail'), answer: WorkDetailAnswer },
  chapterContent: { path: path('chapterContent'), answer: ChapterContentAnswer },
  buyChapter: { path: path('buyChapter'), answer: BuyChapterAnswer },
  workState: { path: path('workState'), answer: WorkStateAnswer },
  favorite: { path: path('favorite'), answer: FavoriteAnswer },
  favoriteList: { path: path('favoriteList'), answer: FavoritePage },
  footprint: { path: path('footprint'), answer: v.object({}) },
  footprintList: { path: path('footprintList'), answer: FootprintPage },
  createOrder: { path: path('createOrder'), answer: CreateOrderAnswer },
  orderStatus: { path: path('orderStatus'), answer: OrderStatusAnswer },
  signInState: { path: path('signInState'), answer: SignInState },
  signIn: { path: path('signIn'), answer: SignInAnswer },
  goldRecords: { path: path('goldRecords'), answer: GoldRecordPage },
  payRecords: { path: path('payRecords'), answer: PayRecordPage },
  purchaseRecords: { path: path('purchaseRecords'), answer: PurchaseGroupPage },
  appList: { path: path('appList'), answer: AppListAnswer },
  inviteList: { path: path('inviteList'), answer: InviteePage },
  agentStatus: { path: path('agentStatus'), answer: AgentStatusAnswer },
  sendCode: { path: path('sendCode'), answer: SendCodeAnswer },
  resetPassword: { path: path('resetPassword'), answer: Session },
  bindPhone: { path: path('bindPhone'), answer: User },
  unbindPhone: { path: path('unbindPhone'), answer: User },
  logoutOthers: { path: path('logoutOthers'), answer: v.object({ ended: v.number() }) },
  accountCertificate: { path: path('accountCertificate'), answer: CertificateAnswer },
  rotateCertificate: { path: path('rotateCertificate'), answer: CertificateAnswer },
  uploadAvatar: { path: path('uploadAvatar'), answer: User },
} as const;

export type EndpointName = keyof typeof answers;
export type AnswerOf<N extends EndpointName> = v.InferOutput<(typeof answers)[N]['answer']>;
