/**
 * Renders demo art (SVG from art/generate-art.ts) to WebP with sharp, into the media folder. A
 * file is named by the hash of its SVG and encoder settings, so the name is known before
 * rendering: what is already on disk is not drawn again, and restarts are instant.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { contentName, writeOnce } from '../media/media-store';
import { type ArtSpec, artSvg } from './art/generate-art';

export interface MediaFile {
  /** Path under the media root. */
  path: string;
  width: number;
  height: number;
}

const WEBP = { quality: 78, effort: 3 } as const;

/** The file a spec becomes, rendered unless it is already there. */
export async function renderArt(mediaDir: string, spec: ArtSpec): Promise<MediaFile> {
  const svg = artSvg(spec);
  const path = `demo/${spec.kind}/${contentName(`${svg}|webp:${WEBP.quality}:${WEBP.effort}`, 'webp')}`;
  if (!existsSync(join(mediaDir, path))) {
    const bytes = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
    await writeOnce(mediaDir, path, bytes);
  }
  return { path, width: spec.width, height: spec.height };
}

/** Renders many specs, a few at a time (libvips is multi-threaded already). */
export async function renderAll(mediaDir: string, specs: readonly ArtSpec[], concurrency = 3): Promise<MediaFile[]> {
  const out: MediaFile[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      out[i] = await renderArt(mediaDir, specs[i] as ArtSpec);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}
