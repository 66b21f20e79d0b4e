import { createCipheriv, createDecipheriv } from 'node:crypto';
import { cbc } from '@noble/ciphers/aes.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_API_SECRET } from '../config';
import { type CipherBackend, createEnvelopeCipher, DecryptError, type EnvelopeCipher, keyFromSecret } from './envelope';

const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const concat = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));
const xor = (...blocks: Uint8Array[]) => blocks.reduce((acc, b) => acc.map((v, i) => v ^ (b[i] as number)));
const block = (bytes: Uint8Array, i: number) => bytes.slice(i * 16, i * 16 + 16);
const algorithm = (key: Uint8Array) => `aes-${key.length * 8}-cbc`;

/** Independent reference: node:crypto (OpenSSL), with or without PKCS7 padding. */
function nodeEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array, padding = true): Uint8Array {
  const cipher = createCipheriv(algorithm(key), key, iv);
  cipher.setAutoPadding(padding);
  return Uint8Array.from(Buffer.concat([cipher.update(data), cipher.final()]));
}

function nodeDecryptRaw(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const decipher = createDecipheriv(algorithm(key), key, iv);
  decipher.setAutoPadding(false);
  return Uint8Array.from(Buffer.concat([decipher.update(data), decipher.final()]));
}

function hasValidPkcs7(plain: Uint8Array): boolean {
  const n = plain[plain.length - 1] as number;
  return n >= 1 && n <= 16 && plain.subarray(plain.length - n).every((v) => v === n);
}

async function expectDecryptError(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(DecryptError);
  await expect(promise).rejects.toThrow('数据解析失败');
}

const BACKENDS: CipherBackend[] = ['webcrypto', 'noble'];
const KEYS: Record<number, Uint8Array> = {
  16: keyFromSecret('0123456789abcdef'),
  24: keyFromSecret('0123456789abcdef漫阅!!'),
  32: keyFromSecret(DEV_API_SECRET),
};
const FIXED_IV = hex('000102030405060708090a0b0c0d0e0f');

// NIST SP 800-38A, appendix F.2 (CBC encryption): one IV and four plaintext blocks for all key sizes.
const NIST_IV = hex('000102030405060708090a0b0c0d0e0f');
const NIST_PLAIN = hex(`
  6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51
  30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710`);
const NIST_VECTORS = [
  {
    name: 'F.2.1 CBC-AES128',
    key: hex('2b7e151628aed2a6abf7158809cf4f3c'),
    cipher: hex(`
      7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2
      73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7`),
  },
  {
    name: 'F.2.3 CBC-AES192',
    key: hex('8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b'),
    cipher: hex(`
      4f021db243bc633d7178183a9fa071e8 b4d9ada9ad7dedf4e5e738763f69145a
      571b242012fb7ae07fa9baac3df102e0 08b0e27988598881d920a9e64f5615cd`),
  },
  {
    name: 'F.2.5 CBC-AES256',
    key: hex('603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4'),
    cipher: hex(`
      f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d
      39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b`),
  },
];

/*
 * The NIST plaintext is not valid UTF-8, and the envelope only carries UTF-8 text with PKCS7
 * padding, so the vectors are checked in three ways:
 *  1. on the two AES back-ends the module uses (@noble/ciphers without padding, WebCrypto whose
 *     padded output starts with the same 64 bytes), byte for byte;
 *  2. through the envelope API one block at a time: CBC encrypts block i as AES(P_i xor C_(i-1)),
 *     so an ASCII block A with the IV C_(i-1) xor P_i xor A gives exactly the NIST block C_i
 *     (and that envelope, with a padding block appended, decrypts back to A);
 *  3. the whole NIST ciphertext as an envelope decrypts to non-UTF-8 bytes and must be refused.
 */
