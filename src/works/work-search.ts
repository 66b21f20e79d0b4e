/**
 * Typed search params of the routes about one work (its detail, its chapter list), validated with
 * valibot. A bad value falls back to the default instead of failing the route: no work → 0, which the
 * screens show as "not found".
 */
import * as v from 'valibot';

export const DetailSearch = v.object({ id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0) });

/** A work's chapter list: `?id=<work>&order=asc|desc`. */
export const ChapterListSearch = v.object({
  ...DetailSearch.entries,
  order: v.fallback(v.picklist(['asc', 'desc']), 'asc'),
});
