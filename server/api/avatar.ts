/**
 * uploadAvatar: a photo the app has cropped square, as base64 in the body (BODY_LIMITS gives this
 * endpoint its own cap). The server trusts nothing of it: the type comes from the content (JPEG,
 * PNG or WebP), the size and the declared pixel dimensions are checked before anything is decoded
 * (a decompression bomb is refused from its header), and what is stored is sharp's own re-encoding
 * to small WebP sizes, never the uploaded bytes. A refused file changes nothing.
 *
 * Decoding a photo within those limits still costs up to a few hundred milliseconds of a thread
 * and, for a 16-bit PNG or a progressive JPEG, over 100 MB: decodings go through a line of their
 * own (one at a time, a short wait list, then 429), so that a flood of uploads neither takes the
 * thread pool every reader's media and answers need nor the server's memory.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE } from '../../src/core/contract/user';
import { updateUser } from '../db/users';
import { BoundedLine } from '../http/bounded-line';
import { Refusal, refuse } from '../http/failure';
import { writeOnce } from '../media/media-store';
import { requireUser } from './context';
import type { Handlers } from './handler';
import { limitRate } from './rate-limit';
import { toUser } from './users';

/** Square WebP sides written for each avatar: 256 is what answers point at, 128 for small places. */
const AVATAR_SIZES = [256, 128] as const;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
const UPLOADS_PER_HOUR = 20;
/** One decoding at a time; four more may wait (a couple of seconds at most), the rest are refused. */
export const AVATAR_DECODES_AT_ONCE = 1;
export const AVATAR_DECODE_WAIT_LIMIT = 4;
const line = new BoundedLine(AVATAR_DECODES_AT_ONCE, AVATAR_DECODE_WAIT_LIMIT);

// libvips' operation cache keeps what it decoded for a request that never comes again (each upload
// is a new buffer), well past its own memory count: twenty progressive JPEGs one after another held
// 500 MB. Off for the process: what sharp draws elsewhere (width variants, demo art) is kept on disk.
sharp.cache(false);

/** Decodings running and waiting now (for tests and the attack benchmark). */
export const avatarDecodeLoad = () => line.load();

/**
 * The job's own limits: no more pixels than an avatar may declare, decoded top to bottom (so a
 * PNG is shrunk as it streams instead of held whole), and truncated or corrupt data refused.
 */
const DECODE = { limitInputPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE, sequentialRead: true, failOn: 'error' } as const;

/** The declared format and size from the header alone (no pixel is decoded), or a refusal. */
async function checkHeader(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) refuse(400, 'badImage');
  if (bytes.length > AVATAR_MAX_BYTES) refuse(413, 'imageTooLarge');
  // sharp() itself throws on some inputs before any promise exists: both ways are a bad image.
  const meta = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => refuse(400, 'badImage'));
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) refuse(400, 'badImage');
  if (meta.width > AVATAR_MAX_SIDE || meta.height > AVATAR_MAX_SIDE) refuse(413, 'imageTooLarge');
}

/**
 * The avatar at each of AVATAR_SIZES: decoded once, straight to the largest side (a JPEG shrinks as
 * it loads), the smaller ones drawn from that square.
 */
async function drawSizes(bytes: Buffer): Promise<Buffer[]> {
  const [largest, ...smaller] = AVATAR_SIZES;
  try {
    // rotate(): a phone photo's EXIF orientation, applied before the crop.
    const square = await sharp(bytes, DECODE)
      .rotate()
      .resize(largest, largest, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: square.info };
    return await Promise.all([
      sharp(square.data, raw).webp({ quality: 80 }).toBuffer(),
      ...smaller.map((side) => sharp(square.data, raw).resize(side, side).webp({ quality: 80 }).toBuffer()),
    ]);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    return refuse(400, 'badImage');
  }
}

export const avatarHandlers: Handlers<'uploadAvatar'> = {
  async uploadAvatar(body, ctx) {
    const user = await requireUser(ctx);
    const bytes = Buffer.from(body.image, 'base64');
    // A file refused from its header costs nothing: only what goes on to be decoded counts.
    await checkHeader(bytes);
    await limitRate(ctx.db, `avatar:${user.id}`, UPLOADS_PER_HOUR, 3600);
    const encoded = await line.run(() => drawSizes(bytes));
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
