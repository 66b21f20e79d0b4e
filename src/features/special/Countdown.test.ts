import { expect, it } from 'vitest';
import { splitRemaining } from './Countdown';

it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
  expect(splitRemaining(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
    days: 2,
    hours: 3,
    minutes: 4,
    seconds: 5,
  });
  expect(splitRemaining(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
});
