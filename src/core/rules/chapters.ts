/**
 * The rules of a chapter, one copy for the server (what chapterContent sends, what buyChapter
 * sells) and the app (locks in the detail, the chapter lists, the readers and the download sheet):
 * who may open it now, its read mark (read before the one the reader stopped in, current, unread),
 * and the chapters in the order the reader chose. `access` is the chapter as answers show it now:
 * limited_free (at price 0) while a limited-free window of the chapter or its work is open.
 */
import type { Chapter } from '../contract/content';

export type ChapterOrder = 'asc' | 'desc';
export type ReadMark = 'read' | 'current' | 'unread';

type Access = Pick<Chapter, 'access' | 'price'>;

/** Readable by anyone now: free, in a limited-free window, or (an operator's slip) gold at no price. */
export const freeNow = (chapter: Access): boolean =>
  chapter.access === 'free' || chapter.access === 'limited_free' || (chapter.access === 'gold' && chapter.price <= 0);

/** Locked now, and buying it with gold would open it: the only chapters that are sold. */
export const forSale = (chapter: Access): boolean => chapter.access === 'gold' && chapter.price > 0;

/** Whether this reader may open the chapter: free now, VIP for a VIP reader, or bought. */
export function mayRead(chapter: Access, reader: { vip: boolean; purchased: boolean }): boolean {
  return freeNow(chapter) || (chapter.access === 'vip' && reader.vip) || reader.purchased;
}

/** The app's side of mayRead: locked for a reader with these purchases (chapter ids) and VIP or not. */
export function isLocked(chapter: Chapter, purchased: ReadonlySet<number>, isVip: boolean): boolean {
  return !mayRead(chapter, { vip: isVip, purchased: purchased.has(chapter.id) });
}

export function readMark(chapter: Chapter, current: Chapter | null): ReadMark {
  if (!current) return 'unread';
  if (chapter.id === current.id) return 'current';
  return chapter.index < current.index ? 'read' : 'unread';
}

export function orderChapters(chapters: readonly Chapter[], order: ChapterOrder): Chapter[] {
  const sorted = [...chapters].sort((a, b) => a.index - b.index);
  return order === 'desc' ? sorted.reverse() : sorted;
}
