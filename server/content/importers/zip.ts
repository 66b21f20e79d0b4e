/** Reading .cbz and .epub files (zip archives) with fflate, in memory. */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { ImportError } from './import-error';

export type ZipEntries = Record<string, Uint8Array>;

/** The archive's files (not its folders), by their path inside it. */
export async function readZip(file: string, keep: (name: string) => boolean = () => true): Promise<ZipEntries> {
  const bytes = await readFile(file);
  // Local file header or end of central directory (an empty archive): "PK\x03\x04" or "PK\x05\x06".
  const signature = bytes.subarray(0, 4).toString('latin1');
  if (signature !== 'PK\x03\x04' && signature !== 'PK\x05\x06') throw new ImportError(file, 'not a zip file');
  try {
    return unzipSync(bytes, { filter: (entry) => !entry.name.endsWith('/') && keep(entry.name) });
  } catch (error) {
    throw new ImportError(file, `damaged zip file (${(error as Error).message})`);
  }
}
