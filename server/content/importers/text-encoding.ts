/**
 * Bytes to text for what operators bring: UTF-8 when the bytes are valid UTF-8, else GB18030 (a
 * superset of GBK, what Chinese files and archives made on Windows use). XML may also be UTF-16
 * with a byte-order mark.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return decodeText(bytes);
}
