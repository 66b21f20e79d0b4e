import { describe, expect, it } from 'vitest';
import { chinaInputToSeconds, chinaTimeText, secondsToChinaInput } from './china-time';

describe('China time in the console', () => {
  it('reads a wall-clock time as UTC+8', () => {
    // 2025-03-01 08:00 in Beijing is 00:00 UTC.
    expect(chinaInputToSeconds('2025-03-01T08:00')).toBe(Date.UTC(2025, 2, 1, 0, 0) / 1000);
    expect(chinaInputToSeconds('2025-03-01T03:30')).toBe(Date.UTC(2025, 1, 28, 19, 30) / 1000);
  });

  it('writes it back the same way, whatever the machine’s zone', () => {
    const t = Date.UTC(2025, 11, 31, 16, 5) / 1000;
    expect(secondsToChinaInput(t)).toBe('2026-01-01T00:05');
    expect(chinaTimeText(t)).toBe('2026-01-01 00:05');
    expect(chinaInputToSeconds(secondsToChinaInput(t))).toBe(t);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '2025-02-30T08:00', '2025-03-01T24:00', '2025-03-01 08:00', '2025-3-1T8:00'])
      expect(chinaInputToSeconds(text)).toBeNull();
  });
});
