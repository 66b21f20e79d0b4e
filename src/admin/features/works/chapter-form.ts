/**
 * The chapter form: title, who may read it (free, VIP, or gold at a price) and when readers see it
 * (a China time: now, or one to come), or hidden. Only what changed is sent.
 */
import * as v from 'valibot';
import type { ChapterItem } from '../../../core/admin/answers';
import { chinaInputToSeconds, secondsToChinaInput } from '../../../core/admin/china-time';
import { CHAPTER_FIELDS, chapterAccess } from '../../../core/admin/schemas';

export const ChapterFormSchema = v.pipe(
  v.object({
    title: CHAPTER_FIELDS.title,
    access: chapterAccess,
    price: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    publish: v.pipe(
      v.string(),
      v.check((text) => chinaInputToSeconds(text) !== null),
    ),
    hidden: v.boolean(),
  }),
  v.forward(
    v.check((chapter) => chapter.access !== 'gold' || chapter.price > 0),
    ['price'],
  ),
);

export type ChapterFormValues = v.InferInput<typeof ChapterFormSchema>;

export const chapterValues = (chapter: ChapterItem): ChapterFormValues => ({
  title: chapter.title,
  access: chapter.access,
  price: chapter.price,
  publish: secondsToChinaInput(chapter.published_at),
  hidden: chapter.hidden,
});

/** The fields that differ from the chapter as it is, as the API takes them. */
export function chapterChanges(chapter: ChapterItem, values: ChapterFormValues) {
  const before = chapterValues(chapter);
  const changes: {
    title?: string;
    access?: ChapterItem['access'];
    price?: number;
    published_at?: number;
    hidden?: boolean;
  } = {};
  if (values.title.trim() !== before.title) changes.title = values.title.trim();
  if (values.access !== before.access) changes.access = values.access;
  if (values.access === 'gold' && values.price !== before.price) changes.price = values.price;
  // Compared as written: the minute shown, not the second stored.
  if (values.publish !== before.publish) changes.published_at = chinaInputToSeconds(values.publish) as number;
  if (values.hidden !== before.hidden) changes.hidden = values.hidden;
  return changes;
}

/** Now, as the form's publication time. */
export const nowInput = (): string => secondsToChinaInput(Math.floor(Date.now() / 1000));
