/**
 * The API client: every call is a POST of JSON with the access token in the body, answered by
 * `{code, msg, data}` where data is the encrypted envelope. Failures are mapped once, here,
 * through the error catalogue; callers get typed answers or an ApiError.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { EnvelopeCipher } from '../core/cipher/envelope';
import type { EndpointName } from '../core/contract/answers';
import { type AnswerOf, answers } from '../core/contract/answers';
import type { BodyOf } from '../core/contract/endpoints';
import { CODE, WireAnswer } from '../core/contract/envelope';
import { ApiError, describeFailure, type Failure } from './errors';

export interface CallOptions {
  /** Do not show a toast for a failure (the caller shows its own state). */
  quiet?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  http: KyInstance;
  cipher: () => Promise<EnvelopeCipher>;
  base: () => string | Promise<string>;
  token: () => string | null;
  userAgent: () => string;
  onStart?: () => void;
  onEnd?: () => void;
  /** Called with each failure that should be shown to the reader. */
  onNotice?: (message: string, duration: number) => void;
  /** HTTP 401: the token is no longer valid. */
  onExpired?: () => void;
}

export type CallFn = <N extends EndpointName>(name: N, body: BodyOf<N>, options?: CallOptions) => Promise<AnswerOf<N>>;

export function createApiClient(deps: ApiClientDeps): CallFn {
  const fail = (failure: Failure, options: CallOptions): ApiError => {
    const notice = describeFailure(failure, deps.userAgent());
    // userInfo's "not logged in" is a state, not an error: the session logic handles it.
    const silent = options.quiet || (failure.kind === 'code' && failure.code === CODE.notLoggedIn);
    if (!silent) deps.onNotice?.(notice.message, notice.duration);
    if (failure.kind === 'http' && failure.status === 401) deps.onExpired?.();
    return new ApiError(failure, notice.message);
  };

  return async function call(name, body, options = {}) {
    const endpoint = answers[name];
    const token = deps.token();
    deps.onStart?.();
    try {
      let response: Response;
      try {
        response = await deps.http.post((await deps.base()) + endpoint.path, {
          json: token ? { ...body, access_token: token } : body,
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw fail({ kind: 'network' }, options);
      }
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok) throw fail({ kind: 'http', status: response.status, body: json }, options);
      const wire = v.safeParse(WireAnswer, json);
      if (!wire.success) throw fail({ kind: 'decrypt' }, options);
      if (wire.output.code !== CODE.ok) throw fail({ kind: 'code', code: wire.output.code, body: json }, options);
      let answer: unknown;
      try {
        answer = await (await deps.cipher()).decryptJson(wire.output.data ?? '');
      } catch {
        throw fail({ kind: 'decrypt' }, options);
      }
      const parsed = v.safeParse(endpoint.answer, answer);
      if (!parsed.success) throw fail({ kind: 'decrypt' }, options);
      return parsed.output as AnswerOf<typeof name>;
    } finally {
      deps.onEnd?.();
    }
  };
}
