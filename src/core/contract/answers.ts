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
import { endpointPath } from './paths';
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

export const answers = {
  autoCreateAndLogin: { path: endpointPath('autoCreateAndLogin'), answer: Session },
  login: { path: endpointPath('login'), answer: Session },
  logout: { path: endpointPath('logout'), answer: v.object({}) },
  userInfo: { path: endpointPath('userInfo'), answer: User },
  findAccount: { path: endpointPath('findAccount'), answer: Session },
  bindEmail: { path: endpointPath('bindEmail'), answer: User },
  editUserInfoV2: { path: endpointPath('editUserInfoV2'), answer: User },
  agentApply: { path: endpointPath('agentApply'), answer: v.object({ status: v.picklist(['pending', 'approved']) }) },
  deviceInit: { path: endpointPath('deviceInit'), answer: v.object({}) },
  noticeList: { path: endpointPath('noticeList'), answer: v.object({ list: v.array(Notice) }) },
  siteConfig: { path: endpointPath('siteConfig'), answer: SiteConfig },
  home: { path: endpointPath('home'), answer: HomeAnswer },
  getClassList: { path: endpointPath('getClassList'), answer: ClassListAnswer },
  getListByClassV3: { path: endpointPath('getListByClassV3'), answer: WorkPage },
  packageList: { path: endpointPath('packageList'), answer: PackageListAnswer },
  // The spec's spelling.
  get_colletion: { path: endpointPath('get_colletion'), answer: CollectionPage },
  getDailyUpdate: { path: endpointPath('getDailyUpdate'), answer: DailyUpdateAnswer },
  limitedFree: { path: endpointPath('limitedFree'), answer: LimitedFreeAnswer },
  search: { path: endpointPath('search'), answer: WorkPage },
  searchHot: { path: endpointPath('searchHot'), answer: SearchHotAnswer },
  workDetail: { path: endpointPath('workDetail'), answer: WorkDetailAnswer },
  chapterContent: { path: endpointPath('chapterContent'), answer: ChapterContentAnswer },
  buyChapter: { path: endpointPath('buyChapter'), answer: BuyChapterAnswer },
  workState: { path: endpointPath('workState'), answer: WorkStateAnswer },
  favorite: { path: endpointPath('favorite'), answer: FavoriteAnswer },
  favoriteList: { path: endpointPath('favoriteList'), answer: FavoritePage },
  footprint: { path: endpointPath('footprint'), answer: v.object({}) },
  footprintList: { path: endpointPath('footprintList'), answer: FootprintPage },
  createOrder: { path: endpointPath('createOrder'), answer: CreateOrderAnswer },
  orderStatus: { path: endpointPath('orderStatus'), answer: OrderStatusAnswer },
  signInState: { path: endpointPath('signInState'), answer: SignInState },
  signIn: { path: endpointPath('signIn'), answer: SignInAnswer },
  goldRecords: { path: endpointPath('goldRecords'), answer: GoldRecordPage },
  payRecords: { path: endpointPath('payRecords'), answer: PayRecordPage },
  purchaseRecords: { path: endpointPath('purchaseRecords'), answer: PurchaseGroupPage },
  appList: { path: endpointPath('appList'), answer: AppListAnswer },
  inviteList: { path: endpointPath('inviteList'), answer: InviteePage },
  agentStatus: { path: endpointPath('agentStatus'), answer: AgentStatusAnswer },
  sendCode: { path: endpointPath('sendCode'), answer: SendCodeAnswer },
  resetPassword: { path: endpointPath('resetPassword'), answer: Session },
  bindPhone: { path: endpointPath('bindPhone'), answer: User },
  unbindPhone: { path: endpointPath('unbindPhone'), answer: User },
  logoutOthers: { path: endpointPath('logoutOthers'), answer: v.object({ ended: v.number() }) },
  accountCertificate: { path: endpointPath('accountCertificate'), answer: CertificateAnswer },
  rotateCertificate: { path: endpointPath('rotateCertificate'), answer: CertificateAnswer },
  uploadAvatar: { path: endpointPath('uploadAvatar'), answer: User },
} as const;

export type EndpointName = keyof typeof answers;
export type AnswerOf<N extends EndpointName> = v.InferOutput<(typeof answers)[N]['answer']>;
