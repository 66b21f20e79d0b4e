/** Money, counts and times as every screen writes them (and the server's pages, for money and counts). */

/** Cents (fen) as yuan: 600 → "¥6.00", -250 → "-¥2.50". Integer arithmetic, no float rounding. */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A count with its thousands grouped, 12345 → "12,345", as zh-CN, zh-Hant and en-US all write it.
 * Not Intl.NumberFormat: building the first one costs a phone tens of milliseconds of the first
 * render (its locale data), for what a regular expression does.
 */
export const groupDigits = (n: number): string =>
  Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A signed gold amount: +100, −30 (a real minus sign). */
export const signed = (delta: number): string => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

/** Seconds as m:ss, or h:mm:ss from an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
