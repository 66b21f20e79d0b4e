/**
 * Every /api2 endpoint: its path, the body the server accepts (strict: unknown fields are
 * refused) and the decrypted answer. `access_token` is allowed in every body because the
 * client adds it to all of them.
 */
import * as v from 'valibot';
import { answers, type EndpointName } from './answers';
import { LIST_SORTS, WorkKind, WorkStatus } from './content';
import { endpointPath } from './paths';
import { AVATAR_BODY_BYTES, AVATAR_PRESET, NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './user';

const token = { access_token: v.optional(v.string()) };
const body = <T extends v.ObjectEntries>(entries: T) => v.strictObject({ ...token, ...entries });
/** C0 and C1 control characters (NUL included), which String#trim keeps: dropped before trimming. */
const CONTROL = /\p{Cc}/gu;
const text = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.replace(CONTROL, '')),
    v.trim(),
    v.minLength(1),
    v.maxLength(max),
  );
const email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));
const password = v.pipe(v.string(), v.minLength(PASSWORD_MIN), v.maxLength(PASSWORD_MAX));
/** A six-digit verification code (sendCode). */
const code = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/));
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** 1-based page and a page size of 1–50 (default 20). */
const paging = {
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  page_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 20),
};

const bodies = {
  autoCreateAndLogin: body({ domain: text(253), invite_code: v.optional(v.pipe(v.string(), v.maxLength(32))) }),
  login: body({ email, password }),
  logout: body({}),
  userInfo: body({}),
  findAccount: body({ account_certificate: text(128) }),
  bindEmail: body({ email, code, password, nickname: text(NICKNAME_MAX) }),
  editUserInfoV2: body({
    nickname: v.optional(text(NICKNAME_MAX)),
    gender: v.optional(v.picklist([0, 1, 2])),
    // A preset only: uploads go through uploadAvatar.
    avatar: v.optional(v.pipe(v.string(), v.regex(AVATAR_PRESET))),
    old_password: v.optional(v.string()),
    password: v.optional(password),
    invite_code: v.optional(text(32)),
  }),
  agentApply: body({}),
  deviceInit: body({
    client_version: text(32),
    share_code: v.pipe(v.string(), v.maxLength(32)),
    referrer: v.pipe(v.string(), v.maxLength(2048)),
  }),
  noticeList: body({ type: v.picklist([1, 2]) }),
  siteConfig: body({}),
  home: body({ channel: v.optional(WorkKind, 'comic') }),
  getClassList: body({ kind: WorkKind }),
  getListByClassV3: body({
    kind: WorkKind,
    class_id: v.optional(id),
    tag: v.optional(text(20)),
    status: v.optional(WorkStatus),
    sort: v.optional(v.picklist(LIST_SORTS), 'hot'),
    ...paging,
  }),
  packageList: body({}),
  get_colletion: body({ id: v.optional(id), ...paging }),
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  getDailyUpdate: body({
    weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
    kind: v.optional(WorkKind),
  }),
  limitedFree: body({ kind: v.optional(WorkKind), ...paging }),
  search: body({ keyword: text(50), kind: v.optional(WorkKind), ...paging }),
  searchHot: body({}),
  searchSuggest: body({ keyword: text(50), kind: v.optional(WorkKind) }),
  workDetail: body({ id }),
  /** download: the service worker keeping the chapter for offline reading, not the reader opening it. */
  chapterContent: body({ chapter_id: id, download: v.optional(v.boolean()) }),
  /** auto_buy: remember the reader's choice to buy the next locked chapters without asking. */
  buyChapter: body({ chapter_id: id, auto_buy: v.optional(v.boolean()) }),
  workState: body({ work_id: id }),
  favorite: body({ work_id: id, on: v.boolean() }),
  favoriteList: body({ ...paging }),
  favoriteUpdates: body({}),
  footprint: body({
    work_id: id,
    chapter_id: id,
    position: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  }),
  footprintList: body({ kind: v.optional(WorkKind), ...paging }),
  /** return_path: the app's page the pay page sends the reader back to (a path, never another site). */
  createOrder: body({
    package_id: id,
    return_path: v.optional(v.pipe(v.string(), v.maxLength(512), v.regex(/^\/(?![/\\])/)), '/personal/recharge'),
  }),
  orderStatus: body({ order_no: text(64) }),
  signInState: body({}),
  signIn: body({}),
  goldRecords: body({ ...paging }),
  payRecords: body({ ...paging }),
  purchaseRecords: body({ ...paging }),
  appList: body({}),
  inviteList: body({ ...paging }),
  agentStatus: body({}),
  // `to` is checked by channel in the handler, so that a bad phone number gets its own message.
  sendCode: body({ channel: v.picklist(['email', 'sms']), to: text(254), purpose: v.picklist(['bind', 'recover']) }),
  resetPassword: body({ email, code, password }),
  bindPhone: body({ phone: text(32), code }),
  unbindPhone: body({}),
  logoutOthers: body({}),
  accountCertificate: body({}),
  rotateCertificate: body({}),
  // Its size is capped by BODY_LIMITS; the handler names a file over AVATAR_MAX_BYTES.
  uploadAvatar: body({ image: v.pipe(v.string(), v.base64()) }),
} satisfies Record<EndpointName, v.GenericSchema>;

type Endpoint<N extends EndpointName> = (typeof answers)[N] & { path: string; body: (typeof bodies)[N] };

export const endpoints = Object.fromEntries(
  Object.entries(answers).map(([name, entry]) => [
    name,
    { ...entry, path: endpointPath(name), body: bodies[name as EndpointName] },
  ]),
) as { [N in EndpointName]: Endpoint<N> };

export type Endpoints = typeof endpoints;
export type BodyOf<N extends EndpointName> = Omit<v.InferInput<(typeof bodies)[N]>, 'access_token'>;

/** Cap on request bodies, enforced by the server on streamed (chunked) bodies too. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The endpoints allowed a larger body than MAX_BODY_BYTES: an avatar comes as base64. */
export const BODY_LIMITS: Partial<Record<EndpointName, number>> = { uploadAvatar: AVATAR_BODY_BYTES + 1024 };
