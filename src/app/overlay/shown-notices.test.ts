// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../core/storage-keys';
import { dismissBanner, isBannerDismissed } from './banner/banner-dismissal';
import { readShownRecords, rememberShown } from './shown-notices';

const day1 = new Date(2024, 0, 15, 9);
const day2 = new Date(2024, 0, 16, 9);

beforeEach(() => localStorage.clear());

describe('the show_frequency record in localStorage', () => {
  it('is empty when nothing is stored', () => {
    expect(readShownRecords()).toEqual({});
  });

  it('is stored under the spec key and read back', () => {
    rememberShown({ id: 4, show_frequency: 2, content_type: 1 }, day1);
    rememberShown({ id: 5, show_frequency: 3, content_type: 2 }, day1);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.showFrequency) ?? '')).toEqual({
      4: { id: 4, show_frequency: 2, content_type: 1, date: '2024-01-15' },
      5: { id: 5, show_frequency: 3, content_type: 2, date: '2024-01-15' },
    });
    expect(Object.keys(readShownRecords())).toEqual(['4', '5']);
  });

  it('keeps what another tab stored meanwhile', () => {
    rememberShown({ id: 4, show_frequency: 2, content_type: 1 }, day1);
    const other = JSON.parse(localStorage.getItem(LOCAL_KEYS.showFrequency) ?? '{}');
    other[9] = { id: 9, show_frequency: 3, content_type: 1, date: '2024-01-15' };
    localStorage.setItem(LOCAL_KEYS.showFrequency, JSON.stringify(other));
    rememberShown({ id: 4, show_frequency: 2, content_type: 1 }, day2);
    expect(readShownRecords()[9]).toBeDefined();
    expect(readShownRecords()[4]?.date).toBe('2024-01-16');
  });

  it.each(['not json', '[1,2]', '"text"', '42'])('drops a corrupt record %p', (raw) => {
    localStorage.setItem(LOCAL_KEYS.showFrequency, raw);
    expect(readShownRecords()).toEqual({});
  });
});

describe('the app banner dismissal', () => {
  it('lasts for the rest of the day', () => {
    expect(isBannerDismissed(day1)).toBe(false);
    dismissBanner(day1);
    expect(isBannerDismissed(new Date(2024, 0, 15, 23, 59))).toBe(true);
    expect(isBannerDismissed(day2)).toBe(false);
  });
});
