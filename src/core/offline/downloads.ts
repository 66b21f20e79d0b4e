/**
 * Chapter downloads as page and service worker both see them. The worker owns the writes: it keeps
 * one record per chapter in IndexedDB (IDB.downloads), the pages in Cache Storage
 * (CACHE_NAMES.downloads, keyed by the page's address) and, only once every page is there, the
 * chapter's decrypted content answer (IDB.downloadedChapters) — so a chapter is never "ready" with
 * a page missing. Comics, novels and videos share the machinery: a novel chapter is one text, no
 * pages; a video episode is one file, its MP4, kept whole in the same cache under its address.
 */
import * as v from 'valibot';
import { WorkCard } from '../contract/content';
import { ChapterContentAnswer } from '../contract/reading';
import { variantUrl } from '../media-variants';

export const DOWNLOAD_KINDS = ['comic', 'novel', 'video'] as const;
export const DownloadKind = v.picklist(DOWNLOAD_KINDS);
export type DownloadKind = v.InferOutput<typeof DownloadKind>;

/**
 * queued: waits its turn · downloading · paused: by the reader · waiting: the network went away,
 * it goes on by itself when it comes back · failed: see `error` · ready: every page is on the device.
 */
export const DOWNLOAD_STATUSES = ['queued', 'downloading', 'paused', 'waiting', 'failed', 'ready'] as const;
export const DownloadStatus = v.picklist(DOWNLOAD_STATUSES);
export type DownloadStatus = v.InferOutput<typeof DownloadStatus>;

/** Why a download failed: no room on the device, not readable (locked), or the server said no. */
export const DownloadError = v.picklist(['quota', 'locked', 'server']);
export type DownloadError = v.InferOutput<typeof DownloadError>;

/** What the page asks the worker to fetch: a chapter of a work, with what lists need to show it. */
export const DownloadRequest = v.object({
  kind: DownloadKind,
  work: WorkCard,
  chapter: v.object({ id: v.number(), index: v.number(), title: v.string() }),
  /**
   * A comic's pages are kept at the width variant covering this many device pixels: the size the
   * reader chose (state/page-images.state.ts, smaller with 省流量). Absent: as the server sends them.
   */
  page_width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type DownloadRequest = v.InferOutput<typeof DownloadRequest>;

export const DownloadRecord = v.object({
  ...DownloadRequest.entries,
  status: DownloadStatus,
  error: v.nullable(DownloadError),
  /**
   * What there is to fetch and what has arrived: pages for a comic chapter (1 for a novel chapter),
   * bytes for a video episode (its file's length, 0 until the server has said it). 0 until the
   * chapter's content is known.
   */
  total: v.number(),
  done: v.number(),
  bytes: v.number(),
  /**
   * The files' addresses, once known (a comic's pages, an episode's MP4): pages are shared between
   * chapters, deleting one must not break another.
   */
  pages: v.array(v.string()),
  created_at: v.number(),
  updated_at: v.number(),
});
export type DownloadRecord = v.InferOutput<typeof DownloadRecord>;

/** The key of a chapter's record, content answer and everything else about its download. */
export const downloadKey = (kind: DownloadKind, chapterId: number): string => `${kind}:${chapterId}`;

/** What a downloaded chapter opens with offline: the answer the reader got when it was downloaded. */
export const DownloadedChapter = ChapterContentAnswer;
export type DownloadedChapter = ChapterContentAnswer;

/**
 * The content answer a download keeps: a comic's pages at the width it was asked at, so the
 * reader opening it offline asks for exactly the files that were kept.
 */
export function sizedContent(content: DownloadedChapter, pageWidth: number | undefined): DownloadedChapter {
  if (pageWidth === undefined || content.pages.length === 0) return content;
  return { ...content, pages: content.pages.map((page) => ({ ...page, url: variantUrl(page.url, pageWidth) })) };
}

/**
 * The files a readable chapter's download keeps: a comic's pages (each once), a video episode's MP4
 * (never the HLS playlist: one file is what the worker can keep whole and answer ranges from), nothing
 * for a novel chapter (its text is in the answer). An episode without an MP4 source has none.
 */
export function downloadFiles(kind: DownloadKind, content: DownloadedChapter): string[] {
  if (kind === 'comic') return [...new Set(content.pages.map((page) => page.url))];
  if (kind === 'video') {
    const mp4 = content.sources.find((source) => source.type === 'mp4');
    return mp4 ? [mp4.url] : [];
  }
  return [];
}

/** Unfinished downloads the worker goes on with by itself. */
export const isPending = (status: DownloadStatus): boolean =>
  status === 'queued' || status === 'downloading' || status === 'waiting';

/** Pages fetched at once for one chapter. */
export const DOWNLOAD_CONCURRENCY = 3;
