import { describe, expect, it } from 'vitest';
import { answerRange } from './media-range';

const SIZE = 1000;
/** A kept file whose byte i is i % 256, as the worker keeps it (status 200, its own headers). */
const kept = () =>
  new Response(new Blob([Uint8Array.from({ length: SIZE }, (_, i) => i % 256)], { type: 'video/mp4' }), {
    status: 200,
    headers: { 'content-type': 'video/mp4', 'content-length': String(SIZE), etag: '"abc"' },
  });

async function bytesOf(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())];
}
const expected = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, i) => (start + i) % 256);

describe('answerRange', () => {
  it('answers the whole file without a Range', async () => {
    const response = await answerRange(null, kept());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-range')).toBeNull();
    expect(await bytesOf(response)).toEqual(expected(0, SIZE - 1));
  });

  it('bytes=0- is the whole file as a part (what a <video> asks first)', async () => {
    const response = await answerRange('bytes=0-', kept());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-${SIZE - 1}/${SIZE}`);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(await bytesOf(response)).toEqual(expected(0, SIZE - 1));
  });

  it('bytes=100-199 is those hundred bytes', async () => {
    const response = await answerRange('bytes=100-199', kept());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${SIZE}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(await bytesOf(response)).toEqual(expected(100, 199));
  });

  it('bytes=-500 is the last 500 bytes; a suffix longer than the file is all of it', async () => {
    const last = await answerRange('bytes=-500', kept());
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toBe(`bytes 500-999/${SIZE}`);
    expect(await bytesOf(last)).toEqual(expected(500, 999));
    const all = await answerRange('bytes=-5000', kept());
    expect(all.headers.get('content-range')).toBe(`bytes 0-999/${SIZE}`);
  });

  it('an end past the file stops at its last byte', async () => {
    const response = await answerRange('bytes=900-5000', kept());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 900-999/${SIZE}`);
    expect(await bytesOf(response)).toEqual(expected(900, 999));
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=200-100', 'bytes=abc', 'bytes=-', 'bytes=-0', 'bytes=1-2-3'])(
    '%s is unsatisfiable: 416 with the size',
    async (range) => {
      const response = await answerRange(range, kept());
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      expect(await bytesOf(response)).toEqual([]);
    },
  );

  it('several ranges or another unit get the whole file, as the server answers them', async () => {
    for (const range of ['bytes=0-9,20-29', 'items=0-9']) {
      const response = await answerRange(range, kept());
      expect(response.status).toBe(200);
      expect(await bytesOf(response)).toHaveLength(SIZE);
    }
  });
});
