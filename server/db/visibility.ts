/**
 * What readers may see of the catalogue at a time `now`: a chapter an operator has not hidden and
 * whose publication time has come; a work an operator has not hidden that has at least one such
 * chapter. Every query that answers readers (lists, details, chapters, search, the home, their
 * shelves) goes through these, and a card's chapter count and latest title count only such
 * chapters: a chapter scheduled for 08:00 is nowhere before then and everywhere after, with no
 * restart and nothing to refresh.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

type OnChapters = ExpressionBuilder<Database, 'chapters'>;
type OnWorks = ExpressionBuilder<Database, 'works'>;

/** The chapter (the `chapters` table of the query) is one readers may see. */
export const chapterPublished = (eb: OnChapters, now: number) =>
  eb.and([eb('chapters.hidden', '=', 0), eb('chapters.published_at', '<=', now)]);

/** The published chapters of the work the query's `works` row is. */
const publishedOfWork = (eb: OnWorks, now: number) =>
  eb
    .selectFrom('chapters as published')
    .whereRef('published.work_id', '=', 'works.id')
    .where('published.hidden', '=', 0)
    .where('published.published_at', '<=', now);

/** The work (the `works` table of the query) is one readers may see. */
export const workVisible = (eb: OnWorks, now: number) =>
  eb.and([eb('works.hidden', '=', 0), eb.exists(publishedOfWork(eb, now).select('published.id'))]);

/** How many chapters of the work readers may see. */
export const publishedCount = (eb: OnWorks, now: number) =>
  eb.fn.coalesce(
    publishedOfWork(eb, now).select((inner) => inner.fn.countAll<number>().as('count')),
    eb.lit(0),
  );

/** The title of the last chapter readers may see ('' without one). */
export const latestPublishedTitle = (eb: OnWorks, now: number) =>
  eb.fn.coalesce(
    publishedOfWork(eb, now).select('published.title').orderBy('published.idx', 'desc').limit(1),
    eb.val(''),
  );
