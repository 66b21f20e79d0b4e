/** Zip entry names as their writers meant them, and archives that are refused with a reason. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { withZip } from '../../server/content/importers/zip';
import { decodeEntryName } from '../../server/content/importers/zip-names';
import { asZip64, unicodePathField, writeZip } from './zip-writer';

const dir = mkdtempSync(join(tmpdir(), 'manyue-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `tests/server/fixtures/info-zip.cbz`: `zip -r -9 info-zip.cbz 漫画` (Info-ZIP Zip 3.0, Debian, C.UTF-8). */
const INFO_ZIP_CBZ = join(import.meta.dirname, 'fixtures', 'info-zip.cbz');

const gbk = (hex: string) => Buffer.from(hex, 'hex');
/** 第1话/001.jpg in GBK (what a Chinese Windows archiver writes). */
const GBK_NAME = gbk('b5da31bbb02f3030312e6a7067');

async function names(bytes: Uint8Array) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, bytes);
  return withZip(file, async (zip) => zip.entries.map((entry) => entry.name));
}

describe('entry names', () => {
  it('reads an Info-ZIP archive (UTF-8 bytes, no UTF-8 flag) as UTF-8, not CP437', async () => {
    const raw = readFileSync(INFO_ZIP_CBZ);
    // The archive is what the issue describes: bit 11 clear on every entry of the directory.
    const central = raw.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    expect(raw.readUInt16LE(central + 8) & 0x800).toBe(0);
    expect(await names(raw)).toEqual([
      '漫画/第1话/001.png',
      '漫画/第1话/002.png',
      '漫画/第2话/001.png',
      '漫画/第2话/002.png',
      '漫画/第10话/001.png',
      '漫画/第10话/002.png',
    ]);
  });

  it('reads GBK names from Windows archives as GB18030', async () => {
    expect(
      await names(
        writeZip([
          { name: GBK_NAME, data: strToU8('a') },
          // 第2话\面板嘰.png: a Windows backslash, and 嘰 whose second GBK byte is 0x5C too.
          { name: gbk('b5da32bbb05cc3e6b0e5875c2e706e67'), data: strToU8('b') },
        ]),
      ),
    ).toEqual(['第1话/001.jpg', '第2话/面板嘰.png']);
  });

  it('honours the UTF-8 flag and an ASCII name', async () => {
    expect(
      await names(
        writeZip([
          { name: Buffer.from('第3话/001.jpg'), data: strToU8('c'), flags: 0x800, deflate: true },
          { name: Buffer.from('cover.jpg'), data: strToU8('d') },
        ]),
      ),
    ).toEqual(['第3话/001.jpg', 'cover.jpg']);
    // fflate sets the flag for non-ASCII names.
    expect(await names(zipSync({ '番外/01.png': strToU8('e') }))).toEqual(['番外/01.png']);
  });

  it('prefers the Unicode Path extra field when its CRC matches the raw name, and ignores a stale one', () => {
    const cp437ish = Buffer.from('\x91\xe6 1 \x98b/001.jpg', 'latin1');
    expect(decodeEntryName(cp437ish, 0, unicodePathField(cp437ish, '第1话/001.jpg'))).toBe('第1话/001.jpg');
    // Renamed by a tool that kept the old field: the CRC no longer matches, the name itself counts.
    const stale = unicodePathField(GBK_NAME, '旧名字/001.jpg', Buffer.from('old name'));
    expect(decodeEntryName(GBK_NAME, 0, stale)).toBe('第1话/001.jpg');
    // The field wins over the flag too, and other extra fields before it are skipped.
    const other = Buffer.from([0x55, 0x54, 0x01, 0x00, 0x00]);
    const both = Buffer.concat([other, unicodePathField(GBK_NAME, '第一话/001.jpg')]);
    expect(decodeEntryName(GBK_NAME, 0x800, both)).toBe('第一话/001.jpg');
  });
});

describe('contents', () => {
  it('reads stored and deflated entries, and a ZIP64 archive', async () => {
    const zip = writeZip([
      { name: Buffer.from('a.txt'), data: strToU8('甲'.repeat(500)), deflate: true },
      { name: Buffer.from('b.txt'), data: strToU8('乙') },
    ]);
    for (const [name, bytes] of [
      ['plain.zip', zip],
      ['zip64.zip', asZip64(zip)],
    ] as const) {
      const file = join(dir, name);
      writeFileSync(file, bytes);
      const texts = await withZip(file, async (archive) =>
        Promise.all(archive.entries.map(async (entry) => new TextDecoder().decode(await archive.read(entry)))),
      );
      expect(texts).toEqual(['甲'.repeat(500), '乙']);
    }
  });
});

describe('refusals', () => {
  const refused = async (bytes: Uint8Array, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    return withZip(file, async (zip) => {
      for (const entry of zip.entries) await zip.read(entry);
    });
  };

  it('names the file and says why', async () => {
    await expect(refused(Buffer.from('hello'), 'text.cbz')).rejects.toThrow(/text\.cbz: not a zip file/);
    const data = strToU8('page');
    await expect(refused(writeZip([{ name: Buffer.from('a.png'), data, crc: 1 }]), 'crc.cbz')).rejects.toThrow(
      /crc\.cbz: damaged zip file \(a\.png: CRC mismatch\)/,
    );
    await expect(refused(writeZip([{ name: Buffer.from('a.png'), data, flags: 1 }]), 'locked.cbz')).rejects.toThrow(
      /locked\.cbz: encrypted entry a\.png/,
    );
    const whole = writeZip([{ name: Buffer.from('a.png'), data: new Uint8Array(4000), deflate: true }]);
    await expect(refused(whole.subarray(0, 40), 'cut.cbz')).rejects.toThrow(/cut\.cbz: not a zip file/);
  });
});
