/**
 * Writes one imported work with its chapters and media rows in a single transaction. The media
 * files were staged beforehand (StagedFiles); they are renamed into place only once the rows are
 * committed, and removed when anything fails, so a failed import leaves nothing behind.
 */
import {
  classForImport,
  insertChapters,
  insertComicPages,
  insertNovelTexts,
  insertVideoSources,
  insertWork,
  tagNamed,
  tagWork,
} from '../../db/catalog';
import { type Db, writeTransaction } from '../../db/engine';
import type { WorkKind } from '../../db/schema';
import type { StagedFiles } from '../../media/media-store';
import { nowSeconds } from '../../time/china-time';

export interface ImportedChapter {
  title: string;
  /** Pages, seconds or characters. */
  size: number;
  pages?: { path: string; width: number; height: number }[];
  text?: string;
  video?: { path: string; width: number; height: number };
}

export interface ImportedWork {
  kind: WorkKind;
  title: string;
  author: string;
  description: string;
  /** A class of the kind; created when it does not exist yet. */
  className: string | undefined;
  /** Without className: the first of these naming an existing class of the kind (ComicInfo's genres). */
  classHints?: string[];
  /** Tag names (created when new), at most eight. */
  tags?: string[];
  cover: string;
  chapters: ImportedChapter[];
}

const firstSentence = (text: string) => {
  const end = text.search(/[。！？!?]/);
  return (end >= 0 ? text.slice(0, end + 1) : text).slice(0, 60);
};

export async function writeWork(db: Db, work: ImportedWork, media: StagedFiles): Promise<number> {
  try {
    const id = await writeTransaction(db, async (trx) => {
      const now = nowSeconds();
      const id = await insertWork(trx, {
        kind: work.kind,
        title: work.title,
        cover: work.cover,
        author: work.author,
        description: work.description,
        intro: firstSentence(work.description),
        class_id: await classForImport(trx, work.kind, work.className, work.classHints),
        status: 'ongoing',
        update_weekday: null,
        views: 0,
        favorites: 0,
        score: 0,
        free_until: null,
        editor_pick: null,
        chapter_count: work.chapters.length,
        latest_title: work.chapters.at(-1)?.title ?? '',
        source: 'import',
        created_at: now,
        updated_at: now,
      });
      const tagIds: number[] = [];
      for (const name of [...new Set(work.tags ?? [])].slice(0, 8)) tagIds.push(await tagNamed(trx, name));
      await tagWork(trx, id, tagIds);
      const chapters = await insertChapters(
        trx,
        work.chapters.map((chapter, i) => ({
          work_id: id,
          idx: i + 1,
          title: chapter.title,
          access: 'free' as const,
          price: 0,
          free_until: null,
          size: chapter.size,
          published_at: now,
        })),
      );
      const chapterIds = new Map(chapters.map((c) => [c.idx, c.id]));
      const idOf = (i: number) => chapterIds.get(i + 1) as number;
      await insertComicPages(
        trx,
        work.chapters.flatMap((chapter, i) =>
          (chapter.pages ?? []).map((page, p) => ({ chapter_id: idOf(i), idx: p + 1, ...page })),
        ),
      );
      await insertNovelTexts(
        trx,
        work.chapters.flatMap((chapter, i) =>
          chapter.text === undefined ? [] : [{ chapter_id: idOf(i), text: chapter.text }],
        ),
      );
      await insertVideoSources(
        trx,
        work.chapters.flatMap((chapter, i) =>
          chapter.video ? [{ chapter_id: idOf(i), format: 'mp4' as const, ...chapter.video }] : [],
        ),
      );
      return id;
    });
    await media.commit();
    return id;
  } catch (error) {
    await media.discard();
    throw error;
  }
}
