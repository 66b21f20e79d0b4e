/**
 * The work form's values and their checks: the API's own field schemas (core/admin/schemas.ts)
 * for what the form sends as it is, and the form's text for tags (comma-separated) and the
 * limited-free end (a China time). toWorkBody turns the values into the API's body.
 */
import * as v from 'valibot';
import type { WorkDetail } from '../../../core/admin/answers';
import { chinaInputToSeconds, secondsToChinaInput } from '../../../core/admin/china-time';
import { WORK_FIELDS, workKind, workStatus } from '../../../core/admin/schemas';

export const splitTags = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,，、;；\s]+/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Empty, or a China time. */
export const chinaTimeText = v.pipe(
  v.string(),
  v.check((text) => text === '' || chinaInputToSeconds(text) !== null),
);

export const WorkFormSchema = v.object({
  kind: workKind,
  title: WORK_FIELDS.title,
  author: WORK_FIELDS.author,
  description: WORK_FIELDS.description,
  class_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tags: v.pipe(
    v.string(),
    v.check((text) => v.is(WORK_FIELDS.tags, splitTags(text))),
  ),
  status: workStatus,
  free_until: chinaTimeText,
  /** '' (not on the schedule) or an ISO weekday, as the select gives it. */
  update_weekday: v.picklist(['', '1', '2', '3', '4', '5', '6', '7']),
});

export type WorkFormValues = v.InferInput<typeof WorkFormSchema>;

export const blankWork = (classId: number): WorkFormValues => ({
  kind: 'comic',
  title: '',
  author: '',
  description: '',
  class_id: classId,
  tags: '',
  status: 'ongoing',
  free_until: '',
  update_weekday: '',
});

export const valuesOf = (work: WorkDetail): WorkFormValues => ({
  kind: work.kind,
  title: work.title,
  author: work.author,
  description: work.description,
  class_id: work.class_id,
  tags: work.tags.join('，'),
  status: work.status,
  free_until: work.free_until === null ? '' : secondsToChinaInput(work.free_until),
  update_weekday: work.update_weekday === null ? '' : (String(work.update_weekday) as WorkFormValues['update_weekday']),
});

export function toWorkBody(values: WorkFormValues) {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    description: values.description.trim(),
    class_id: values.class_id,
    tags: splitTags(values.tags),
    status: values.status,
    free_until: values.free_until ? chinaInputToSeconds(values.free_until) : null,
    update_weekday: values.update_weekday ? Number(values.update_weekday) : null,
  };
}
