/**
 * The rules of a chapter for this reader, shared by the detail, the chapter lists, the readers and
 * the download sheet: its read mark (read before the one the reader stopped in, current, unread),
 * whether it is locked (free, gold, VIP, purchased) — and the chapters in the order the reader chose.
 */
import type { Chapter } from '../contract/content';

export type ChapterOrder = 'asc' | 'desc';
export type ReadMark = 'read' | 'current' | 'unread';

export function readMark(chapter: Chapter, current: Chapter | null): ReadMark {
  if (!current) return 'unread';
  if (chapter.id === current.id) return 'current';
  return chapter.index < current.index ? 'read' : 'unread';
}

/**
 * Locked: VIP chapters for a reader without VIP, gold chapters not bought. Free and limited-free
 * chapters are open (the server's `access` already says limited_free while the window is open).
 */
export function isLocked(chapter: Chapter, purchased: ReadonlySet<number>, isVip: boolean): boolean {
  if (chapter.access === 'vip') return !isVip && !purchased.has(chapter.id);
  if (chapter.access === 'gold') return !purchased.has(chapter.id);
  return false;
}

export function orderChapters(chapters: readonly Chapter[], order: ChapterOrder): Chapter[] {
  const sorted = [...chapters].sort((a, b) => a.index - b.index);
  return order === 'desc' ? sorted.reverse() : sorted;
}
