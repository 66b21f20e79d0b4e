/**
 * The product's calendar is China's (UTC+8, no daylight saving): "today's updates" and the end of
 * a limited-free day follow the readers' clock, not the server's.
 */
const OFFSET = 8 * 3600;
const DAY = 86400;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** ISO weekday (1 = Monday … 7 = Sunday) in China at Unix time `t`. */
export function chinaWeekday(t: number): number {
  const day = new Date((t + OFFSET) * 1000).getUTCDay();
  return ((day + 6) % 7) + 1;
}

/** The next midnight in China after `t`, as Unix seconds. */
export function nextChinaMidnight(t: number): number {
  return (Math.floor((t + OFFSET) / DAY) + 1) * DAY - OFFSET;
}

/** The most recent time (at or before `t`) that it was `hour`:00 on ISO weekday `weekday` in China. */
export function lastChinaWeekdayAt(t: number, weekday: number, hour: number): number {
  const midnight = nextChinaMidnight(t) - DAY;
  const back = (chinaWeekday(t) - weekday + 7) % 7;
  let at = midnight - back * DAY + hour * 3600;
  if (at > t) at -= 7 * DAY;
  return at;
}

/** The China calendar day of Unix time `t`, as days since 1970-01-01 (consecutive days differ by 1). */
export const chinaDay = (t: number): number => Math.floor((t + OFFSET) / DAY);
