/**
 * Entry names of a zip as their writer meant them. The zip format stores raw bytes: UTF-8 when
 * general-purpose flag bit 11 is set, otherwise "CP437", which in practice means the writer's own
 * charset. Info-ZIP's `zip` leaves the flag clear and adds the Unicode Path extra field (0x7075:
 * version 1, the CRC-32 of the raw name it translates, the UTF-8 name), and Windows archives made
 * on Chinese systems hold GBK. So: a Unicode Path whose CRC matches wins, then the flag, then UTF-8
 * when the bytes are valid UTF-8, else GB18030. Backslashes (old Windows tools) become slashes.
 */
import { crc32 } from 'node:zlib';
import { decodeText } from './text-encoding';

const UTF8_FLAG = 0x0800;
const UNICODE_PATH = 0x7075;

/** The UTF-8 name from a Unicode Path extra field that still matches the raw name, or null. */
function unicodePath(raw: Uint8Array, extra: Uint8Array): string | null {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    const data = extra.subarray(at + 4, at + 4 + size);
    at += 4 + size;
    if (id !== UNICODE_PATH || data.length < 5 || data[0] !== 1) continue;
    // A tool that renamed the entry without updating the field leaves a stale CRC: ignore it then.
    if (new DataView(data.buffer, data.byteOffset).getUint32(1, true) !== crc32(raw)) continue;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(5));
    } catch {}
  }
  return null;
}

export function decodeEntryName(raw: Uint8Array, flags: number, extra: Uint8Array): string {
  const name =
    unicodePath(raw, extra) ?? ((flags & UTF8_FLAG) !== 0 ? new TextDecoder('utf-8').decode(raw) : decodeText(raw));
  return name.replace(/\\/g, '/');
}
