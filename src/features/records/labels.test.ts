import { describe, expect, it } from 'vitest';
import { orderStatusLabel, reasonLabel } from './labels';

describe('labels', () => {
  it('names known kinds and falls back for unknown ones (never a prototype key)', () => {
    expect(reasonLabel('welcome')).not.toBe(reasonLabel('some_future_kind'));
    expect(reasonLabel('toString')).toBe(reasonLabel('some_future_kind'));
    expect(orderStatusLabel('constructor')).toBe(orderStatusLabel('weird'));
  });
});
