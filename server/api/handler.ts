import type * as v from 'valibot';
import type { AnswerOf, EndpointName } from '../../src/core/contract/answers';
import type { Endpoints } from '../../src/core/contract/endpoints';
import type { ApiContext } from './context';

/**
 * One endpoint's logic: the validated body (its access_token moved to the context) in, the
 * decrypted answer out; encryption and error answers are the router's.
 */
export type Handler<N extends EndpointName> = (
  body: Omit<v.InferOutput<Endpoints[N]['body']>, 'access_token'>,
  ctx: ApiContext,
) => Promise<AnswerOf<N>>;

export type Handlers<N extends EndpointName> = { [K in N]: Handler<K> };
