/** Figures as the console shows them: China time, sizes, money. */
import { chinaTimeText } from '../../core/admin/china-time';

/** Unix seconds as China time, `2025-03-01 08:00`. */
export const timeText = (seconds: number): string => chinaTimeText(seconds);

export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export const yuanText = (cents: number): string => `¥${(cents / 100).toFixed(2)}`;
