/**
 * A zip written byte by byte, for tests that need what common libraries will not write: names
 * as raw bytes (GBK, UTF-8 without the flag), chosen flags and extra fields, a wrong CRC.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: Uint8Array;
  data: Uint8Array;
  flags?: number;
  extra?: Uint8Array;
  deflate?: boolean;
  /** Stored instead of the data's true CRC-32. */
  crc?: number;
}

/** The Info-ZIP Unicode Path extra field (0x7075) for a raw name. */
export function unicodePathField(raw: Uint8Array, name: string, crcOf: Uint8Array = raw): Uint8Array {
  const utf8 = Buffer.from(name, 'utf8');
  const field = Buffer.alloc(4 + 5 + utf8.length);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + utf8.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(crc32(crcOf), 5);
  utf8.copy(field, 9);
  return field;
}

/** The same archive with a ZIP64 end record and locator, the classic end record saying "see ZIP64". */
export function asZip64(zip: Buffer): Buffer {
  const endAt = zip.length - 22;
  const count = zip.readUInt16LE(endAt + 10);
  const size = zip.readUInt32LE(endAt + 12);
  const offset = zip.readUInt32LE(endAt + 16);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(BigInt(count), 24);
  end64.writeBigUInt64LE(BigInt(count), 32);
  end64.writeBigUInt64LE(BigInt(size), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(endAt), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.from(zip.subarray(endAt));
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, endAt), end64, locator, end]);
}

export function writeZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const body = entry.deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const extra = Buffer.from(entry.extra ?? []);
    const name = Buffer.from(entry.name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(entry.flags ?? 0, at + 2);
      header.writeUInt16LE(entry.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(0, at + 6); // DOS time and date
      header.writeUInt32LE(entry.crc ?? crc32(entry.data), at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(entry.data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
      header.writeUInt16LE(extra.length, at + 24);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4); // made by: Unix, 3.0
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, extra, body);
    centrals.push(central, name, extra);
    offset += local.length + name.length + extra.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
