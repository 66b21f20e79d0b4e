/**
 * Every /api2 endpoint: its path, the body the server accepts (strict: unknown fields are
 * refused) and the decrypted answer. `access_token` is allowed in every body because the
 * client adds it to all of them (spec §7).
 */
import * as v from 'valibot';
import { answers, type EndpointName } from './answers';

const token = { access_token: v.optional(v.string()) };
const body = <T extends v.ObjectEntries>(entries: T) => v.strictObject({ ...token, ...entries });
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));
const password = v.pipe(v.string(), v.minLength(6), v.maxLength(64));

const bodies = {
  autoCreateAndLogin: body({ domain: text(253), invite_code: v.optional(v.pipe(v.string(), v.maxLength(32))) }),
  login: body({ email, password }),
  logout: body({}),
  userInfo: body({}),
  findAccount: body({ account_certificate: text(128) }),
  bindEmail: body({ email, password }),
  editUserInfoV2: body({
    nickname: v.optional(text(20)),
    gender: v.optional(v.picklist([0, 1, 2])),
    avatar: v.optional(v.pipe(v.string(), v.maxLength(512))),
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
} satisfies Record<EndpointName, v.GenericSchema>;

type Endpoint<N extends EndpointName> = (typeof answers)[N] & { body: (typeof bodies)[N] };

export const endpoints = Object.fromEntries(
  Object.entries(answers).map(([name, entry]) => [name, { ...entry, body: bodies[name as EndpointName] }]),
) as { [N in EndpointName]: Endpoint<N> };

export type Endpoints = typeof endpoints;
export type BodyOf<N extends EndpointName> = Omit<v.InferInput<(typeof bodies)[N]>, 'access_token'>;

/** Cap on request bodies, enforced by the server on streamed (chunked) bodies too. */
export const MAX_BODY_BYTES = 64 * 1024;
