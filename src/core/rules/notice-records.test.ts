import { describe, expect, it } from 'vitest';
import { markNoticeShown, shouldShowNotice } from './notice-frequency';
import { parseShownRecords } from './notice-records';

const good = { id: 7, show_frequency: 2, date: '2024-01-15', content_type: 1 };

describe('parseShownRecords', () => {
  it('keeps a well-formed record', () => {
    expect(parseShownRecords({ 7: good })).toEqual({ 7: good });
  });

  it('reads what markNoticeShown wrote, through JSON', () => {
    const written = markNoticeShown({ id: 3, show_frequency: 3, content_type: 2 }, {}, new Date(2024, 0, 15, 9));
    const read = parseShownRecords(JSON.parse(JSON.stringify(written)));
    expect(read).toEqual(written);
    expect(shouldShowNotice({ id: 3, show_frequency: 3 }, read, new Date(2030, 0, 1))).toBe(false);
  });

  it.each([null, undefined, 42, 'text', [good], true])('treats %p as no record', (value) => {
    expect(parseShownRecords(value)).toEqual({});
  });

  it('drops only the malformed entries', () => {
    const records = parseShownRecords({
      7: good,
      8: { ...good, id: 8, date: 'yesterday' },
      9: { ...good, id: 9, show_frequency: '2' },
      10: { ...good, id: 10, content_type: 1.5 },
      11: null,
      12: { ...good, id: 99 },
    });
    expect(records).toEqual({ 7: good });
  });

  it('ignores extra fields an older build may have stored', () => {
    expect(parseShownRecords({ 7: { ...good, title: 'old' } })).toEqual({ 7: good });
  });
});
