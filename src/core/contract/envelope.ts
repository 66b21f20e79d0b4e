/**
 * The outer JSON of every /api2 answer. `data` is the encrypted envelope (see cipher/envelope.ts)
 * on success; errors carry a plain `msg` and no data.
 */
import * as v from 'valibot';

export const CODE = {
  ok: 200,
  /** userInfo: no valid login state (triggers guest login). */
  notLoggedIn: 100,
  /** The account is banned (with HTTP 403): the app says so and does not log in again. */
  banned: 110,
} as const;

export const WireAnswer = v.object({
  code: v.number(),
  msg: v.optional(v.string()),
  message: v.optional(v.string()),
  data: v.optional(v.nullable(v.string())),
});
export type WireAnswer = v.InferOutput<typeof WireAnswer>;
