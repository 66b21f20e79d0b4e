/**
 * Reading .cbz and .epub archives. The central directory is read here (not by a library) so that
 * entry names are decoded as zip-names.ts says; an entry is read and inflated only when asked for,
 * at its offset, so a large archive is never held in memory. ZIP64 archives are read too.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { crc32, inflateRawSync } from 'node:zlib';
import { ImportError } from './import-error';
import { decodeEntryName } from './zip-names';

export interface ZipEntry {
  /** The path inside the archive, decoded, with forward slashes. */
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipArchive {
  /** The archive's files (not its folders), in the order of its directory. */
  entries: ZipEntry[];
  /** One entry's bytes, checked against its CRC. */
  read(entry: ZipEntry): Promise<Uint8Array>;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the central directory is and how many entries it holds. */
async function findDirectory(file: string, handle: FileHandle, size: number) {
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, at the end of the file.
  const tailStart = Math.max(0, size - 22 - 0xffff);
  const tail = await readAt(handle, tailStart, size - tailStart);
  let at = tail.length - 22;
  while (at >= 0 && tail.readUInt32LE(at) !== EOCD) at--;
  if (at < 0) throw new ImportError(file, 'not a zip file');
  let count = tail.readUInt16LE(at + 10);
  let length = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || length === 0xffffffff || offset === 0xffffffff) {
    const locator = await readAt(handle, tailStart + at - 20, 20);
    if (locator.length === 20 && locator.readUInt32LE(0) === ZIP64_LOCATOR) {
      const end = await readAt(handle, Number(locator.readBigUInt64LE(8)), 56);
      if (end.length < 56 || end.readUInt32LE(0) !== ZIP64_EOCD)
        throw new ImportError(file, 'damaged zip file (ZIP64 end record)');
      count = Number(end.readBigUInt64LE(32));
      length = Number(end.readBigUInt64LE(40));
      offset = Number(end.readBigUInt64LE(48));
    }
  }
  if (offset + length > size) throw new ImportError(file, 'damaged zip file (central directory beyond the end)');
  return { count, length, offset };
}

/** Sizes and offset that did not fit 32 bits are in the ZIP64 extra field (0x0001), in this order. */
function zip64Values(extra: Uint8Array, entry: Pick<ZipEntry, 'size' | 'compressedSize' | 'localOffset'>) {
  const view = Buffer.from(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= view.length; ) {
    const id = view.readUInt16LE(at);
    const size = view.readUInt16LE(at + 2);
    let field = at + 4;
    at += 4 + size;
    if (id !== 0x0001) continue;
    const next = () => {
      const value = field + 8 <= at ? Number(view.readBigUInt64LE(field)) : 0;
      field += 8;
      return value;
    };
    if (entry.size === 0xffffffff) entry.size = next();
    if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
    if (entry.localOffset === 0xffffffff) entry.localOffset = next();
  }
}

async function readDirectory(file: string, handle: FileHandle, size: number): Promise<ZipEntry[]> {
  const { count, length, offset } = await findDirectory(file, handle, size);
  const directory = await readAt(handle, offset, length);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      throw new ImportError(file, 'damaged zip file (central directory)');
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const raw = directory.subarray(at + 46, at + 46 + nameLength);
    const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const flags = directory.readUInt16LE(at + 8);
    const entry: ZipEntry = {
      name: decodeEntryName(raw, flags, extra),
      flags,
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    };
    zip64Values(extra, entry);
    if (!entry.name.endsWith('/')) entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function readEntry(file: string, handle: FileHandle, entry: ZipEntry): Promise<Uint8Array> {
  const damaged = (why: string) => new ImportError(file, `damaged zip file (${entry.name}: ${why})`);
  if (entry.flags & 1)
    throw new ImportError(file, `encrypted entry ${entry.name} (password-protected archives are not supported)`);
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ImportError(
      file,
      `entry ${entry.name} uses compression method ${entry.method} (only stored and deflate are supported)`,
    );
  }
  const header = await readAt(handle, entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw damaged('no local header');
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const stored = await readAt(handle, start, entry.compressedSize);
  if (stored.length < entry.compressedSize) throw damaged('truncated');
  let bytes: Uint8Array;
  try {
    // The declared size bounds the output, so a forged entry cannot inflate without limit.
    bytes = entry.method === 0 ? stored : inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    throw damaged((error as Error).message);
  }
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) throw damaged('CRC mismatch');
  return bytes;
}

/** Opens the archive for the length of `use`, and closes it whatever happens. */
export async function withZip<T>(file: string, use: (zip: ZipArchive) => Promise<T>): Promise<T> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const entries = await readDirectory(file, handle, size);
    return await use({ entries, read: (entry) => readEntry(file, handle, entry) });
  } finally {
    await handle.close();
  }
}
