/** A video from an .mp4: one episode (正片), its duration and size read from the file's boxes. */
import { existsSync, statSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Db } from '../../db/database';
import { StagedFiles } from '../../media/media-store';
import type { ImportOptions } from './comic';
import { drawCover } from './generated-cover';
import { ImportError } from './import-error';
import { readMp4Info } from './mp4-info';
import { writeWork } from './write-work';

export async function importVideo(db: Db, mediaDir: string, source: string, options: ImportOptions = {}) {
  if (!existsSync(source) || !statSync(source).isFile()) throw new ImportError(source, 'not found');
  const ext = extname(source).toLowerCase();
  if (ext !== '.mp4' && ext !== '.m4v') {
    throw new ImportError(source, `unsupported extension "${ext}" for a video (use .mp4)`);
  }
  const info = await readMp4Info(source);
  const title = options.title ?? basename(source, ext);
  const media = new StagedFiles(mediaDir);
  try {
    const path = await media.addFile('works/videos', source, 'mp4');
    return await writeWork(
      db,
      {
        kind: 'video',
        title,
        author: options.author ?? '佚名',
        description: '',
        className: options.className,
        cover: await media.add('works/covers', await drawCover(title, options.className ?? ''), 'webp'),
        chapters: [{ title: '正片', size: info.seconds, video: { path, width: info.width, height: info.height } }],
      },
      media,
    );
  } catch (error) {
    await media.discard();
    throw error;
  }
}
