/**
 * Duration and picture size of an MP4, read from its boxes (moov → mvhd, trak → tkhd) without
 * ffprobe: the server must not need ffmpeg. Boxes are walked by offset, so a large file is not
 * read into memory.
 */
import { open } from 'node:fs/promises';
import { ImportError } from './import-error';

export interface Mp4Info {
  seconds: number;
  width: number;
  height: number;
}

type FileHandle = Awaited<ReturnType<typeof open>>;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes between start and end: type, where the payload starts, where the box ends. */
async function* boxes(handle: FileHandle, start: number, end: number) {
  let at = start;
  while (at + 8 <= end) {
    const header = await readAt(handle, at, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let payload = at + 8;
    if (size === 1) {
      size = Number(header.readBigUInt64BE(8));
      payload = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < 8) return;
    yield { type, payload, end: Math.min(at + size, end) };
    at += size;
  }
}

export async function readMp4Info(file: string): Promise<Mp4Info> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = await readAt(handle, 4, 4);
    if (head.toString('latin1') !== 'ftyp') throw new ImportError(file, 'not an MP4 file (no ftyp box)');
    const info: Mp4Info = { seconds: 0, width: 0, height: 0 };
    let foundMoov = false;
    for await (const box of boxes(handle, 0, size)) {
      if (box.type !== 'moov') continue;
      foundMoov = true;
      for await (const child of boxes(handle, box.payload, box.end)) {
        if (child.type === 'mvhd') {
          const body = await readAt(handle, child.payload, 32);
          const version = body[0];
          const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
          const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
          if (timescale > 0) info.seconds = Math.round(duration / timescale);
        } else if (child.type === 'trak' && info.width === 0) {
          for await (const part of boxes(handle, child.payload, child.end)) {
            if (part.type !== 'tkhd') continue;
            const body = await readAt(handle, part.payload, 96);
            // Width and height are the last two 16.16 fixed-point fields of tkhd.
            const offset = body[0] === 1 ? 88 : 76;
            if (body.length >= offset + 8) {
              info.width = body.readUInt32BE(offset) >>> 16;
              info.height = body.readUInt32BE(offset + 4) >>> 16;
            }
          }
        }
      }
    }
    if (!foundMoov) throw new ImportError(file, 'not a playable MP4 (no moov box)');
    if (info.seconds === 0) throw new ImportError(file, 'the MP4 has no duration');
    return info;
  } finally {
    await handle.close();
  }
}
