/**
 * Notice frequency: with no record, show; show_frequency 3 = never again once shown;
 * 2 = once a day; anything else = every time.
 */
export interface NoticeShownRecord {
  id: number;
  show_frequency: number;
  /** Local calendar day the notice was last shown, YYYY-MM-DD. */
  date: string;
  content_type: number;
}

export type ShownRecords = Record<string, NoticeShownRecord>;

export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function shouldShowNotice(
  notice: { id: number; show_frequency: number },
  records: ShownRecords,
  now: Date,
): boolean {
  const record = records[notice.id];
  if (!record) return true;
  if (notice.show_frequency === 3) return false;
  if (notice.show_frequency === 2 && record.date === localDay(now)) return false;
  return true;
}

export function markNoticeShown(
  notice: { id: number; show_frequency: number; content_type: number },
  records: ShownRecords,
  now: Date,
): ShownRecords {
  return {
    ...records,
    [notice.id]: {
      id: notice.id,
      show_frequency: notice.show_frequency,
      content_type: notice.content_type,
      date: localDay(now),
    },
  };
}
