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
import { extname, join, relative } from 'node:path';
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
 * AVIF's encoder time grows with the area: a long webtoon strip takes seconds on a busy server, so
 * a variant larger than this is sent as WebP (drawn in a fraction of that), covers and banners as AVIF.
 */
export const AVIF_MAX_PIXELS = 600_000;

/**
 * The format to send a variant of `pixels` in: AVIF or WebP when the Accept header names it
 * (image/* and *\/* do not: a browser that says only that may decode neither), else the source's own.
 */
export function chooseFormat(accept: string | undefined, ext: string, pixels: number): VariantFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type?.trim().toLowerCase());
  if (types.includes('image/avif') && pixels <= AVIF_MAX_PIXELS) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return SOURCE_FORMATS[ext.toLowerCase()] ?? 'jpeg';
}

/** How a variant request is answered: in `format`, drawn, or the original as it is (`asIs`). */
export interface VariantPlan {
  format: VariantFormat;
  /** The variant would be the original again (as wide, same format): the original is sent. */
  asIs: boolean;
}

/** Sources' sizes, read once per file version (a header read, but every request would make one). */
const SIZE_CACHE_LIMIT = 5000;

export class VariantStore {
  private readonly drawing = new Map<string, Promise<string>>();
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private readonly sizes = new Map<string, { mtimeMs: number; width: number; height: number }>();
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

  /** What a request for `source` at `width` with this Accept header gets. */
  async plan(source: string, mtimeMs: number, width: ImageWidth, accept: string | undefined): Promise<VariantPlan> {
    const size = await this.sizeOf(source, mtimeMs);
    const outWidth = Math.min(width, size.width);
    const pixels = outWidth * Math.round((size.height * outWidth) / size.width);
    const ext = extname(source).toLowerCase();
    const format = chooseFormat(accept, ext, pixels);
    return { format, asIs: outWidth === size.width && format === SOURCE_FORMATS[ext] };
  }

  private async sizeOf(source: string, mtimeMs: number): Promise<{ width: number; height: number }> {
    const known = this.sizes.get(source);
    if (known && known.mtimeMs === mtimeMs) return known;
    const meta = await sharp(source).metadata();
    if (!meta.width || !meta.height) throw new Error('not an image');
    // EXIF orientations 5–8 are drawn turned: their width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const size = { mtimeMs, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
    if (this.sizes.size >= SIZE_CACHE_LIMIT) this.sizes.delete(this.sizes.keys().next().value as string);
    this.sizes.set(source, size);
    return size;
  }

  /**
   * The variants readers ask for first of a new image that is not in the media folder yet (a new
   * work's cover, staged): each width of `widths` in AVIF, and in WebP where it is not the source
   * again (narrower than it). Answers each file with its bytes, to be committed with the source.
   */
  async drawAhead(
    source: string,
    bytes: Uint8Array,
    widths: readonly ImageWidth[],
    onDrawn: (done: number, total: number) => void = () => {},
  ): Promise<{ file: string; bytes: Buffer }[]> {
    const { width = 0 } = await sharp(bytes).metadata();
    const sourceFormat = SOURCE_FORMATS[extname(source).toLowerCase()];
    const plans = widths.flatMap((w) =>
      (['avif', 'webp'] as const)
        .filter((format) => format !== sourceFormat || w < width)
        .map((format) => ({ width: w, format })),
    );
    const drawn: { file: string; bytes: Buffer }[] = [];
    for (const plan of plans) {
      const image = sharp(bytes).rotate().resize({ width: plan.width, withoutEnlargement: true });
      drawn.push({
        file: this.pathOf(source, plan.width, plan.format),
        bytes: await this.queued(() => ENCODERS[plan.format](image).toBuffer()),
      });
      onDrawn(drawn.length, plans.length);
    }
    return drawn;
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
    return this.queued(async () => {
      const image = sharp(source).rotate().resize({ width, withoutEnlargement: true });
      await writeAtomically(file, await ENCODERS[format](image).toBuffer());
      this.drawn++;
      return file;
    });
  }

  /** Runs a drawing when fewer than VARIANT_CONCURRENCY are running. */
  private async queued<T>(drawing: () => Promise<T>): Promise<T> {
    if (this.running >= VARIANT_CONCURRENCY) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await drawing();
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }
}
