/** A refusal of the console API: an HTTP status, one of the codes of core/admin/errors.ts, and what it names. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AdminErrorCode } from '../../src/core/admin/errors';

/** English, for scripts and logs; the console says each code in the operator's language. */
const MESSAGES: Record<AdminErrorCode, string> = {
  invalid: 'Invalid request',
  notSignedIn: 'Not signed in, or the session has ended',
  forbidden: 'Your role may not do this',
  crossSite: 'Refused: this request came from another site',
  badLogin: 'Incorrect email or password',
  tooMany: 'Too many attempts, please try again later',
  notFound: 'Not found',
  linkInvalid: 'This link is invalid, used or expired',
  hasPurchases: 'Readers have bought chapters of this work: it cannot be deleted (hide it instead)',
  emailTaken: 'An operator with this email exists',
  lastOwner: 'The site must keep an owner who can sign in',
  chaptersMismatch: 'The chapters listed are not the work’s chapters',
  uploadMissing: 'An uploaded file is missing, unfinished or not yours',
  tooLarge: 'The request is too large',
  alreadyRefunded: 'This order was refunded already',
  notRefundable: 'Only a paid order can be refunded',
  insufficientGold: 'The reader does not have that much gold',
};

export class AdminRefusal extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: AdminErrorCode,
    readonly field?: string,
    readonly detail?: string,
  ) {
    super(MESSAGES[code]);
    this.name = 'AdminRefusal';
  }

  get answer() {
    return {
      error: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.detail ? { detail: this.detail } : {}),
    };
  }
}

export const refuseAdmin = (
  status: ContentfulStatusCode,
  code: AdminErrorCode,
  field?: string,
  detail?: string,
): never => {
  throw new AdminRefusal(status, code, field, detail);
};
