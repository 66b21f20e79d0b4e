import * as v from 'valibot';

/**
 * User, plus the profile fields the settings screens edit. The account certificate is not
 * in it: only the voucher screen's own call (accountCertificate) answers it.
 */
export const User = v.object({
  id: v.number(),
  uid: v.string(),
  nickname: v.string(),
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
  /** The bound mobile number, masked (138****8000), or null. */
  phone: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof User>;

/** Answers that log somebody in: the user plus the token (spec: access_token; login: token). */
export const Session = v.object({
  ...User.entries,
  access_token: v.string(),
  token: v.string(),
});
export type Session = v.InferOutput<typeof Session>;

/** The account certificate (voucher screen): read, or rotated by 重新生成. */
export const CertificateAnswer = v.object({ account_certificate: v.string() });

/** sendCode: when another code may be asked for, and how long this one lives (seconds). */
export const SendCodeAnswer = v.object({ resend_after: v.number(), expires_in: v.number() });

/** The app's preset avatars (public/avatars). */
export const AVATAR_PRESET = /^\/avatars\/[1-8]\.svg$/;
/** An uploaded avatar's image: at most 1 MiB, 4096 px a side. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_MAX_SIDE = 4096;
/** Its base64 text in the uploadAvatar body. */
export const AVATAR_BODY_BYTES = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;
/** A mainland mobile number: 11 digits starting 13–19. */
/** A password's length, as the forms and the server check it. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
/** A nickname's most characters. */
export const NICKNAME_MAX = 20;

export const MAINLAND_PHONE = /^1[3-9]\d{9}$/;
/** A number as typed or pasted (spaces, dashes, a +86 / 86 prefix) in its 11-digit form. */
export const normalisePhone = (typed: string): string => typed.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
/** Seconds a verification code lives, and before another may be sent to the same recipient. */
export const CODE_TTL_SECONDS = 600;
export const CODE_RESEND_SECONDS = 60;
