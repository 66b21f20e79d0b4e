import { expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = 1_700_000_000;

it('says just now, minutes, hours and days, then the date', () => {
  expect(timeAgo(now - 5, now)).toEqual({ unit: 'now' });
  expect(timeAgo(now + 30, now)).toEqual({ unit: 'now' });
  expect(timeAgo(now - 125, now)).toEqual({ unit: 'minute', value: 2 });
  expect(timeAgo(now - 3 * 3600 - 10, now)).toEqual({ unit: 'hour', value: 3 });
  expect(timeAgo(now - 2 * 86400, now)).toEqual({ unit: 'day', value: 2 });
  expect(timeAgo(now - 30 * 86400, now)).toEqual({ unit: 'date', date: new Date((now - 30 * 86400) * 1000) });
});
