/** What the device holds of downloaded chapters, read by the reader when the network fails. */
import { DownloadedChapter, type DownloadKind, DownloadRecord, downloadKey } from '../core/offline/downloads';
import { readIdb } from '../storage/idb';

/** A ready download's content answer, or undefined when this chapter is not fully on the device. */
export async function readDownloadedChapter(
  kind: DownloadKind,
  chapterId: number,
): Promise<DownloadedChapter | undefined> {
  const key = downloadKey(kind, chapterId);
  const record = await readIdb('downloads', key, DownloadRecord);
  if (record?.status !== 'ready') return undefined;
  return readIdb('downloadedChapters', key, DownloadedChapter);
}
