/**
 * A comic from a folder of images or a .cbz: images directly inside make one chapter; subfolders
 * holding images make one chapter each, in natural order (第2话 before 第10话). Pages keep their
 * format (JPEG, PNG, WebP, GIF, AVIF) and true size; the cover is cut from the first page.
 * ComicInfo.xml at the top fills the work (Series, Writer, Summary, Genre, Tags), one in a
 * chapter folder fills that chapter (Title; Number orders the chapters when all have one); the
 * operator's flags win over both.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join, posix } from 'node:path';
import sharp from 'sharp';
import { lastChapterIdx } from '../../db/catalog';
import type { Db } from '../../db/database';
import { StagedFiles } from '../../media/media-store';
import { type ComicInfo, chapterNumber, isComicInfo, parseComicInfo } from './comic-info';
import { cutCover } from './generated-cover';
import { ImportError } from './import-error';
import { type ImportOptions, step } from './import-options';
import { type ImportedChapter, writeWork } from './write-work';
import { withZip, type ZipArchive } from './zip';

const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;
const FORMAT_EXT: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', heif: 'avif' };
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

interface Item {
  name: string;
  read: () => Promise<Uint8Array>;
}
/** What a folder ('' for the top) holds: its images and its ComicInfo.xml. */
type Folders = Map<string, { images: Item[]; info?: Item }>;

function place(folders: Folders, folder: string, name: string, read: () => Promise<Uint8Array>) {
  const entry = folders.get(folder) ?? { images: [] };
  if (IMAGE.test(name)) entry.images.push({ name, read });
  else if (isComicInfo(name)) entry.info = { name, read };
  else return;
  folders.set(folder, entry);
}

async function folderTree(folder: string): Promise<Folders> {
  const folders: Folders = new Map();
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isFile()) place(folders, '', entry.name, () => readFile(join(folder, entry.name)));
    if (!entry.isDirectory()) continue;
    for (const inner of await readdir(join(folder, entry.name), { withFileTypes: true })) {
      const path = join(folder, entry.name, inner.name);
      if (inner.isFile()) place(folders, entry.name, inner.name, () => readFile(path));
    }
  }
  return folders;
}

function archiveTree(zip: ZipArchive): Folders {
  const folders: Folders = new Map();
  for (const entry of zip.entries) {
    const name = posix.basename(entry.name);
    // macOS resource forks and hidden files are no pages.
    if (entry.name.startsWith('__MACOSX/') || name.startsWith('.')) continue;
    const folder = posix.dirname(entry.name);
    place(folders, folder === '.' ? '' : folder, name, () => zip.read(entry));
  }
  return folders;
}

const depth = (folder: string) => (folder === '' ? 0 : folder.split('/').length);

async function importFolders(db: Db, mediaDir: string, source: string, folders: Folders, options: ImportOptions) {
  const withImages = [...folders.keys()].filter((folder) => (folders.get(folder)?.images.length ?? 0) > 0);
  // Loose images at the top are the chapter when there are no chapter folders.
  const chapterFolders = withImages.filter((folder) => folder !== '' || withImages.length === 1);
  if (chapterFolders.length === 0) {
    throw new ImportError(source, statSync(source).isDirectory() ? 'no images in folder' : 'no images in archive');
  }

  const infos = new Map<string, ComicInfo>();
  for (const [folder, { info }] of folders) {
    if (info) infos.set(folder, parseComicInfo(source, posix.join(folder, info.name), await info.read()));
  }
  const chapters = chapterFolders.map((folder) => ({
    folder,
    info: infos.get(folder),
    number: chapterNumber(infos.get(folder)?.number),
  }));
  const byNumber = chapters.every((c) => c.number !== null);
  chapters.sort((a, b) => (byNumber ? (a.number ?? 0) - (b.number ?? 0) : 0) || natural.compare(a.folder, b.folder));
  // The work's ComicInfo: the shallowest outside the chapter folders, else the only chapter's,
  // else (for Series, Writer, genres and tags) the first chapter's.
  const rootFolder = [...infos.keys()]
    .filter((folder) => !chapterFolders.includes(folder))
    .sort((a, b) => depth(a) - depth(b) || natural.compare(a, b))[0];
  const root = rootFolder !== undefined ? infos.get(rootFolder) : chapters.length === 1 ? chapters[0]?.info : undefined;
  const work = root ?? chapters[0]?.info;
  // Loose pages added to a work are its next chapter by number.
  const before = options.toWork === undefined ? 0 : await lastChapterIdx(db, options.toWork);
  const total = chapters.reduce((sum, { folder }) => sum + (folders.get(folder)?.images.length ?? 0), 0);
  step(options, { phase: 'reading', done: 1, total: 1 });

  const media = new StagedFiles(mediaDir);
  try {
    const imported: ImportedChapter[] = [];
    let firstPage: Uint8Array | null = null;
    let done = 0;
    for (const [i, { folder, info }] of chapters.entries()) {
      const pages = [];
      for (const image of (folders.get(folder)?.images ?? []).sort((a, b) => natural.compare(a.name, b.name))) {
        step(options, { phase: 'pages', done: done++, total });
        const bytes = await image.read();
        const meta = await sharp(bytes)
          .metadata()
          .catch(() => null);
        const ext = meta?.format ? FORMAT_EXT[meta.format] : undefined;
        if (!meta?.width || !meta.height || !ext)
          throw new ImportError(source, `not a readable image: ${folder ? `${folder}/` : ''}${image.name}`);
        firstPage ??= bytes;
        pages.push({ path: await media.add('works/pages', bytes, ext), width: meta.width, height: meta.height });
      }
      const title = info?.title ?? (folder ? posix.basename(folder) : `第${before + i + 1}话`);
      imported.push({ title, size: pages.length, pages });
    }
    step(options, { phase: 'pages', done: total, total });
    const genres = work?.genres ?? [];
    return await writeWork(
      db,
      source,
      {
        kind: 'comic',
        title: options.title ?? work?.series ?? basename(source, extname(source)),
        author: options.author ?? work?.writer ?? '佚名',
        description: root?.summary ?? '',
        className: options.className,
        classHints: genres,
        tags: [...new Set([...genres, ...(work?.tags ?? [])])],
        cover: options.toWork === undefined ? await cutCover(firstPage as Uint8Array) : null,
        chapters: imported,
      },
      media,
      options,
    );
  } catch (error) {
    await media.discard();
    throw error;
  }
}

export async function importComic(db: Db, mediaDir: string, source: string, options: ImportOptions = {}) {
  step(options, { phase: 'reading', done: 0, total: 1 });
  if (!existsSync(source)) throw new ImportError(source, 'not found');
  if (statSync(source).isDirectory()) return importFolders(db, mediaDir, source, await folderTree(source), options);
  if (extname(source).toLowerCase() !== '.cbz' && extname(source).toLowerCase() !== '.zip') {
    throw new ImportError(
      source,
      `unsupported extension "${extname(source)}" for a comic (use a folder, .cbz or .zip)`,
    );
  }
  return withZip(source, (zip) => importFolders(db, mediaDir, source, archiveTree(zip), options));
}
