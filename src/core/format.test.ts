import { describe, expect, it } from 'vitest';
import { signed, yuan } from './format';
import { orderStatusLabel, reasonLabel } from './labels';

describe('yuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [600, '6.00'],
    [12_345, '123.45'],
    [-250, '-2.50'],
  ])('%i fen → %s', (cents, text) => expect(yuan(cents)).toBe(text));
});

describe('signed', () => {
  it('marks credits with + and debits with a minus sign', () => {
    expect([signed(100), signed(-30), signed(0)]).toEqual(['+100', '−30', '0']);
  });
});

describe('labels', () => {
  it('names known kinds and falls back for unknown ones (never a prototype key)', () => {
    expect(reasonLabel('welcome')).not.toBe(reasonLabel('some_future_kind'));
    expect(reasonLabel('toString')).toBe(reasonLabel('some_future_kind'));
    expect(orderStatusLabel('constructor')).toBe(orderStatusLabel('weird'));
  });
});
