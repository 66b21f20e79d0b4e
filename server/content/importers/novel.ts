/** A novel from a .txt (UTF-8 or GB18030) or an .epub, cut into chapters at its 第…章 headings. */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Db } from '../../db/database';
import { StagedFiles } from '../media-store';
import type { ImportOptions } from './comic';
import { readEpub } from './epub';
import { drawCover } from './generated-cover';
import { ImportError } from './import-error';
import { decodeText, splitChapters } from './novel-text';
import { writeWork } from './write-work';

export async function importNovel(db: Db, mediaDir: string, source: string, options: ImportOptions = {}) {
  if (!existsSync(source) || !statSync(source).isFile()) throw new ImportError(source, 'not found');
  const ext = extname(source).toLowerCase();
  if (ext !== '.txt' && ext !== '.epub') {
    throw new ImportError(source, `unsupported extension "${ext}" for a novel (use .txt or .epub)`);
  }
  const book =
    ext === '.epub' ? await readEpub(source) : { title: null, author: null, text: decodeText(await readFile(source)) };
  const { preface, chapters } = splitChapters(book.text);
  if (chapters.length === 0)
    throw new ImportError(source, 'no 第…章 headings (chapters must start with a line like 第1章 …)');

  const title = options.title ?? book.title ?? basename(source, ext);
  const media = new StagedFiles(mediaDir);
  try {
    const cover = await media.add('works/covers', await drawCover(title, options.className ?? ''), 'webp');
    const description = (preface || chapters[0]?.text.replace(/\s+/g, '') || '').slice(0, 300);
    return await writeWork(
      db,
      {
        kind: 'novel',
        title,
        author: options.author ?? book.author ?? '佚名',
        description,
        className: options.className,
        cover,
        chapters: chapters.map(({ title, text, size }) => ({ title, text, size })),
      },
      media,
    );
  } catch (error) {
    await media.discard();
    throw error;
  }
}