describe('NIST SP 800-38A AES-CBC vectors', () => {
  const ascii = new TextEncoder().encode('Manyue NIST blk!');
  const prev = (cipher: Uint8Array, i: number) => (i === 0 ? NIST_IV : block(cipher, i - 1));

  describe.each(NIST_VECTORS)('$name', ({ key, cipher }) => {
    it('matches the node:crypto reference (the vectors are typed in right)', () => {
      expect(nodeEncrypt(key, NIST_IV, NIST_PLAIN, false)).toEqual(cipher);
    });

    it('matches @noble/ciphers cbc without padding', () => {
      expect(cbc(key, NIST_IV, { disablePadding: true }).encrypt(NIST_PLAIN)).toEqual(cipher);
      expect(cbc(key, NIST_IV, { disablePadding: true }).decrypt(cipher)).toEqual(NIST_PLAIN);
    });

    it('matches WebCrypto AES-CBC (first 64 bytes; the 5th block is padding)', async () => {
      const cryptoKey = await crypto.subtle.importKey('raw', key, 'AES-CBC', false, ['encrypt']);
      const out = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: NIST_IV }, cryptoKey, NIST_PLAIN));
      expect(out.length).toBe(80);
      expect(out.subarray(0, 64)).toEqual(cipher);
    });

    it.each(BACKENDS)('envelope encryptText yields every NIST block (%s)', async (backend) => {
      const env = createEnvelopeCipher(key, backend);
      for (let i = 0; i < 4; i++) {
        const iv = xor(prev(cipher, i), block(NIST_PLAIN, i), ascii);
        const bytes = Buffer.from((await env.encryptText('Manyue NIST blk!', iv)).slice(24), 'base64');
        expect(Uint8Array.from(bytes.subarray(0, 16))).toEqual(block(cipher, i));
      }
    });

    it.each(BACKENDS)('envelope decryptText reads every NIST block (%s)', async (backend) => {
      const env = createEnvelopeCipher(key, backend);
      for (let i = 0; i < 4; i++) {
        const c = block(cipher, i);
        const padding = nodeEncrypt(key, c, new Uint8Array(16).fill(16), false);
        const iv = xor(prev(cipher, i), block(NIST_PLAIN, i), ascii);
        await expect(env.decryptText(b64(iv) + b64(concat(c, padding)))).resolves.toBe('Manyue NIST blk!');
      }
    });

    it.each(BACKENDS)('envelope of the whole NIST ciphertext is refused: not UTF-8 (%s)', async (backend) => {
      const padding = nodeEncrypt(key, block(cipher, 3), new Uint8Array(16).fill(16), false);
      const envelope = b64(NIST_IV) + b64(concat(cipher, padding));
      // The padding is right: the raw decryption is the NIST plaintext plus one full padding block.
      expect(cbc(key, NIST_IV).decrypt(concat(cipher, padding))).toEqual(NIST_PLAIN);
      await expectDecryptError(createEnvelopeCipher(key, backend).decryptText(envelope));
    });
  });
});

const CHINESE = '漫阅：一个面向移动端、可安装、可离线的漫画、小说与视频阅读器。';
const EMOJI = '📚🎬 👩‍👩‍👧‍👦 🇨🇳 👍🏽 \u{1F600}';
const ONE_MB = `${'0123456789abcdef漫阅📚\n'.repeat(40_000)}`.slice(0, 1024 * 1024);
const TEXTS: Record<string, string> = {
  empty: '',
  ascii: 'hello, world',
  'one block exactly': '0123456789abcdef',
  chinese: CHINESE,
  emoji: EMOJI,
  '1 MB': ONE_MB,
};

