/**
 * Who may open a chapter: the chapter as answers show it now, and the reader's VIP. The rule itself
 * (free now, for sale, may read) is core/rules/chapters.ts, which the app uses too, so that the reader
 * never pays for what it could read anyway and the app never locks what the server would send.
 */
import type { Chapter } from '../../src/core/contract/content';
import type { StoredChapter } from '../db/content';
import type { UserRow } from '../db/users';
import { toChapter } from './cards';

/** The chapter as answers show it now (limited_free while a window of the chapter or the work is open). */
export const chapterNow = (chapter: StoredChapter, now: number): Chapter =>
  toChapter(chapter, chapter.work_free_until, now);

export const isVip = (user: Pick<UserRow, 'vip_expire_time'>, now: number): boolean => user.vip_expire_time > now;
