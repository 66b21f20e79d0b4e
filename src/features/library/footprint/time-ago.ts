/** How long ago a footprint was left: just now, minutes, hours, days — then the date itself. */
export type Ago = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; value: number } | { unit: 'date'; date: Date };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Both times in Unix seconds. A time in the future (a clock ahead) reads as now. */
export function timeAgo(then: number, now: number): Ago {
  const elapsed = now - then;
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { unit: 'day', value: Math.floor(elapsed / DAY) };
  return { unit: 'date', date: new Date(then * 1000) };
}
