/** Figures as the console shows them: China time, sizes, money. */
import { chinaTimeText } from '../../core/admin/china-time';

/** Unix seconds as China time, `2025-03-01 08:00`. */
export const timeText = (seconds: number): string => chinaTimeText(seconds);

/** A size in B, KB, MB or GB (binary), without trailing zeros: `4 GB`, `12.5 MB`. */
export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [unit, digits, size] =
    bytes < 1024 ** 2 ? ['KB', 1, 1024] : bytes < 1024 ** 3 ? ['MB', 1, 1024 ** 2] : ['GB', 2, 1024 ** 3];
  return `${Number((bytes / (size as number)).toFixed(digits as number))} ${unit}`;
}

export const yuanText = (cents: number): string => `¥${(cents / 100).toFixed(2)}`;
