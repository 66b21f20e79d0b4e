/**
 * The stored shape of the show_frequency record (notices by id with show_frequency,
 * date, content_type). Storage can hold anything — an older build's record, a hand edit — so
 * it is validated when read. A record that fails as a whole is dropped (the reader then sees
 * every notice once more); a single bad
 * entry is dropped alone so that one corrupt line does not replay every notice.
 */
import * as v from 'valibot';
import type { NoticeShownRecord, ShownRecords } from './notice-frequency';

const DAY = /^\d{3,4}-\d{2}-\d{2}$/;

export const NoticeShownRecordSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  show_frequency: v.pipe(v.number(), v.integer()),
  // The day's format is checked in parseShownRecords: valibot's regex action would be one more
  // piece of the framework chunk that every first visit downloads.
  date: v.string(),
  content_type: v.pipe(v.number(), v.integer()),
});

/** Any JSON object; its entries are checked one by one in parseShownRecords. */
export const ShownRecordsSchema = v.record(v.string(), v.unknown());

export function parseShownRecords(value: unknown): ShownRecords {
  const outer = v.safeParse(ShownRecordsSchema, value);
  if (!outer.success || Array.isArray(value)) return {};
  const records: ShownRecords = {};
  for (const [key, entry] of Object.entries(outer.output)) {
    const parsed = v.safeParse(NoticeShownRecordSchema, entry);
    // The key is the notice id (the rule looks records up by id): a mismatch is a corrupt entry.
    if (parsed.success && String(parsed.output.id) === key && DAY.test(parsed.output.date)) {
      records[key] = parsed.output as NoticeShownRecord;
    }
  }
  return records;
}
