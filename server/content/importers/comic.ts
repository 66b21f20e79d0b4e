/**
 * A comic from a folder of images or a .cbz: images directly inside make one chapter; subfolders
 * holding images make one chapter each, in natural order (第2话 before 第10话). Pages keep their
 * format (JPEG, PNG, WebP, GIF, AVIF) and true size; the cover is cut from the first page.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join, posix } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { StagedFiles } from '../media-store';
import { ImportError } from './import-error';
import { type ImportedChapter, writeWork } from './write-work';
import { readZip } from './zip';

export interface ImportOptions {
  title?: string;
  author?: string;
  className?: string;
}

const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;
const FORMAT_EXT: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', heif: 'avif' };
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Image files grouped by the folder they sit in ('' for the top), each group in natural order. */
type Groups = Map<string, { name: string; read: () => Promise<Uint8Array> }[]>;

async function folderGroups(folder: string): Promise<Groups> {
  const groups: Groups = new Map();
  const add = (group: string, name: string, path: string) =>
    groups.set(group, [...(groups.get(group) ?? []), { name, read: () => readFile(path) }]);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isFile() && IMAGE.test(entry.name)) add('', entry.name, join(folder, entry.name));
    if (!entry.isDirectory()) continue;
    for (const inner of await readdir(join(folder, entry.name), { withFileTypes: true })) {
      if (inner.isFile() && IMAGE.test(inner.name)) add(entry.name, inner.name, join(folder, entry.name, inner.name));
    }
  }
  return groups;
}

async function cbzGroups(file: string): Promise<Groups> {
  const entries = await readZip(file, (name) => IMAGE.test(name) && !name.startsWith('__MACOSX/'));
  const groups: Groups = new Map();
  for (const [path, bytes] of Object.entries(entries)) {
    const group = posix.dirname(path) === '.' ? '' : posix.dirname(path);
    groups.set(group, [...(groups.get(group) ?? []), { name: posix.basename(path), read: async () => bytes }]);
  }
  return groups;
}

export async function importComic(db: Db, mediaDir: string, source: string, options: ImportOptions = {}) {
  if (!existsSync(source)) throw new ImportError(source, 'not found');
  const isFolder = statSync(source).isDirectory();
  if (!isFolder && extname(source).toLowerCase() !== '.cbz') {
    throw new ImportError(source, `unsupported extension "${extname(source)}" for a comic (use a folder or .cbz)`);
  }
  const groups = isFolder ? await folderGroups(source) : await cbzGroups(source);
  // Loose images at the top are the chapter when there are no chapter folders.
  const names = [...groups.keys()].filter((g) => g !== '' || groups.size === 1).sort(natural.compare);
  if (names.length === 0) throw new ImportError(source, isFolder ? 'no images in folder' : 'no images in archive');

  const media = new StagedFiles(mediaDir);
  try {
    const chapters: ImportedChapter[] = [];
    let firstPage: Uint8Array | null = null;
    for (const [i, group] of names.entries()) {
      const pages = [];
      for (const image of (groups.get(group) ?? []).sort((a, b) => natural.compare(a.name, b.name))) {
        const bytes = await image.read();
        const meta = await sharp(bytes)
          .metadata()
          .catch(() => null);
        const ext = meta?.format ? FORMAT_EXT[meta.format] : undefined;
        if (!meta?.width || !meta.height || !ext)
          throw new ImportError(source, `not a readable image: ${group ? `${group}/` : ''}${image.name}`);
        firstPage ??= bytes;
        pages.push({ path: await media.add('works/pages', bytes, ext), width: meta.width, height: meta.height });
      }
      chapters.push({ title: group ? posix.basename(group) : `第${i + 1}话`, size: pages.length, pages });
    }
    const cover = await sharp(firstPage as Uint8Array)
      .resize(600, 800, { fit: 'cover', position: 'top' })
      .webp({ quality: 80 })
      .toBuffer();
    return await writeWork(
      db,
      {
        kind: 'comic',
        title: options.title ?? basename(source, extname(source)),
        author: options.author ?? '佚名',
        description: '',
        className: options.className,
        cover: await media.add('works/covers', cover, 'webp'),
        chapters,
      },
      media,
    );
  } catch (error) {
    await media.discard();
    throw error;
  }
}
