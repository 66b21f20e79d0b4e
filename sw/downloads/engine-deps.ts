/**
 * What the download engine (engine.ts) touches, as interfaces: the records and the kept content
 * (IndexedDB), the page cache, the network and the pages it tells. The worker gives the real ones
 * (worker-deps.ts), the engine's tests give their own in Node.
 */
import type { DownloadedChapter, DownloadRecord } from '../../src/core/offline/downloads';
import type { WorkerAuth } from '../../src/core/offline/messages';

export interface RecordStore {
  all(): Promise<DownloadRecord[]>;
  get(key: string): Promise<DownloadRecord | undefined>;
  put(record: DownloadRecord): Promise<void>;
  delete(key: string): Promise<void>;
  /** The content answer of a ready chapter. */
  putContent(key: string, answer: DownloadedChapter): Promise<void>;
  deleteContent(key: string): Promise<void>;
}

/** Told as a file arrives: the bytes so far, and its length when the server said it. */
export type OnBytes = (received: number, expected: number | null) => void;

export interface PageCache {
  /** The kept file's size in bytes, or null when it is not kept. */
  size(url: string): Promise<number | null>;
  /**
   * Fetches and keeps one file (a page, an episode's MP4), kept only once it has arrived whole;
   * resolves with its size in bytes. `onBytes` (given for large files) follows its arrival; a large
   * file cut half-way goes on from its last byte at the next call. `label` names it where the system
   * shows the transfer (Background Fetch). `delete` forgets both.
   */
  fetchAndPut(url: string, signal: AbortSignal, onBytes?: OnBytes, label?: string): Promise<number>;
  delete(url: string): Promise<void>;
}

/** Why a chapter's content could not be had. */
export class ContentError extends Error {
  constructor(readonly reason: 'network' | 'server') {
    super(reason);
  }
}

export interface EngineDeps {
  records: RecordStore;
  pages: PageCache;
  /** chapterContent as this reader (throws ContentError). */
  fetchContent(auth: WorkerAuth, chapterId: number, signal: AbortSignal): Promise<DownloadedChapter>;
  broadcast(records: DownloadRecord[]): void;
  broadcastRemoved(keys: string[]): void;
  now(): number;
}
