/** What the device holds of downloaded chapters, read by the reader and the player when the network fails. */
import type { ChapterContentAnswer } from '../core/contract/reading';
import { DownloadedChapter, type DownloadKind, DownloadRecord, downloadKey } from '../core/offline/downloads';
import { inReadersScript } from '../i18n/content-script';
import { readIdb } from '../storage/idb';

async function readyRecord(kind: DownloadKind, chapterId: number): Promise<DownloadRecord | undefined> {
  const record = await readIdb('downloads', downloadKey(kind, chapterId), DownloadRecord);
  return record?.status === 'ready' ? record : undefined;
}

/** A ready download's content answer (its words in the reader's script), or undefined when this chapter is not fully on the device. */
export async function readDownloadedChapter(
  kind: DownloadKind,
  chapterId: number,
): Promise<DownloadedChapter | undefined> {
  if (!(await readyRecord(kind, chapterId))) return undefined;
  const copy = await readIdb('downloadedChapters', downloadKey(kind, chapterId), DownloadedChapter);
  return copy && inReadersScript(copy);
}

/** The kept MP4 of a ready episode download (the worker answers it by range), or undefined. */
export async function downloadedEpisodeFile(chapterId: number): Promise<string | undefined> {
  return (await readyRecord('video', chapterId))?.pages[0];
}

/** An episode's answer playing its kept file only: HLS, or another address, would need the network. */
export const playingFile = (answer: ChapterContentAnswer, file: string): ChapterContentAnswer => ({
  ...answer,
  sources: [{ url: file, type: 'mp4' }],
});
