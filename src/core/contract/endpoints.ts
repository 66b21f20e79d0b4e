/**
 * Every /api2 endpoint: its path, the body the server accepts (strict: unknown fields are
 * refused) and the decrypted answer. `access_token` is allowed in every body because the
 * client adds it to all of them (spec §7).
 */
import * as v from 'valibot';
import { Notice, SiteConfig } from './site';
import { Session, User } from './user';

const token = { access_token: v.optional(v.string()) };
const body = <T extends v.ObjectEntries>(entries: T) => v.strictObject({ ...token, ...entries });
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));
const password = v.pipe(v.string(), v.minLength(6), v.maxLength(64));

export const endpoints = {
  autoCreateAndLogin: {
    path: '/api2/autoCreateAndLogin.html',
    body: body({ domain: text(253), invite_code: v.optional(v.pipe(v.string(), v.maxLength(32))) }),
    answer: Session,
  },
  login: {
    path: '/api2/login.html',
    body: body({ email, password }),
    answer: Session,
  },
  logout: { path: '/api2/logout.html', body: body({}), answer: v.object({}) },
  userInfo: { path: '/api2/userInfo.html', body: body({}), answer: User },
  findAccount: {
    path: '/api2/findAccount.html',
    body: body({ account_certificate: text(128) }),
    answer: Session,
  },
  bindEmail: {
    path: '/api2/bindEmail.html',
    body: body({ email, password }),
    answer: User,
  },
  editUserInfoV2: {
    path: '/api2/editUserInfoV2.html',
    body: body({
      nickname: v.optional(text(20)),
      gender: v.optional(v.picklist([0, 1, 2])),
      avatar: v.optional(v.pipe(v.string(), v.maxLength(512))),
      old_password: v.optional(v.string()),
      password: v.optional(password),
      invite_code: v.optional(text(32)),
    }),
    answer: User,
  },
  agentApply: {
    path: '/api2/agentApply.html',
    body: body({}),
    answer: v.object({ status: v.picklist(['pending', 'approved']) }),
  },
  deviceInit: {
    path: '/api2/deviceInit.html',
    body: body({
      client_version: text(32),
      share_code: v.pipe(v.string(), v.maxLength(32)),
      referrer: v.pipe(v.string(), v.maxLength(2048)),
    }),
    answer: v.object({}),
  },
  noticeList: {
    path: '/api2/noticeList.html',
    body: body({ type: v.picklist([1, 2]) }),
    answer: v.object({ list: v.array(Notice) }),
  },
  siteConfig: {
    path: '/api2/siteConfig.html',
    body: body({}),
    answer: SiteConfig,
  },
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type BodyOf<N extends EndpointName> = Omit<v.InferInput<Endpoints[N]['body']>, 'access_token'>;
export type AnswerOf<N extends EndpointName> = v.InferOutput<Endpoints[N]['answer']>;

/** Cap on request bodies, enforced by the server on streamed (chunked) bodies too. */
export const MAX_BODY_BYTES = 64 * 1024;
