/**
 * The API client: every call is a POST of JSON with the access token in the body, answered by
 * `{code, msg, data}` where data is the encrypted envelope. Failures are mapped once, here,
 * through the error catalogue; callers get typed answers or an ApiError.
 *
 * Works' words are shown in the reader's script (`localize`), and kept as the server wrote them.
 *
 * Offline data: when the network fails, a kept answer (api/kept.ts, or the caller's `offline`)
 * stands in for the server's — the call resolves with it, shows no toast (nothing failed for the
 * reader) and reports that kept data is on show. HTTP and code errors are never covered up.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { EnvelopeCipher } from '../core/cipher/envelope';
import type { AnswerOf, EndpointName } from '../core/contract/answers';
import type { BodyOf } from '../core/contract/endpoints';
import { CODE, WireAnswer } from '../core/contract/envelope';
import { endpointPath } from '../core/contract/paths';
import { answerSchema } from './answer-schemas';
import { ApiError, describeFailure, type Failure } from './errors';

export interface CallOptions<A = unknown> {
  /** Do not show a toast for a failure (the caller shows its own state). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** An answer kept elsewhere (the session's user) to stand in when the network fails. */
  offline?: () => A | null | undefined;
}

/** Where answers are kept for offline use (api/kept.ts; a Map in tests). */
export interface KeptAnswers {
  read: <N extends EndpointName>(name: N, body: BodyOf<N>) => Promise<AnswerOf<N> | undefined>;
  write: <N extends EndpointName>(name: N, body: BodyOf<N>, answer: AnswerOf<N>) => unknown;
  /** The endpoint answers about the logged-in reader (not kept across a change of login). */
  personal: (name: EndpointName) => boolean;
}

export interface ApiClientDeps {
  /** The ky instance, asked for only when a request is made (an answer the page holds needs none). */
  http: () => KyInstance | Promise<KyInstance>;
  cipher: () => Promise<EnvelopeCipher>;
  base: () => string | Promise<string>;
  token: () => string | null;
  userAgent: () => string;
  onStart?: () => void;
  onEnd?: () => void;
  /** Called with each failure that should be shown to the reader. */
  onNotice?: (message: string, duration: number) => void;
  /** HTTP 401: the token in use is no longer valid. */
  onExpired?: () => void;
  /** The account is banned: the message says so (no new login is tried: it would be refused too). */
  onBanned?: (message: string) => void;
  kept?: KeptAnswers;
  /** The server answered, whatever it said: the network is there. */
  onAnswered?: () => void;
  /** A call succeeded (after onAnswered). */
  onSuccess?: () => void;
  /** A call failed for want of a network; `kept`: a kept answer stood in for the server's. */
  onUnreachable?: (kept: boolean) => void;
  /**
   * Resolves in a later task: an answer is decrypted in one and checked in the next, so that a large
   * one (a home) is not one long task on the page's main thread.
   */
  pause?: () => Promise<void>;
  /** An answer the page already holds for this call (api/document-boot.ts), not encrypted: used instead of a request. */
  preloaded?: (name: EndpointName, body: unknown, token: string | null) => unknown;
  /** An answer as the reader's language shows it (works' words in their script); kept as the server wrote it. */
  localize?: <N extends EndpointName>(name: N, answer: AnswerOf<N>) => AnswerOf<N> | Promise<AnswerOf<N>>;
}

export type CallFn = <N extends EndpointName>(
  name: N,
  body: BodyOf<N>,
  options?: CallOptions<AnswerOf<N>>,
) => Promise<AnswerOf<N>>;

/** Answers served from what was kept rather than from the server (a screen may say so). */
const keptAnswers = new WeakSet<object>();
export const isKeptAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && keptAnswers.has(answer);

const codeOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as { code?: unknown }).code : null;

export function createApiClient(deps: ApiClientDeps): CallFn {
  /** `stale`: a refusal of a token no longer in use, which is not news (ending the session would end the new one). */
  const fail = (failure: Failure, options: CallOptions, stale = false): ApiError => {
    const notice = describeFailure(failure, deps.userAgent());
    // userInfo's "not logged in" is a state, not an error: the session logic handles it.
    const banned = failure.kind === 'http' && failure.status === 403 && codeOf(failure.body) === CODE.banned;
    const silent = stale || banned || options.quiet || (failure.kind === 'code' && failure.code === CODE.notLoggedIn);
    if (!silent) deps.onNotice?.(notice.message, notice.duration);
    if (failure.kind === 'http' && failure.status === 401 && !stale) deps.onExpired?.();
    if (banned) deps.onBanned?.(notice.message);
    return new ApiError(failure, notice.message);
  };

  /** What stands in for the server's answer when the network fails, if anything was kept. */
  const standIn = async <N extends EndpointName>(name: N, body: BodyOf<N>, options: CallOptions<AnswerOf<N>>) => {
    const own = options.offline?.();
    if (own) return own;
    try {
      return await deps.kept?.read(name, body);
    } catch {
      return undefined;
    }
  };

  return async function call(name, body, options = {}) {
    // Loaded beside the request when it is not at hand (api/answer-schemas.ts).
    const schema = Promise.resolve(answerSchema(name));
    schema.catch(() => {});
    const token = deps.token();
    deps.onStart?.();
    try {
      // The document's copy (api/document-boot.ts) is the answer itself: no request, nothing to decrypt.
      const preloaded = deps.preloaded?.(name, body, token ?? null);
      let answer: unknown = preloaded;
      if (preloaded === undefined) {
        let response: Response;
        try {
          response = await (await deps.http()).post((await deps.base()) + endpointPath(name), {
            json: token ? { ...body, access_token: token } : body,
            signal: options.signal,
          });
        } catch (error) {
          if (options.signal?.aborted) throw error;
          const kept = await standIn(name, body, options);
          deps.onUnreachable?.(kept !== undefined);
          if (kept === undefined) throw fail({ kind: 'network' }, options);
          keptAnswers.add(kept);
          return kept;
        }
        deps.onAnswered?.();
        const json: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          // Refused for a login replaced while the call was out: asked again with the one in use, or,
          // while the new one is being made, failed quietly.
          const stale = response.status === 401 && deps.token() !== token;
          if (stale && deps.token()) return await call(name, body, options);
          throw fail({ kind: 'http', status: response.status, body: json }, options, stale);
        }
        const wire = v.safeParse(WireAnswer, json);
        if (!wire.success) throw fail({ kind: 'decrypt' }, options);
        if (wire.output.code !== CODE.ok) throw fail({ kind: 'code', code: wire.output.code, body: json }, options);
        try {
          answer = await (await deps.cipher()).decryptJson(wire.output.data ?? '');
        } catch {
          throw fail({ kind: 'decrypt' }, options);
        }
      }
      let check: Awaited<typeof schema>;
      try {
        check = await schema;
      } catch {
        // Its code could not be fetched.
        throw fail({ kind: 'network' }, options);
      }
      await deps.pause?.();
      const parsed = v.safeParse(check, answer);
      if (!parsed.success) throw fail({ kind: 'decrypt' }, options);
      const output = parsed.output as AnswerOf<typeof name>;
      // An answer about the reader is not kept when the login changed meanwhile (it would be kept for
      // the next one); others are (a first visit's home answer arrives after the guest login).
      if (deps.kept && (deps.token() === token || !deps.kept.personal(name))) void deps.kept.write(name, body, output);
      deps.onSuccess?.();
      return deps.localize ? await deps.localize(name, output) : output;
    } finally {
      deps.onEnd?.();
    }
  };
}
