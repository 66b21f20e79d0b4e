/**
 * Makes the share poster on the device: loads the QR encoder (its own chunk, fetched only when a
 * poster is made) and the cover, draws, and answers a PNG blob. The times are recorded as performance
 * measures (bench/poster.bench.ts reads them): `poster`, all of it; `poster-draw`, drawing and encoding.
 */
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterContent } from './draw-poster';

export interface PosterInput extends Omit<PosterContent, 'cover'> {
  coverUrl: string | null;
}

/** The cover, or null when it cannot be had (the poster then draws its own). */
async function loadCover(url: string | null): Promise<HTMLImageElement | null> {
  if (!url) return null;
  const image = new Image();
  // Media may come from another origin (MEDIA_BASE_URL): without CORS the canvas could not be exported.
  image.crossOrigin = 'anonymous';
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

export async function makePoster(input: PosterInput): Promise<Blob> {
  const started = performance.now();
  const [{ default: qrcode }, cover] = await Promise.all([import('qrcode-generator'), loadCover(input.coverUrl)]);
  const drawing = performance.now();
  const qr = qrcode(0, 'M');
  qr.addData(input.link);
  qr.make();
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  drawPoster(ctx, { ...input, cover }, qr);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('poster not encoded');
  const end = performance.now();
  performance.measure('poster-draw', { start: drawing, end });
  performance.measure('poster', { start: started, end });
  return blob;
}
