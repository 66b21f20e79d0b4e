/**
 * The console API's refusals: `{error, message, field?, detail?}` with one of these codes (the page
 * says each in the operator's language; `message` is English, for scripts).
 */
export const ADMIN_ERRORS = [
  /** The body or query failed its schema; `field` names the first problem. */
  'invalid',
  /** No session, or it ended (idle, signed out, account disabled). */
  'notSignedIn',
  /** The operator's role may not work in this area. */
  'forbidden',
  /** A write from another site (its Origin is not the console's). */
  'crossSite',
  'badLogin',
  'tooMany',
  'notFound',
  /** The one-time link is unknown, used or expired. */
  'linkInvalid',
  /** Readers bought chapters of it: never deleted. */
  'hasPurchases',
  /** An operator with this email exists. */
  'emailTaken',
  /** The site would be left without an owner who can sign in. */
  'lastOwner',
  /** The chapters listed are not exactly the work's. */
  'chaptersMismatch',
  /** An upload is not the caller's, not finished or gone. */
  'uploadMissing',
  'tooLarge',
  /** The order was refunded already. */
  'alreadyRefunded',
  /** Only a paid order can be refunded. */
  'notRefundable',
  /** Taking that much gold would leave the reader's balance below zero. */
  'insufficientGold',
] as const;

export type AdminErrorCode = (typeof ADMIN_ERRORS)[number];

export interface AdminErrorAnswer {
  error: AdminErrorCode;
  message: string;
  field?: string;
  detail?: string;
}
