/**
 * Pictures for what the console edits besides covers (banners, app icons, splash ads…): the bytes
 * of one picture (cropped in the browser to its place's shape), re-encoded as WebP at most
 * MAX_WIDTH wide under a content-addressed name, with its width variants drawn ahead. Answers the
 * media path the edit then stores (that write is the audited one) and its address.
 */
import type { Hono } from 'hono';
import sharp from 'sharp';
import type { StoredImage } from '../../src/core/admin/answers';
import { IMAGE_WIDTHS } from '../../src/core/media-variants';
import { mediaUrl, StagedFiles } from '../media/media-store';
import type { ConsoleDeps } from './context';
import { fileEndpoint } from './endpoint';
import { refuseAdmin } from './refusal';

const MAX_BYTES = 15 * 1024 * 1024;
const MAX_WIDTH = 1600;

export function imageEndpoint(api: Hono, deps: ConsoleDeps): void {
  fileEndpoint(api, deps, '/images', 'content', MAX_BYTES, async (bytes, ctx): Promise<StoredImage> => {
    const image = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => refuseAdmin(400, 'invalid', 'image'));
    const media = new StagedFiles(ctx.config.mediaDir);
    try {
      const path = await media.add('console/images', image.data, 'webp');
      const widths = IMAGE_WIDTHS.filter((width) => width < image.info.width);
      for (const variant of await ctx.variants.drawAhead(media.fileOf(path), image.data, widths))
        await media.stage(variant.file, variant.bytes);
      await media.commit();
      return { path, url: mediaUrl(ctx.media, path), width: image.info.width, height: image.info.height };
    } catch (error) {
      await media.discard();
      throw error;
    }
  });
}
