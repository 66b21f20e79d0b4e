/** uploadAvatar: checked by content, size and pixels, re-encoded to small WebP, served as media. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_DECODE_WAIT_LIMIT, AVATAR_DECODES_AT_ONCE, avatarDecodeLoad } from '../../server/api/avatar';
import { AVATAR_MAX_BYTES } from '../../src/core/contract/user';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A valid PNG that declares 30000×30000 pixels in a few hundred bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(30_001 * 10));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const upload = (access_token: string, bytes: Buffer, headers: Record<string, string> = {}, server = s) =>
  server.post<{ avatar: string }>('uploadAvatar', { access_token, image: bytes.toString('base64') }, headers);

describe('uploadAvatar', () => {
  it('stores a photo as 256 and 128 px WebP media and answers it as the avatar everywhere', async () => {
    const { access_token } = await s.guest();
    const answer = await upload(access_token, await photo(900, 600));
    expect(answer.status).toBe(200);
    const url = answer.data?.avatar ?? '';
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{16}-256\.webp$/);
    const served = await s.raw(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Named by its content, so kept as long as any other content-addressed file.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const small = await sharp(Buffer.from(await (await s.raw(url.replace('-256.', '-128.'))).arrayBuffer())).metadata();
    expect(small).toMatchObject({ width: 128, height: 128 });
    expect((await s.post('userInfo', { access_token })).data).toMatchObject({ avatar: url });
  });

  it.each([
    ['text named as an image', async () => Buffer.from('GIF89a? no, just text')],
    ['a GIF (only JPEG, PNG and WebP)', () => photo(40, 40, 'gif')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a truncated JPEG', async () => (await photo(300, 300)).subarray(0, 200)],
  ])('refuses %s with a clear message and changes nothing', async (_, make) => {
    const { access_token } = await s.guest();
    await s.post('editUserInfoV2', { access_token, avatar: '/avatars/3.svg' });
    expect(await upload(access_token, await make())).toMatchObject({
      status: 400,
      msg: '无法识别的图片，请选择 JPEG、PNG 或 WebP 图片',
    });
    expect((await s.post('userInfo', { access_token })).data).toMatchObject({ avatar: '/avatars/3.svg' });
  });

  it('refuses a decompression bomb from its header, and a file over 1 MiB', async () => {
    const { access_token } = await s.guest();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    expect(await upload(access_token, bomb, { 'accept-language': 'en' })).toMatchObject({
      status: 413,
      msg: 'The image is too large: at most 1 MB and 4096×4096 pixels',
    });
    const over = await photo(64, 64);
    const big = Buffer.concat([over, Buffer.alloc(AVATAR_MAX_BYTES + 1 - over.length)]);
    expect(await upload(access_token, big)).toMatchObject({
      status: 413,
      msg: '图片过大，请选择 1 MB、4096×4096 像素以内的图片',
    });
    // Far over: the body itself is refused before it is read whole.
    const huge = Buffer.alloc(AVATAR_MAX_BYTES * 2);
    expect(await upload(access_token, huge)).toMatchObject({ status: 413, msg: '请求体过大' });
    expect((await s.post('userInfo', { access_token })).data).toMatchObject({ avatar: null });
  });

  it('takes only presets through editUserInfoV2', async () => {
    const { access_token } = await s.guest();
    expect(await s.post('editUserInfoV2', { access_token, avatar: 'https://tracker.example/x.png' })).toMatchObject({
      status: 400,
      msg: '参数错误：avatar',
    });
  });
});

// A server of its own: the 413 tests above leave sockets the server has closed in the client's pool.
describe('uploadAvatar under load', { timeout: 120_000 }, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());
  /** A 4096×4096 16-bit PNG of zeros: 130 KB that decodes to 128 MB of pixels, within the upload limits. */
  const heavy = () =>
    sharp({ create: { width: 4096, height: 4096, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();

  it('refuses an empty image as unrecognised (no 500), without counting it against the upload limit', async () => {
    const { access_token } = await t.guest();
    for (let i = 0; i < 21; i++) {
      expect(await upload(access_token, Buffer.alloc(0), {}, t)).toMatchObject({
        status: 400,
        msg: '无法识别的图片，请选择 JPEG、PNG 或 WebP 图片',
      });
    }
    expect(await upload(access_token, await photo(64, 64), {}, t)).toMatchObject({ status: 200 });
  });

  it('decodes one upload at a time, lets a few wait, and refuses the rest as too many', async () => {
    const bytes = await heavy();
    expect(bytes.length).toBeLessThan(AVATAR_MAX_BYTES);
    const guests = await Promise.all(Array.from({ length: 16 }, () => t.guest()));
    let most = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        most = Math.max(most, avatarDecodeLoad().running);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(guests.map(({ access_token }) => upload(access_token, bytes, {}, t)));
    done = true;
    await watch;
    // 16 arrive while the first decodes: one runs, the wait list fills, the others are refused.
    expect(AVATAR_DECODES_AT_ONCE + AVATAR_DECODE_WAIT_LIMIT).toBeLessThan(16);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ msg: '请求过于频繁，请稍后再试' });
    expect(answers.filter((a) => a.status === 200).length).toBe(answers.length - refused.length);
    expect(most).toBe(AVATAR_DECODES_AT_ONCE);
    expect(avatarDecodeLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
