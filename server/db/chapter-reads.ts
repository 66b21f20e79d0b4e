/**
 * Chapters read (the `chapter_reads` table): one row per reader, chapter and China day it was
 * opened, however often that day. The dashboard's chapters read and active readers count these.
 */
import type { Db } from './engine';

export interface ChapterRead {
  day: number;
  userId: number;
  chapterId: number;
  workId: number;
}

/** Notes an opening; a second the same day writes nothing (the primary key holds the day's one row). */
export async function recordChapterRead(db: Db, read: ChapterRead): Promise<void> {
  await db
    .insertInto('chapter_reads')
    .values({ day: read.day, user_id: read.userId, chapter_id: read.chapterId, work_id: read.workId })
    .onConflict((oc) => oc.columns(['day', 'user_id', 'chapter_id']).doNothing())
    .execute();
}
