import { describe, expect, it } from 'vitest';
import { clock, groupDigits, signed, yuan } from './format';

describe('yuan', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [600, '¥6.00'],
    [12_345, '¥123.45'],
    [-250, '-¥2.50'],
  ])('%i fen → %s', (cents, text) => expect(yuan(cents)).toBe(text));
});

describe('groupDigits', () => {
  it('groups thousands as Intl.NumberFormat does in every language of the app', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, 98_765_432_109]) {
      const text = groupDigits(n);
      for (const locale of ['zh-CN', 'zh-TW', 'en-US']) expect(text).toBe(new Intl.NumberFormat(locale).format(n));
    }
  });
});

describe('signed', () => {
  it('marks credits with + and debits with a minus sign', () => {
    expect([signed(100), signed(-30), signed(0)]).toEqual(['+100', '−30', '0']);
  });
});

describe('clock', () => {
  it('writes m:ss, and h:mm:ss from an hour', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(65.9)).toBe('01:05');
    expect(clock(3725)).toBe('1:02:05');
  });
});
