import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

const bytes = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);

describe('encodeBase64', () => {
  it.each([0, 1, 2, 3, 4, 15, 16, 17, 255, 256])('matches Buffer for %i bytes', (n) => {
    const data = bytes(n);
    expect(encodeBase64(data)).toBe(Buffer.from(data).toString('base64'));
  });

  it('covers every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(encodeBase64(all)).toBe(Buffer.from(all).toString('base64'));
  });

  it('handles inputs past the 0x8000-byte chunk (no stack overflow, chunks joined right)', () => {
    for (const n of [0x8000 - 1, 0x8000, 0x8000 + 1, 3 * 0x8000 + 5, 1024 * 1024]) {
      const data = bytes(n, n);
      expect(encodeBase64(data)).toBe(Buffer.from(data).toString('base64'));
    }
  });

  it('encodes a subarray view, not its whole buffer', () => {
    const whole = bytes(64);
    expect(encodeBase64(whole.subarray(10, 20))).toBe(Buffer.from(whole.subarray(10, 20)).toString('base64'));
  });
});

describe('decodeBase64', () => {
  it.each([0, 1, 2, 3, 16, 17, 18, 1000, 0x8000 + 3])('round trips %i bytes', (n) => {
    const data = bytes(n);
    expect(decodeBase64(encodeBase64(data))).toEqual(data);
    expect(decodeBase64(Buffer.from(data).toString('base64'))).toEqual(data);
  });

  it('decodes known values', () => {
    expect(decodeBase64('')).toEqual(new Uint8Array(0));
    expect(decodeBase64('Zg==')).toEqual(new TextEncoder().encode('f'));
    expect(decodeBase64('Zm8=')).toEqual(new TextEncoder().encode('fo'));
    expect(decodeBase64('Zm9v')).toEqual(new TextEncoder().encode('foo'));
    expect(decodeBase64('+/+/')).toEqual(Uint8Array.from([0xfb, 0xff, 0xbf]));
    expect(decodeBase64('AAECAwQFBgcICQoLDA0ODw==')).toEqual(Uint8Array.from({ length: 16 }, (_, i) => i));
  });

  it.each([
    ['missing padding', 'Zg'],
    ['missing one padding character', 'Zg='],
    ['missing padding, 3 characters', 'Zm8'],
    ['too much padding', 'Zm8=='],
    ['padding only', '===='],
    ['padding in the middle', 'Zg==Zm9v'],
    ['a lone character', 'Z'],
    ['5 characters', 'Zm9vY'],
    ['URL-safe alphabet -', 'ab-d'],
    ['URL-safe alphabet _', 'ab_d'],
    ['space', 'Zm9v Zm9v'],
    ['leading space', ' Zm9v'],
    ['trailing newline', 'Zm9v\n'],
    ['line break inside', 'Zm9v\r\nZm9v'],
    ['tab', 'Zm\t9v'],
    ['other punctuation', 'Zm9v!'],
    ['non-ASCII letter', 'Zm9é'],
    ['Chinese', '漫阅漫阅'],
    ['full-width letters', 'Ｚｍ９ｖ'],
  ])('returns null for %s', (_name, text) => {
    expect(decodeBase64(text)).toBeNull();
  });
});
