/**
 * The novel reader's address: `/novel/novel_content?id=<work>&chapter=<chapter>&offset=<text offset>`.
 * Bad values fall back: no work → "not found"; no chapter → where the reader left the work, else its
 * first chapter; no offset → where the reader left that chapter. The offset is a one-off
 * instruction, dropped from the address once applied (the device's history keeps the position).
 */
import * as v from 'valibot';

const optionalId = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

export const NovelSearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  chapter: optionalId,
  offset: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))), undefined),
});
