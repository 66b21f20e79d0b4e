/** Money and times as the records show them. */

/** Cents (fen) as yuan with two decimals: 600 → "6.00". Integer arithmetic, no float rounding. */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A signed gold amount: +100, −30 (a real minus sign). */
export const signed = (delta: number): string => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');
