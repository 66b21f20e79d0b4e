/**
 * A novel from a .txt (UTF-8 or GB18030, cut into chapters at its 第…章 headings) or an .epub
 * (see epub.ts). Chapters are stored as plain text, one paragraph a line: never markup.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Db } from '../../db/database';
import { StagedFiles } from '../../media/media-store';
import { type EpubBook, readEpub } from './epub';
import { cutCover, drawCover } from './generated-cover';
import { ImportError } from './import-error';
import { type ImportOptions, step } from './import-options';
import { splitChapters } from './novel-text';
import { decodeText } from './text-encoding';
import { writeWork } from './write-work';

async function readTxt(file: string): Promise<EpubBook> {
  const { preface, chapters } = splitChapters(decodeText(await readFile(file)));
  if (chapters.length === 0)
    throw new ImportError(file, 'no 第…章 headings (chapters must start with a line like 第1章 …)');
  // Text before the first heading is the blurb (often the site's preface), as much as a blurb holds.
  return { title: null, author: null, description: preface.slice(0, 300), subjects: [], cover: null, chapters };
}

export async function importNovel(db: Db, mediaDir: string, source: string, options: ImportOptions = {}) {
  step(options, { phase: 'reading', done: 0, total: 1 });
  if (!existsSync(source) || !statSync(source).isFile()) throw new ImportError(source, 'not found');
  const ext = extname(source).toLowerCase();
  if (ext !== '.txt' && ext !== '.epub') {
    throw new ImportError(source, `unsupported extension "${ext}" for a novel (use .txt or .epub)`);
  }
  const book = ext === '.epub' ? await readEpub(source) : await readTxt(source);
  step(options, { phase: 'reading', done: 1, total: 1 });
  // A novel's pages are its chapters, read whole with the file.
  step(options, { phase: 'pages', done: book.chapters.length, total: book.chapters.length });
  const title = options.title ?? book.title ?? basename(source, ext);
  const media = new StagedFiles(mediaDir);
  try {
    // An EPUB's own cover when it is a readable picture, else one drawn from the title.
    const picture = book.cover && (await cutCover(book.cover).catch(() => null));
    const cover = options.toWork === undefined ? (picture ?? (await drawCover(title, options.className ?? ''))) : null;
    const description =
      book.description.slice(0, 2000) || book.chapters[0]?.text.replace(/\s+/g, '').slice(0, 300) || '';
    return await writeWork(
      db,
      source,
      {
        kind: 'novel',
        title,
        author: options.author ?? book.author ?? '佚名',
        description,
        className: options.className,
        tags: book.subjects,
        cover,
        chapters: book.chapters,
      },
      media,
      options,
    );
  } catch (error) {
    await media.discard();
    throw error;
  }
}
