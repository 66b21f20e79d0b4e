/** Covers: cut from an image a work brings (a comic's first page, an EPUB's cover), else drawn. */
import sharp from 'sharp';
import { artSvg } from '../art/generate-art';

/** The demo art, seeded by the title, for works that bring no picture (TXT novels, videos). */
export const drawCover = (title: string, theme: string): Promise<Buffer> =>
  sharp(Buffer.from(artSvg({ kind: 'cover', width: 600, height: 800, seed: title, theme })))
    .webp({ quality: 78 })
    .toBuffer();

/** A 3:4 cover from the top of a picture. */
export const cutCover = (image: Uint8Array): Promise<Buffer> =>
  sharp(image).resize(600, 800, { fit: 'cover', position: 'top' }).webp({ quality: 80 }).toBuffer();
