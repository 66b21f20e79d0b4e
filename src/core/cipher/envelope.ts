/**
 * The envelope cipher of the wire contract: `data.data` is 24 base64 characters of a
 * 16-byte IV followed by base64 AES-CBC/PKCS7 ciphertext of UTF-8 text (JSON for API answers).
 *
 * Two back-ends give byte-identical results: WebCrypto where `crypto.subtle` exists (secure
 * contexts, Node), @noble/ciphers where it does not (plain-http LAN addresses). Every failure,
 * whatever step it happens at, rejects with the same DecryptError so that no caller (and no
 * attacker watching timings of error messages) can tell a padding error from a base64 error.
 */
import { decodeBase64, encodeBase64 } from './base64';

export class DecryptError extends Error {
  constructor() {
    super('数据解析失败');
    this.name = 'DecryptError';
  }
}

export type CipherBackend = 'webcrypto' | 'noble';

export interface EnvelopeCipher {
  readonly backend: CipherBackend;
  /** Encrypts text into an envelope string with a fresh random IV (or the one given, for tests). */
  encryptText(plain: string, iv?: Uint8Array): Promise<string>;
  /** Decrypts an envelope string to text; rejects with DecryptError on any malformed input. */
  decryptText(envelope: string): Promise<string>;
  encryptJson(value: unknown): Promise<string>;
  decryptJson(envelope: string): Promise<unknown>;
}

const IV_CHARS = 24;
const BLOCK = 16;
const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

interface RawAes {
  encrypt(iv: Uint8Array, plain: Uint8Array): Promise<Uint8Array>;
  decrypt(iv: Uint8Array, data: Uint8Array): Promise<Uint8Array>;
}

function webCryptoAes(key: Uint8Array, subtle: SubtleCrypto): RawAes {
  // Imported once per cipher: importKey costs more than decrypting a small answer.
  const cryptoKey = subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, 'AES-CBC', false, ['encrypt', 'decrypt']);
  return {
    async encrypt(iv, plain) {
      const k = await cryptoKey;
      return new Uint8Array(
        await subtle.encrypt(
          { name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> },
          k,
          plain as Uint8Array<ArrayBuffer>,
        ),
      );
    },
    async decrypt(iv, data) {
      const k = await cryptoKey;
      return new Uint8Array(
        await subtle.decrypt(
          { name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> },
          k,
          data as Uint8Array<ArrayBuffer>,
        ),
      );
    },
  };
}

function nobleAes(key: Uint8Array): RawAes {
  // Loaded only where WebCrypto is missing, so secure contexts never download it.
  const aes = import('@noble/ciphers/aes.js');
  return {
    encrypt: async (iv, plain) => (await aes).cbc(key, iv).encrypt(plain),
    decrypt: async (iv, data) => (await aes).cbc(key, iv).decrypt(data),
  };
}

export function keyFromSecret(secret: string): Uint8Array {
  const key = utf8.encode(secret);
  if (![16, 24, 32].includes(key.length)) {
    throw new Error(`API secret must be 16, 24 or 32 bytes of UTF-8 (got ${key.length})`);
  }
  return key;
}

export function createEnvelopeCipher(key: Uint8Array, backend?: CipherBackend): EnvelopeCipher {
  if (![16, 24, 32].includes(key.length)) throw new Error('AES key must be 16, 24 or 32 bytes');
  const subtle = globalThis.crypto?.subtle;
  const chosen: CipherBackend = backend ?? (subtle ? 'webcrypto' : 'noble');
  if (chosen === 'webcrypto' && !subtle) throw new Error('WebCrypto is not available here');
  const aes = chosen === 'webcrypto' ? webCryptoAes(key, subtle as SubtleCrypto) : nobleAes(key);

  const encryptText = async (plain: string, iv?: Uint8Array) => {
    const ivBytes = iv ?? globalThis.crypto.getRandomValues(new Uint8Array(BLOCK));
    if (ivBytes.length !== BLOCK) throw new Error('IV must be 16 bytes');
    const data = await aes.encrypt(ivBytes, utf8.encode(plain));
    return encodeBase64(ivBytes) + encodeBase64(data);
  };

  const decryptText = async (envelope: string) => {
    try {
      if (typeof envelope !== 'string' || envelope.length <= IV_CHARS) throw 0;
      const iv = decodeBase64(envelope.slice(0, IV_CHARS));
      const data = decodeBase64(envelope.slice(IV_CHARS));
      if (!iv || iv.length !== BLOCK || !data || data.length === 0 || data.length % BLOCK !== 0) throw 0;
      return strictUtf8.decode(await aes.decrypt(iv, data));
    } catch {
      throw new DecryptError();
    }
  };

  return {
    backend: chosen,
    encryptText,
    decryptText,
    encryptJson: (value) => encryptText(JSON.stringify(value)),
    async decryptJson(envelope) {
      const text = await decryptText(envelope);
      try {
        return JSON.parse(text);
      } catch {
        throw new DecryptError();
      }
    },
  };
}
