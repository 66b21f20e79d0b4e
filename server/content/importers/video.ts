/** A video from an .mp4: one episode (正片), its duration and size read from the file's boxes. */
import { existsSync, statSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { lastChapterIdx } from '../../db/catalog';
import type { Db } from '../../db/database';
import { StagedFiles } from '../../media/media-store';
import { drawCover } from './generated-cover';
import { ImportError } from './import-error';
import { type ImportOptions, step } from './import-options';
import { readMp4Info } from './mp4-info';
import { writeWork } from './write-work';

export async function importVideo(db: Db, mediaDir: string, source: string, options: ImportOptions = {}) {
  step(options, { phase: 'reading', done: 0, total: 1 });
  if (!existsSync(source) || !statSync(source).isFile()) throw new ImportError(source, 'not found');
  const ext = extname(source).toLowerCase();
  if (ext !== '.mp4' && ext !== '.m4v') {
    throw new ImportError(source, `unsupported extension "${ext}" for a video (use .mp4)`);
  }
  const info = await readMp4Info(source);
  step(options, { phase: 'reading', done: 1, total: 1 });
  const title = options.title ?? basename(source, ext);
  const media = new StagedFiles(mediaDir);
  try {
    step(options, { phase: 'pages', done: 0, total: 1 });
    const path = await media.addFile('works/videos', source, 'mp4');
    step(options, { phase: 'pages', done: 1, total: 1 });
    const before = options.toWork === undefined ? 0 : await lastChapterIdx(db, options.toWork);
    return await writeWork(
      db,
      source,
      {
        kind: 'video',
        title,
        author: options.author ?? '佚名',
        description: '',
        className: options.className,
        cover: options.toWork === undefined ? await drawCover(title, options.className ?? '') : null,
        // A work's first episode is the feature (正片); more are numbered.
        chapters: [
          {
            title: before === 0 ? '正片' : `第${before + 1}集`,
            size: info.seconds,
            video: { path, width: info.width, height: info.height },
          },
        ],
      },
      media,
      options,
    );
  } catch (error) {
    await media.discard();
    throw error;
  }
}
