/** uploadAvatar: checked by content, size and pixels, re-encoded to small WebP, served as media. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const upload = (access_token: string, bytes: Buffer, headers: Record<string, string> = {}) =>
  s.post<{ avatar: string }>('uploadAvatar', { access_token, image: bytes.toString('base64') }, headers);

describe('uploadAvatar', () => {
  it('stores a photo as 256 and 128 px WebP media and answers it as the avatar everywhere', async () => {
    const { access_token } = await s.guest();
    const answer = await upload(access_token, await photo(900, 600));
    expect(answer.status).toBe(200);
    const url = answer.data?.avatar ?? '';
    expect(url).toMatch(new RegExp(`^${s.url}/media/avatars/[0-9a-f]{16}-256\\.webp$`));
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const small = await sharp(Buffer.from(await (await fetch(url.replace('-256.', '-128.'))).arrayBuffer())).metadata();
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
