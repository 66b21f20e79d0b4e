/**
 * uploadAvatar: a photo the app has cropped square, as base64 in the body (BODY_LIMITS gives this
 * endpoint its own cap). The server trusts nothing of it: the type comes from the content (JPEG,
 * PNG or WebP), the size and the declared pixel dimensions are checked before anything is decoded
 * (a decompression bomb is refused from its header), and what is stored is sharp's own re-encoding
 * to small WebP sizes, never the uploaded bytes. A refused file changes nothing.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE } from '../../src/core/contract/user';
import { updateUser } from '../db/users';
import { Refusal, refuse } from '../http/failure';
import { writeOnce } from '../media/media-store';
import { requireUser } from './context';
import type { Handlers } from './handler';
import { limitRate } from './rate-limit';
import { toUser } from './users';

/** Square WebP sides written for each avatar: 256 is what answers point at, 128 for small places. */
export const AVATAR_SIZES = [256, 128] as const;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
const UPLOADS_PER_HOUR = 20;
const limitInputPixels = AVATAR_MAX_SIDE * AVATAR_MAX_SIDE;

/** The avatar at each of AVATAR_SIZES, or a refusal saying what is wrong with the file. */
export async function encodeAvatar(bytes: Buffer): Promise<Buffer[]> {
  if (bytes.length > AVATAR_MAX_BYTES) refuse(413, 'imageTooLarge');
  // The header only (no pixel is decoded here): the declared size is checked before any decoding.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => refuse(400, 'badImage'));
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) refuse(400, 'badImage');
  if (meta.width > AVATAR_MAX_SIDE || meta.height > AVATAR_MAX_SIDE) refuse(413, 'imageTooLarge');
  try {
    // rotate(): a phone photo's EXIF orientation, applied before the crop.
    const source = sharp(bytes, { limitInputPixels, failOn: 'error' }).rotate();
    return await Promise.all(
      AVATAR_SIZES.map((side) => source.clone().resize(side, side, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()),
    );
  } catch (error) {
    if (error instanceof Refusal) throw error;
    return refuse(400, 'badImage');
  }
}

export const avatarHandlers: Handlers<'uploadAvatar'> = {
  async uploadAvatar(body, ctx) {
    const user = await requireUser(ctx);
    await limitRate(ctx.db, `avatar:${user.id}`, UPLOADS_PER_HOUR, 3600);
    const encoded = await encodeAvatar(Buffer.from(body.image, 'base64'));
    // Named by the content: the same photo twice is one file, and a new one a new address (cached for a year).
    const name = createHash('sha256')
      .update(encoded[0] ?? '')
      .digest('hex')
      .slice(0, 16);
    const paths = AVATAR_SIZES.map((side) => `avatars/${name}-${side}.webp`);
    await Promise.all(paths.map((path, i) => writeOnce(ctx.config.mediaDir, path, encoded[i] ?? Buffer.alloc(0))));
    return toUser(await updateUser(ctx.db, user.id, { avatar: paths[0] }), ctx);
  },
};
