/**
 * The reader's show_frequency record in localStorage, validated when read. Read afresh
 * at each use so that two open tabs do not overwrite each other's marks with a stale copy.
 */
import type { Notice } from '../../core/contract/site';
import { markNoticeShown, type ShownRecords } from '../../core/rules/notice-frequency';
import { parseShownRecords, ShownRecordsSchema } from '../../core/rules/notice-records';
import { LOCAL_KEYS } from '../../core/storage-keys';
import { readJson, writeJson } from '../../storage/local';

export function readShownRecords(): ShownRecords {
  return parseShownRecords(readJson(LOCAL_KEYS.showFrequency, ShownRecordsSchema));
}

/** Marks a notice as shown now: on display, since "shown today" is what the rule asks. */
export function rememberShown(notice: Pick<Notice, 'id' | 'show_frequency' | 'content_type'>, now = new Date()) {
  writeJson(LOCAL_KEYS.showFrequency, markNoticeShown(notice, readShownRecords(), now));
}
