/**
 * Who may open a chapter. One rule for chapterContent (what to send) and buyChapter (what may be
 * sold), so that the reader never pays for what it could read anyway.
 */
import type { Chapter } from '../../src/core/contract/content';
import type { StoredChapter } from '../db/content';
import type { UserRow } from '../db/users';
import { toChapter } from './cards';

/** The chapter as answers show it now (limited_free while a window of the chapter or the work is open). */
export const chapterNow = (chapter: StoredChapter, now: number): Chapter =>
  toChapter(chapter, chapter.work_free_until, now);

export const isVip = (user: Pick<UserRow, 'vip_expire_time'>, now: number): boolean => user.vip_expire_time > now;

/** Readable by anyone now: free, in a limited-free window, or (an operator's slip) gold at no price. */
export const freeNow = (chapter: Chapter): boolean =>
  chapter.access === 'free' || chapter.access === 'limited_free' || (chapter.access === 'gold' && chapter.price <= 0);

/** Locked now, and buying it with gold would open it: the only chapters buyChapter sells. */
export const forSale = (chapter: Chapter): boolean => chapter.access === 'gold' && chapter.price > 0;

export function mayRead(chapter: Chapter, reader: { vip: boolean; purchased: boolean }): boolean {
  return freeNow(chapter) || (chapter.access === 'vip' && reader.vip) || reader.purchased;
}
