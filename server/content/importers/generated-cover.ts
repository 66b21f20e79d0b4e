/** A cover drawn for works that bring none (novels, videos): the demo art, seeded by the title. */
import sharp from 'sharp';
import { artSvg } from '../art/generate-art';

export const drawCover = (title: string, theme: string): Promise<Buffer> =>
  sharp(Buffer.from(artSvg({ kind: 'cover', width: 600, height: 800, seed: title, theme })))
    .webp({ quality: 78 })
    .toBuffer();
