/**
 * Writes one imported work with its chapters and media rows in a single transaction. The media
 * files were staged beforehand (StagedFiles); they are renamed into place only once the rows are
 * committed, and removed when anything fails, so a failed import leaves nothing behind.
 */
import type { Db } from '../../db/database';
import type { WorkKind } from '../../db/schema';
import { nowSeconds } from '../china-time';
import type { StagedFiles } from '../media-store';

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

/** The class named, or the first hint that names one, or the kind's first class, or a new 其他 class. */
async function classId(trx: Db, kind: WorkKind, name: string | undefined, hints: string[] = []): Promise<number> {
  if (name === undefined && hints.length > 0) {
    const named = await trx
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('kind', '=', kind)
      .where('name', 'in', hints)
      .execute();
    const hinted = hints.map((hint) => named.find((row) => row.name === hint)).find((row) => row !== undefined);
    if (hinted) return hinted.id;
  }
  const existing = await trx
    .selectFrom('classes')
    .select('id')
    .where('kind', '=', kind)
    .$if(name !== undefined, (q) => q.where('name', '=', name as string))
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const { sort } = await trx
    .selectFrom('classes')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(-1)).as('sort'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('classes')
    .values({ kind, name: name ?? '其他', sort: Number(sort) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

const firstSentence = (text: string) => {
  const end = text.search(/[。！？!?]/);
  return (end >= 0 ? text.slice(0, end + 1) : text).slice(0, 60);
};

export async function writeWork(db: Db, work: ImportedWork, media: StagedFiles): Promise<number> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      const now = nowSeconds();
      const { id } = await trx
        .insertInto('works')
        .values({
          kind: work.kind,
          title: work.title,
          cover: work.cover,
          author: work.author,
          description: work.description,
          intro: firstSentence(work.description),
          class_id: await classId(trx, work.kind, work.className, work.classHints),
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const name of [...new Set(work.tags ?? [])].slice(0, 8)) {
        const tag =
          (await trx.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirst()) ??
          (await trx.insertInto('tags').values({ name }).returning('id').executeTakeFirstOrThrow());
        await trx.insertInto('work_tags').values({ work_id: id, tag_id: tag.id }).execute();
      }
      for (const [i, chapter] of work.chapters.entries()) {
        const { id: chapterId } = await trx
          .insertInto('chapters')
          .values({
            work_id: id,
            idx: i + 1,
            title: chapter.title,
            access: 'free',
            price: 0,
            free_until: null,
            size: chapter.size,
            published_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (chapter.pages && chapter.pages.length > 0) {
          await trx
            .insertInto('comic_pages')
            .values(chapter.pages.map((page, p) => ({ chapter_id: chapterId, idx: p + 1, ...page })))
            .execute();
        }
        if (chapter.text !== undefined) {
          await trx.insertInto('novel_texts').values({ chapter_id: chapterId, text: chapter.text }).execute();
        }
        if (chapter.video) {
          await trx
            .insertInto('video_sources')
            .values({ chapter_id: chapterId, format: 'mp4', ...chapter.video })
            .execute();
        }
      }
      return id;
    });
    await media.commit();
    return id;
  } catch (error) {
    await media.discard();
    throw error;
  }
}
