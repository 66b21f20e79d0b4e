/**
 * Width variants of the media folder's images (covers, banners, pages; demo and imported alike),
 * drawn with sharp on first request and kept on disk beside the media folder, so each is drawn
 * once: concurrent requests for the same variant share one drawing, and files are written under a
 * temporary name and renamed into place (a second process filling the same folder never sees half
 * a file). A variant is redrawn when its original is newer than it. At most VARIANT_CONCURRENCY
 * drawings run at once: a burst of first requests queues instead of taking every core.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageWidth } from '../../src/core/media-variants';
import { writeAtomically } from './media-store';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const VARIANT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The source extensions sharp re-encodes, and the format sent when the client accepts neither AVIF nor WebP. */
const SOURCE_FORMATS: Record<string, VariantFormat> = {
  '.webp': 'webp',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.avif': 'avif',
};

/** AVIF effort 2: within a few percent of the default's size at a fifth of its time. */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>;

const VARIANT_CONCURRENCY = 2;

/** Whether a source of this extension has variants. */
export const hasVariants = (ext: string): boolean => ext.toLowerCase() in SOURCE_FORMATS;

/**
 * The format to send: AVIF or WebP when the Accept header names it (image/* and *\/* do not: a
 * browser that says only that may decode neither), else the source's own.
 */
export function chooseFormat(accept: string | undefined, ext: string): VariantFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type?.trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return SOURCE_FORMATS[ext.toLowerCase()] ?? 'jpeg';
}

export class VariantStore {
  private readonly drawing = new Map<string, Promise<string>>();
  private running = 0;
  private readonly queue: Array<() => void> = [];
  /** Drawings made by this process (for tests and logs). */
  drawn = 0;

  constructor(
    private readonly mediaDir: string,
    private readonly variantDir: string,
  ) {}

  /** Where the variant of `source` (a file in the media folder) at `width` in `format` is kept. */
  pathOf(source: string, width: ImageWidth, format: VariantFormat): string {
    return join(this.variantDir, `w${width}`, `${relative(this.mediaDir, source)}.${format}`);
  }

  /** The variant's file, drawn unless it is already there and not older than its source. */
  async get(source: string, sourceMtimeMs: number, width: ImageWidth, format: VariantFormat): Promise<string> {
    const file = this.pathOf(source, width, format);
    const kept = existsSync(file) ? await stat(file).catch(() => null) : null;
    if (kept && kept.mtimeMs >= sourceMtimeMs) return file;
    let running = this.drawing.get(file);
    if (!running) {
      running = this.draw(source, file, width, format).finally(() => this.drawing.delete(file));
      this.drawing.set(file, running);
    }
    return running;
  }

  private async draw(source: string, file: string, width: ImageWidth, format: VariantFormat): Promise<string> {
    if (this.running >= VARIANT_CONCURRENCY) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      const image = sharp(source).rotate().resize({ width, withoutEnlargement: true });
      const bytes = await ENCODERS[format](image).toBuffer();
      await writeAtomically(file, bytes);
      this.drawn++;
      return file;
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }
}
