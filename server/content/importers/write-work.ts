/**
 * Writes one imported work with its chapters and media rows in a single transaction, or adds the
 * chapters to an existing work of the same kind. The media files were staged beforehand
 * (StagedFiles), a new work's cover with its variants drawn ahead when asked; they are renamed into
 * place only once the rows are committed, and removed when anything fails (a cancel included), so
 * a failed import leaves nothing behind.
 */
import { COVER_WIDTHS } from '../../../src/core/media-variants';
import {
  appendChapters,
  classForImport,
  insertChapters,
  insertComicPages,
  insertNovelTexts,
  insertVideoSources,
  insertWork,
  introOf,
  tagNamed,
  tagWork,
  workKindOf,
} from '../../db/catalog';
import { type Db, writeTransaction } from '../../db/engine';
import type { WorkKind } from '../../db/schema';
import type { StagedFiles } from '../../media/media-store';
import { nowSeconds } from '../../time/china-time';
import { ImportError } from './import-error';
import { type ImportOptions, step } from './import-options';

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
  /** The 3:4 cover (WebP); null when the chapters go to an existing work. */
  cover: Uint8Array | null;
  chapters: ImportedChapter[];
}

/** Stages the cover, and its variants when asked; answers its media path. */
async function stageCover(cover: Uint8Array, media: StagedFiles, options: ImportOptions): Promise<string> {
  const path = await media.add('works/covers', cover, 'webp');
  if (options.variants) {
    const source = media.fileOf(path);
    step(options, { phase: 'variants', done: 0, total: 1 });
    const drawn = await options.variants.drawAhead(source, cover, COVER_WIDTHS, (done, total) =>
      step(options, { phase: 'variants', done, total }),
    );
    for (const variant of drawn) await media.stage(variant.file, variant.bytes);
  }
  return path;
}

/** The chapters' rows, pages, texts and video sources, in a work whose chapter ids are known. */
async function insertChapterMedia(trx: Db, chapters: ImportedChapter[], ids: number[]): Promise<void> {
  const idOf = (i: number) => ids[i] as number;
  await insertComicPages(
    trx,
    chapters.flatMap((chapter, i) =>
      (chapter.pages ?? []).map((page, p) => ({ chapter_id: idOf(i), idx: p + 1, ...page })),
    ),
  );
  await insertNovelTexts(
    trx,
    chapters.flatMap((chapter, i) => (chapter.text === undefined ? [] : [{ chapter_id: idOf(i), text: chapter.text }])),
  );
  await insertVideoSources(
    trx,
    chapters.flatMap((chapter, i) =>
      chapter.video ? [{ chapter_id: idOf(i), format: 'mp4' as const, ...chapter.video }] : [],
    ),
  );
}

async function insertNewWork(trx: Db, work: ImportedWork, cover: string, publishAt: number): Promise<number> {
  const now = nowSeconds();
  const id = await insertWork(trx, {
    kind: work.kind,
    title: work.title,
    cover,
    author: work.author,
    description: work.description,
    intro: introOf(work.description),
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
      published_at: publishAt,
    })),
  );
  const byIdx = new Map(chapters.map((c) => [c.idx, c.id]));
  await insertChapterMedia(
    trx,
    work.chapters,
    work.chapters.map((_, i) => byIdx.get(i + 1) as number),
  );
  return id;
}

/** Adds the chapters after the work's last one; refuses a work of another kind, or none. */
async function addToWork(trx: Db, source: string, workId: number, work: ImportedWork, publishAt: number) {
  const kind = await workKindOf(trx, workId);
  if (kind === undefined) throw new ImportError(source, `work #${workId} does not exist`);
  if (kind !== work.kind) throw new ImportError(source, `work #${workId} is a ${kind}, not a ${work.kind}`);
  const ids = await appendChapters(
    trx,
    workId,
    work.chapters.map((chapter) => ({
      title: chapter.title,
      access: 'free' as const,
      price: 0,
      free_until: null,
      size: chapter.size,
      published_at: publishAt,
    })),
  );
  await insertChapterMedia(trx, work.chapters, ids);
  return workId;
}

/** Writes the work (or its new chapters) and commits its staged media; answers the work's id. */
export async function writeWork(
  db: Db,
  source: string,
  work: ImportedWork,
  media: StagedFiles,
  options: ImportOptions = {},
): Promise<number> {
  try {
    const cover = options.toWork === undefined && work.cover ? await stageCover(work.cover, media, options) : '';
    step(options, { phase: 'saving', done: 0, total: 1 });
    const publishAt = options.publishAt ?? nowSeconds();
    const id = await writeTransaction(db, async (trx) => {
      const id =
        options.toWork === undefined
          ? await insertNewWork(trx, work, cover, publishAt)
          : await addToWork(trx, source, options.toWork, work, publishAt);
      await options.inTransaction?.(trx, id, work.chapters.length);
      // A cancel that came while writing rolls the rows back.
      options.signal?.throwIfAborted();
      return id;
    });
    await media.commit();
    options.onProgress?.({ phase: 'saving', done: 1, total: 1 });
    return id;
  } catch (error) {
    await media.discard();
    throw error;
  }
}