describe.each(BACKENDS)('round trips (%s)', (backend) => {
  describe.each([16, 24, 32])('%i-byte key', (size) => {
    const env = createEnvelopeCipher(KEYS[size] as Uint8Array, backend);

    it('reports its back-end', () => {
      expect(env.backend).toBe(backend);
    });

    it.each(Object.entries(TEXTS))('text: %s', async (_name, text) => {
      const envelope = await env.encryptText(text);
      const wellFormed = /^[A-Za-z0-9+/]{22}==(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
      expect(wellFormed.test(envelope)).toBe(true);
      const bodyBytes = Buffer.from(envelope.slice(24), 'base64').length;
      const textBytes = Buffer.byteLength(text, 'utf8');
      expect(bodyBytes).toBe((Math.floor(textBytes / 16) + 1) * 16);
      await expect(env.decryptText(envelope)).resolves.toBe(text);
    });

    it('JSON', async () => {
      const value = { code: 0, msg: '成功', data: { list: [{ id: 1, title: CHINESE, tags: [EMOJI], vip: false }] } };
      const envelope = await env.encryptJson(value);
      await expect(env.decryptJson(envelope)).resolves.toEqual(value);
      await expect(env.decryptText(envelope)).resolves.toBe(JSON.stringify(value));
    });

    it('uses a fresh random IV each time', async () => {
      const a = await env.encryptText('same text');
      const b = await env.encryptText('same text');
      expect(a.slice(0, 24)).not.toBe(b.slice(0, 24));
      expect(a).not.toBe(b);
    });

    it('uses the IV given, and matches node:crypto AES-CBC/PKCS7', async () => {
      const key = KEYS[size] as Uint8Array;
      for (const text of ['', 'ascii text', CHINESE, EMOJI]) {
        const expected = b64(FIXED_IV) + b64(nodeEncrypt(key, FIXED_IV, new TextEncoder().encode(text)));
        await expect(env.encryptText(text, FIXED_IV)).resolves.toBe(expected);
      }
    });

    it('refuses an IV that is not 16 bytes', async () => {
      await expect(env.encryptText('x', new Uint8Array(15))).rejects.toThrow('IV must be 16 bytes');
      await expect(env.encryptText('x', new Uint8Array(17))).rejects.toThrow('IV must be 16 bytes');
    });
  });
});

describe('the two back-ends agree', () => {
  it.each([16, 24, 32])('same output for the same %i-byte key and IV, and each reads the other', async (size) => {
    const key = KEYS[size] as Uint8Array;
    const web = createEnvelopeCipher(key, 'webcrypto');
    const noble = createEnvelopeCipher(key, 'noble');
    for (const text of ['', 'a', CHINESE, EMOJI, ONE_MB]) {
      const fromWeb = await web.encryptText(text, FIXED_IV);
      const fromNoble = await noble.encryptText(text, FIXED_IV);
      expect(fromNoble).toBe(fromWeb);
      await expect(noble.decryptText(await web.encryptText(text))).resolves.toBe(text);
      await expect(web.decryptText(await noble.encryptText(text))).resolves.toBe(text);
    }
  });
});

describe.each(BACKENDS)('malformed input rejects with DecryptError (%s)', (backend) => {
  const key = KEYS[32] as Uint8Array;
  let env: EnvelopeCipher;
  let valid: string;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const setup = async () => {
    env = createEnvelopeCipher(key, backend);
    valid = await env.encryptText('{"code":0,"msg":"成功"}', FIXED_IV);
    await expect(env.decryptText(valid)).resolves.toBe('{"code":0,"msg":"成功"}');
  };

  it('DecryptError carries the fixed message and name', () => {
    const error = new DecryptError();
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('数据解析失败');
    expect(error.name).toBe('DecryptError');
  });

  it('empty string', async () => {
    await setup();
    await expectDecryptError(env.decryptText(''));
    await expectDecryptError(env.decryptJson(''));
  });

  it('too short: 24 characters or fewer', async () => {
    await setup();
    await expectDecryptError(env.decryptText(valid.slice(0, 24)));
    await expectDecryptError(env.decryptText(valid.slice(0, 23)));
    await expectDecryptError(env.decryptText('AAAAAAAAAAAAAAAAAAAAAA=='));
    await expectDecryptError(env.decryptText('x'));
  });

  it('bad base64 characters in the IV', async () => {
    await setup();
    for (const bad of ['!', '-', '_', ' ', '\n', '.', '漫']) {
      await expectDecryptError(env.decryptText(bad + valid.slice(1)));
      await expectDecryptError(env.decryptText(valid.slice(0, 10) + bad + valid.slice(11)));
    }
  });

  it('bad base64 in the body', async () => {
    await setup();
    const body = valid.slice(24);
    for (const bad of ['!', '-', '_', ' ', '\n', '*', '漫']) {
      await expectDecryptError(env.decryptText(valid.slice(0, 24) + bad + body.slice(1)));
      await expectDecryptError(env.decryptText(valid.slice(0, 24) + body.slice(0, 8) + bad + body.slice(9)));
    }
    // Whitespace between groups, padding in the middle, trailing garbage.
    await expectDecryptError(env.decryptText(`${valid.slice(0, 24)}${body.slice(0, 4)} ${body.slice(4)}`));
    await expectDecryptError(env.decryptText(`${valid.slice(0, 24)}AA==${body}`));
    await expectDecryptError(env.decryptText(`${valid}=`));
    await expectDecryptError(env.decryptText(`${valid}A`));
  });

  it('IV that does not decode to 16 bytes', async () => {
    await setup();
    const body = valid.slice(24);
    // 24 base64 characters are 16 bytes only with '==' at the end.
    await expectDecryptError(env.decryptText(`${valid.slice(0, 22)}AA${body}`)); // 18 bytes
    await expectDecryptError(env.decryptText(`${valid.slice(0, 22)}A=${body}`)); // 17 bytes
  });

  it('ciphertext length not a multiple of 16', async () => {
    await setup();
    const iv = valid.slice(0, 24);
    const data = Buffer.from(valid.slice(24), 'base64');
    for (const length of [1, 15, 17, 31, data.length - 1]) {
      await expectDecryptError(env.decryptText(iv + b64(data.subarray(0, length))));
    }
    await expectDecryptError(env.decryptText(iv + b64(concat(data, new Uint8Array(1)))));
    await expectDecryptError(env.decryptText(iv + b64(concat(data, new Uint8Array(8)))));
  });

  it('wrong key (bad padding)', async () => {
    await setup();
    const iv = FIXED_IV;
    const data = Uint8Array.from(Buffer.from(valid.slice(24), 'base64'));
    let checked = 0;
    for (let n = 0; n < 64; n++) {
      const wrongKey = Uint8Array.from(key);
      wrongKey[n % 32] = (wrongKey[n % 32] as number) ^ (1 + Math.floor(n / 32));
      // A wrong key gives random bytes, which by chance (~1/256) may end in valid padding:
      // those few cases are not a padding error, so only the others are asserted.
      if (hasValidPkcs7(nodeDecryptRaw(wrongKey, iv, data))) continue;
      checked++;
      await expectDecryptError(createEnvelopeCipher(wrongKey, backend).decryptText(valid));
    }
    expect(checked).toBeGreaterThan(56);
  });

  it('wrong key, whatever the padding turns out to be', async () => {
    await setup();
    for (let n = 0; n < 32; n++) {
      const wrongKey = Uint8Array.from(key);
      wrongKey[n] = (wrongKey[n] as number) ^ 0x80;
      // Either bad padding, or garbage that is not valid UTF-8 JSON: every outcome is DecryptError.
      await expectDecryptError(createEnvelopeCipher(wrongKey, backend).decryptJson(valid));
    }
  });

  it('valid padding but the plaintext is not UTF-8', async () => {
    await setup();
    for (const bytes of [
      [0xff],
      [0xc3, 0x28],
      [0xe6, 0xbc],
      [0xed, 0xa0, 0x80],
      [0x61, 0x80, 0x62],
      [0xf8, 0x88, 0x80],
    ]) {
      const envelope = b64(FIXED_IV) + b64(nodeEncrypt(key, FIXED_IV, Uint8Array.from(bytes)));
      await expectDecryptError(env.decryptText(envelope));
    }
    // The same construction with valid UTF-8 decrypts, so the refusal above is the UTF-8 check.
    const ok = b64(FIXED_IV) + b64(nodeEncrypt(key, FIXED_IV, Uint8Array.from([0xe6, 0xbc, 0xab])));
    await expect(env.decryptText(ok)).resolves.toBe('漫');
  });

  it('valid UTF-8 that is not JSON, for decryptJson', async () => {
    await setup();
    for (const text of ['', 'not json', '{"code":0', "{'a':1}", 'undefined', '成功']) {
      const envelope = await env.encryptText(text);
      await expect(env.decryptText(envelope)).resolves.toBe(text);
      await expectDecryptError(env.decryptJson(envelope));
    }
  });

  it('non-string input', async () => {
    await setup();
    const inputs: unknown[] = [undefined, null, 42, {}, [], Buffer.from(valid), { toString: () => valid }];
    for (const input of inputs) {
      await expectDecryptError(env.decryptText(input as string));
      await expectDecryptError(env.decryptJson(input as string));
    }
  });
});

describe('keyFromSecret', () => {
  it.each([
    ['16 ASCII bytes', '0123456789abcdef', 16],
    ['24 ASCII bytes', '0123456789abcdef01234567', 24],
    ['32 ASCII bytes', '0123456789abcdef0123456789abcdef', 32],
    ['16 UTF-8 bytes in 6 characters', '漫漫漫漫漫a', 16],
    ['DEV_API_SECRET', DEV_API_SECRET, 32],
  ])('accepts %s', (_name, secret, length) => {
    const key = keyFromSecret(secret);
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key.length).toBe(length);
    expect(key).toEqual(new TextEncoder().encode(secret));
  });

  it.each([
    ['empty', ''],
    ['15 bytes', '0123456789abcde'],
    ['17 bytes', '0123456789abcdef0'],
    ['23 bytes', '0123456789abcdef0123456'],
    ['25 bytes', '0123456789abcdef012345678'],
    ['31 bytes', '0123456789abcdef0123456789abcde'],
    ['33 bytes', '0123456789abcdef0123456789abcdef0'],
    ['64 bytes', 'x'.repeat(64)],
    ['16 characters but 18 UTF-8 bytes', '漫0123456789abcde'],
  ])('throws for %s', (_name, secret) => {
    expect(() => keyFromSecret(secret)).toThrow(/16, 24 or 32 bytes/);
  });
});

describe('createEnvelopeCipher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([0, 1, 8, 15, 17, 23, 25, 31, 33, 64])('throws for a %i-byte key', (size) => {
    for (const backend of [undefined, ...BACKENDS]) {
      expect(() => createEnvelopeCipher(new Uint8Array(size), backend)).toThrow('AES key must be 16, 24 or 32 bytes');
    }
  });

  it('defaults to WebCrypto where crypto.subtle exists', () => {
    expect(createEnvelopeCipher(KEYS[16] as Uint8Array).backend).toBe('webcrypto');
  });

  it('falls back to noble without crypto.subtle, and refuses an explicit webcrypto there', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    const env = createEnvelopeCipher(KEYS[32] as Uint8Array);
    expect(env.backend).toBe('noble');
    await expect(env.decryptText(await env.encryptText(CHINESE))).resolves.toBe(CHINESE);
    expect(() => createEnvelopeCipher(KEYS[32] as Uint8Array, 'webcrypto')).toThrow('WebCrypto is not available');
  });
});
