/**
 * The reader's address: `/manga/manga_content?id=<work>&chapter=<chapter>&page=<0-based page>`.
 * A bad value falls back instead of failing the route: no work → "not found"; no chapter → where the
 * reader left the work, else its first chapter; no page → the saved page of that chapter.
 */
import * as v from 'valibot';

const optionalId = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

export const ReaderSearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  chapter: optionalId,
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))), undefined),
});
