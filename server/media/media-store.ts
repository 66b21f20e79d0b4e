/**
 * Where media live and how they are named. Generated and imported files go to the media folder
 * under content-addressed names (`<16 hex of sha256>.<ext>`), so a name never changes meaning and
 * can be cached for a year; the committed sample clips are served from the demo content's `samples/`.
 * Files are written under a temporary name and renamed into place, so a reader (or a second
 * process filling the same cache) never sees half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed demo clips (see content/samples/make-samples.sh), served at /media/samples/…. */
export const SAMPLES_DIR = fileURLToPath(new URL('../content/samples', import.meta.url));
export const SAMPLES_PREFIX = 'samples/';

/** A name a file's content decides: the same bytes (or the same recipe) always get the same name. */
export const contentName = (content: string | Uint8Array, ext: string): string =>
  `${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${ext}`;

/** Where this server serves the media folder (one of the server's own paths). */
export { MEDIA_PREFIX } from '../../src/core/contract/paths';

/**
 * The address of a media path, for answers: under `base`, this server's `/media` (a path, or under
 * PUBLIC_ORIGIN) or the operator's MEDIA_BASE_URL (a CDN).
 */
export const mediaUrl = (base: string, path: string): string =>
  `${base}/${path.split('/').map(encodeURIComponent).join('/')}`;

const tempName = (file: string) => `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;

/** Writes `bytes` to `file` under a temporary name, then renames it into place (replacing what was there). */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = tempName(file);
  await writeFile(temp, bytes);
  await rename(temp, file);
}

/** Writes `bytes` to `relPath` under `root` unless it is already there (same name, same content). */
export async function writeOnce(root: string, relPath: string, bytes: Uint8Array): Promise<void> {
  const file = join(root, relPath);
  if (existsSync(file)) return;
  await writeAtomically(file, bytes);
}

/**
 * Files written under temporary names that become visible only by `commit()`: an import writes
 * its media first, then its rows in a transaction, and commits the files only once that succeeds;
 * `discard()` removes them when it fails.
 */
export class StagedFiles {
  private readonly staged: { temp: string; file: string }[] = [];

  constructor(private readonly root: string) {}

  /** Where a media path of this folder lives on disk. */
  fileOf(path: string): string {
    return join(this.root, path);
  }

  /** Stages `bytes` under a content-addressed name in `folder`; answers the media path. */
  async add(folder: string, bytes: Uint8Array, ext: string): Promise<string> {
    const path = `${folder}/${contentName(bytes, ext)}`;
    await this.stage(join(this.root, path), bytes);
    return path;
  }

  /** Stages `bytes` to become `file` (an absolute path, anywhere: a cover's variants) unless it is there. */
  async stage(file: string, bytes: Uint8Array): Promise<void> {
    if (existsSync(file) || this.staged.some((s) => s.file === file)) return;
    await mkdir(dirname(file), { recursive: true });
    const temp = tempName(file);
    await writeFile(temp, bytes);
    this.staged.push({ temp, file });
  }

  /** As add, for a file too large to hold in memory (a video): hashed as it streams, then copied. */
  async addFile(folder: string, source: string, ext: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(source)) hash.update(chunk as Buffer);
    const path = `${folder}/${hash.digest('hex').slice(0, 16)}.${ext}`;
    const file = join(this.root, path);
    if (!existsSync(file) && !this.staged.some((s) => s.file === file)) {
      await mkdir(dirname(file), { recursive: true });
      const temp = tempName(file);
      this.staged.push({ temp, file });
      await copyFile(source, temp);
    }
    return path;
  }

  async commit(): Promise<void> {
    for (const { temp, file } of this.staged.splice(0)) await rename(temp, file);
  }

  async discard(): Promise<void> {
    for (const { temp } of this.staged.splice(0)) await rm(temp, { force: true });
  }
}
