/**
 * The console shows and takes times in China time (UTC+8, no daylight saving), whatever the
 * operator's own time zone: a publication at 08:00 is 08:00 in Beijing. Inputs speak the
 * `<input type="datetime-local">` format, `YYYY-MM-DDTHH:mm`.
 */

const OFFSET_SECONDS = 8 * 3600;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Unix seconds of a China wall-clock time written `YYYY-MM-DDTHH:mm`; null when it is not one. */
export function chinaInputToSeconds(text: string): number | null {
  const match = LOCAL.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  // 2025-02-30 and 24:00 are not times.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23) return null;
  return ms / 1000 - OFFSET_SECONDS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The China wall-clock time of Unix seconds, as `YYYY-MM-DDTHH:mm`. */
export function secondsToChinaInput(seconds: number): string {
  const t = new Date((seconds + OFFSET_SECONDS) * 1000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** Unix seconds shown as China time: `2025-03-01 08:00`. */
export const chinaTimeText = (seconds: number): string => secondsToChinaInput(seconds).replace('T', ' ');
