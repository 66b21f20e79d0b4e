/**
 * A refusal with an HTTP status, an answer code (the status unless told) and a message key; the
 * API layer turns it into `{code, msg}`.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from './messages';

export class Refusal extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly args: string[] = [],
    readonly code: number = status,
  ) {
    super(key);
    this.name = 'Refusal';
  }
}

export const refuse = (status: ContentfulStatusCode, key: MessageKey, ...args: string[]): never => {
  throw new Refusal(status, key, args);
};
