/**
 * The few globals core uses that every runtime it runs in has — browsers, the service worker and
 * Node 20 — declared here because the core project compiles with neither DOM nor Node types
 * (src/core/tsconfig.json). Only that project includes this file; the others get the full
 * declarations from their own libraries.
 */
declare function atob(data: string): string;
declare function btoa(data: string): string;

interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { new (): TextEncoder };

interface TextDecoder {
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}
declare var TextDecoder: { new (label?: string, options?: { fatal?: boolean }): TextDecoder };

interface URL {
  readonly href: string;
  readonly protocol: string;
}
declare var URL: { new (url: string, base?: string): URL };

type BufferSource = ArrayBufferView | ArrayBuffer;

interface CryptoKey {
  readonly type: string;
}

interface SubtleCrypto {
  importKey(
    format: 'raw',
    keyData: BufferSource,
    algorithm: string,
    extractable: boolean,
    keyUsages: ('encrypt' | 'decrypt')[],
  ): Promise<CryptoKey>;
  encrypt(algorithm: { name: string; iv: BufferSource }, key: CryptoKey, data: BufferSource): Promise<ArrayBuffer>;
  decrypt(algorithm: { name: string; iv: BufferSource }, key: CryptoKey, data: BufferSource): Promise<ArrayBuffer>;
}

interface Crypto {
  readonly subtle: SubtleCrypto;
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}
declare var crypto: Crypto;
