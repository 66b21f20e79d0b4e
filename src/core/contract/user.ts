import * as v from 'valibot';

/** Spec §3 User, plus the profile fields the settings screens edit. */
export const User = v.object({
  id: v.number(),
  uid: v.string(),
  nickname: v.string(),
  account_certificate: v.string(),
  share_code: v.string(),
  invite_url: v.string(),
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
  money: v.number(),
  vip_expire_time: v.number(),
  is_vip: v.boolean(),
  email: v.nullable(v.string()),
  gender: v.picklist([0, 1, 2]),
  avatar: v.nullable(v.string()),
  inviter_code: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof User>;

/** Answers that log somebody in: the user plus the token (spec: access_token; login: token). */
export const Session = v.object({
  ...User.entries,
  access_token: v.string(),
  token: v.string(),
});
export type Session = v.InferOutput<typeof Session>;
