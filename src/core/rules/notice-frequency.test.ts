import { describe, expect, it } from 'vitest';
import { localDay, markNoticeShown, type ShownRecords, shouldShowNotice } from './notice-frequency';

// Local-time constructors, since the rule works on the reader's calendar day.
const day1Morning = new Date(2024, 0, 15, 8, 0, 0);
const day1Night = new Date(2024, 0, 15, 23, 59, 59, 999);
const day2Midnight = new Date(2024, 0, 16, 0, 0, 0, 0);
const weekLater = new Date(2024, 0, 22, 12, 0, 0);

const notice = (show_frequency: number, id = 7, content_type = 1) => ({ id, show_frequency, content_type });

describe('localDay', () => {
  it('formats the local calendar day as YYYY-MM-DD with zero padding', () => {
    expect(localDay(new Date(2024, 0, 5, 12))).toBe('2024-01-05');
    expect(localDay(new Date(2023, 11, 31, 23, 59, 59, 999))).toBe('2023-12-31');
    expect(localDay(new Date(2024, 1, 29, 0, 0))).toBe('2024-02-29');
    expect(localDay(new Date(999, 9, 10))).toBe('999-10-10');
  });

  it('changes exactly at local midnight', () => {
    expect(localDay(day1Night)).toBe('2024-01-15');
    expect(localDay(day2Midnight)).toBe('2024-01-16');
  });
});

describe('shouldShowNotice', () => {
  it.each([0, 1, 2, 3, 4, -1])('shows a notice with no record (frequency %i)', (frequency) => {
    expect(shouldShowNotice(notice(frequency), {}, day1Morning)).toBe(true);
  });

  it('looks up the record by the notice id only', () => {
    const records = markNoticeShown(notice(3, 1), {}, day1Morning);
    expect(shouldShowNotice(notice(3, 1), records, day1Morning)).toBe(false);
    expect(shouldShowNotice(notice(3, 2), records, day1Morning)).toBe(true);
  });

  it('frequency 3: never again once shown, whatever the day', () => {
    const records = markNoticeShown(notice(3), {}, day1Morning);
    for (const when of [day1Morning, day1Night, day2Midnight, weekLater, new Date(2030, 5, 1)]) {
      expect(shouldShowNotice(notice(3), records, when)).toBe(false);
    }
  });

  it('frequency 2: once a day — skipped the same day, shown again the next', () => {
    const records = markNoticeShown(notice(2), {}, day1Morning);
    expect(shouldShowNotice(notice(2), records, day1Morning)).toBe(false);
    expect(shouldShowNotice(notice(2), records, day1Night)).toBe(false);
    expect(shouldShowNotice(notice(2), records, day2Midnight)).toBe(true);
    expect(shouldShowNotice(notice(2), records, weekLater)).toBe(true);
  });

  it('frequency 2: a record from a later day (clock moved back) does not block today', () => {
    const records = markNoticeShown(notice(2), {}, day2Midnight);
    expect(shouldShowNotice(notice(2), records, day1Night)).toBe(true);
  });

  it.each([0, 1, 4, 5, -1])('frequency %i: shown every time, even right after being shown', (frequency) => {
    const records = markNoticeShown(notice(frequency), {}, day1Morning);
    expect(shouldShowNotice(notice(frequency), records, day1Morning)).toBe(true);
    expect(shouldShowNotice(notice(frequency), records, day1Night)).toBe(true);
    expect(shouldShowNotice(notice(frequency), records, day2Midnight)).toBe(true);
  });

  it("uses the notice's current frequency, not the one recorded", () => {
    const shownAsEveryTime = markNoticeShown(notice(1), {}, day1Morning);
    expect(shouldShowNotice(notice(3), shownAsEveryTime, day2Midnight)).toBe(false);
    expect(shouldShowNotice(notice(2), shownAsEveryTime, day1Night)).toBe(false);
    const shownOnce = markNoticeShown(notice(3), {}, day1Morning);
    expect(shouldShowNotice(notice(1), shownOnce, day1Morning)).toBe(true);
  });

  it('reads records written by an older run (stored as JSON, string keys)', () => {
    const records: ShownRecords = JSON.parse(
      '{"7":{"id":7,"show_frequency":2,"date":"2024-01-15","content_type":2}}',
    ) as ShownRecords;
    expect(shouldShowNotice(notice(2), records, day1Night)).toBe(false);
    expect(shouldShowNotice(notice(2), records, day2Midnight)).toBe(true);
  });
});

describe('markNoticeShown', () => {
  it('records id, frequency, content type and the local day', () => {
    expect(markNoticeShown(notice(2, 7, 2), {}, day1Night)).toEqual({
      7: { id: 7, show_frequency: 2, content_type: 2, date: '2024-01-15' },
    });
  });

  it('keeps other records and does not mutate its input', () => {
    const before: ShownRecords = {
      3: { id: 3, show_frequency: 3, content_type: 1, date: '2023-12-01' },
    };
    const snapshot = structuredClone(before);
    const after = markNoticeShown(notice(2, 7), before, day1Morning);
    expect(before).toEqual(snapshot);
    expect(after).not.toBe(before);
    expect(after[3]).toEqual(snapshot[3]);
    expect(after[7]?.date).toBe('2024-01-15');
  });

  it('overwrites the previous record of the same notice', () => {
    const first = markNoticeShown(notice(2, 7, 1), {}, day1Morning);
    const second = markNoticeShown(notice(1, 7, 2), first, day2Midnight);
    expect(Object.keys(second)).toEqual(['7']);
    expect(second[7]).toEqual({ id: 7, show_frequency: 1, content_type: 2, date: '2024-01-16' });
  });

  it('round trips through JSON storage', () => {
    const records = markNoticeShown(notice(2, 9), markNoticeShown(notice(3, 4), {}, day1Morning), day1Morning);
    const stored = JSON.parse(JSON.stringify(records)) as ShownRecords;
    expect(stored).toEqual(records);
    expect(shouldShowNotice(notice(3, 4), stored, weekLater)).toBe(false);
    expect(shouldShowNotice(notice(2, 9), stored, day1Night)).toBe(false);
  });
});
