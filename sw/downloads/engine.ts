/**
 * The download engine: one chapter at a time, a few pages at once (a video episode: its one MP4,
 * its bytes counted as they arrive), every step written down so that a worker stopped by the
 * browser, a page closed or a network cut goes on where it was (an episode cut half-way goes on
 * from its last byte received: the pages' side keeps its parts, and the cache only the whole file).
 *
 * Order of writes is what keeps "ready" true: pages go into the cache first, then every page is
 * checked to be there, then the chapter's content answer is kept, and only then the record says
 * ready. A chapter that runs out of room has its own pages removed (those no other download uses)
 * and says why. Everything the engine touches comes in through EngineDeps, so it is tested in Node;
 * the files' own transfers are in transfers.ts.
 */
import {
  type DownloadError,
  type DownloadRecord,
  type DownloadRequest,
  downloadFiles,
  downloadKey,
  isPending,
  sizedContent,
} from '../../src/core/offline/downloads';
import type { WorkerAuth } from '../../src/core/offline/messages';
import { ContentError, type EngineDeps } from './engine-deps';
import { fetchEpisode, fetchPages, type Progress } from './transfers';

const isQuota = (error: unknown) =>
  error instanceof Error && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** A page or the content failed for want of network (fetch rejects with a TypeError). */
const isNetwork = (error: unknown) =>
  error instanceof TypeError || (error instanceof ContentError && error.reason === 'network');

export class DownloadEngine {
  private auth: WorkerAuth | null = null;
  private running: Promise<void> | null = null;
  /** The chapter being fetched, how to stop it, and its end. */
  private current: { key: string; controller: AbortController; task: Promise<unknown> } | null = null;
  /** Chapters being paused or removed: the queue passes them by until their record says so. */
  private readonly stopping = new Set<string>();

  constructor(private readonly deps: EngineDeps) {}

  setAuth(auth: WorkerAuth | null): void {
    if (auth?.token) this.auth = auth;
  }

  /** Queues chapters not on the device or on their way already; failed ones are tried again. */
  async add(items: DownloadRequest[]): Promise<void> {
    const changed: DownloadRecord[] = [];
    for (const item of items) {
      const key = downloadKey(item.kind, item.chapter.id);
      const existing = await this.deps.records.get(key);
      if (existing && existing.status !== 'failed') continue;
      const at = this.deps.now();
      const record: DownloadRecord = {
        ...item,
        status: 'queued',
        error: null,
        total: existing?.total ?? 0,
        done: 0,
        bytes: 0,
        pages: existing?.pages ?? [],
        created_at: existing?.created_at ?? at,
        updated_at: at,
      };
      await this.deps.records.put(record);
      changed.push(record);
    }
    if (changed.length) this.deps.broadcast(changed);
  }

  async pause(keys: string[]): Promise<void> {
    await this.whileStopping(keys, async () => {
      await this.stopCurrent(keys);
      await this.update(keys, (record) => (isPending(record.status) ? { status: 'paused' } : null));
    });
  }

  /** Paused, waiting and failed downloads go back in the queue (all of them when keys is empty). */
  async resume(keys: string[]): Promise<void> {
    const all = keys.length === 0;
    await this.update(all ? null : keys, (record) =>
      record.status === 'paused' || record.status === 'waiting' || record.status === 'failed'
        ? { status: 'queued', error: null }
        : null,
    );
  }

  /** Stops unfinished downloads and deletes finished ones, with the pages no other download uses. */
  async remove(keys: string[]): Promise<void> {
    await this.whileStopping(keys, async () => {
      await this.stopCurrent(keys);
      const removing = (await this.deps.records.all()).filter((record) => keys.includes(this.keyOf(record)));
      for (const record of removing) {
        const key = this.keyOf(record);
        // Not ready any more before anything is deleted: a reader never opens a half-deleted chapter.
        await this.deps.records.delete(key);
        await this.deps.records.deleteContent(key);
        await this.dropPages(record.pages);
      }
      if (removing.length) this.deps.broadcastRemoved(removing.map((record) => this.keyOf(record)));
    });
  }

  private async whileStopping(keys: string[], work: () => Promise<void>): Promise<void> {
    for (const key of keys) this.stopping.add(key);
    try {
      await work();
    } finally {
      for (const key of keys) this.stopping.delete(key);
    }
  }

  /** Waiting downloads are tried again (the network may be back); every record is announced. */
  async kick(): Promise<DownloadRecord[]> {
    await this.update(null, (record) => (record.status === 'waiting' ? { status: 'queued' } : null));
    const all = await this.deps.records.all();
    this.deps.broadcast(all);
    return all;
  }

  /** Works through the queue; resolves when nothing is left that can go on now. */
  run(): Promise<void> {
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    for (;;) {
      if (!this.auth) return;
      const queue = (await this.deps.records.all())
        .filter((record) => record.status === 'queued' || record.status === 'downloading')
        .filter((record) => !this.stopping.has(this.keyOf(record)))
        .sort((a, b) => a.created_at - b.created_at || a.chapter.index - b.chapter.index);
      const next = queue[0];
      if (!next) return;
      const controller = new AbortController();
      const task = this.download(next, this.auth, controller.signal);
      this.current = { key: this.keyOf(next), controller, task };
      const stopped = await task;
      this.current = null;
      // No network: the rest of the queue would fail the same way; a kick brings it back.
      if (stopped === 'network') {
        await this.update(
          queue.slice(1).map((record) => this.keyOf(record)),
          () => ({ status: 'waiting' }),
        );
        return;
      }
    }
  }

  /** Stops the chapter being fetched (paused or removed) and waits until it has let go. */
  private async stopCurrent(keys: string[]): Promise<void> {
    const current = this.current;
    if (!current || !keys.includes(current.key)) return;
    current.controller.abort();
    await current.task;
  }

  /**
   * One chapter. `stop` is the reader's pause or removal: then the record is theirs to write and
   * this returns without a word; any other failure is written down here.
   */
  private async download(start: DownloadRecord, auth: WorkerAuth, stop: AbortSignal): Promise<'network' | undefined> {
    const key = this.keyOf(start);
    const episode = start.kind === 'video';
    // A failed page stops the other fetches of this chapter at once.
    const failed = new AbortController();
    const signal = AbortSignal.any([stop, failed.signal]);
    let record = await this.save({ ...start, status: 'downloading', error: null });
    const progress: Progress = async (patch) => {
      if (!signal.aborted) record = await this.save({ ...record, ...patch });
    };
    try {
      const content = sizedContent(await this.deps.fetchContent(auth, start.chapter.id, signal), start.page_width);
      if (stop.aborted) return;
      if (!content.readable) return void (await this.fail(record, 'locked'));
      const urls = downloadFiles(start.kind, content);
      // An episode is its MP4: one with only HLS has nothing the worker can keep whole.
      if (episode && urls.length === 0) return void (await this.fail(record, 'server'));
      record = await this.save({
        ...record,
        pages: urls,
        total: episode ? 0 : Math.max(urls.length, 1),
        done: 0,
        bytes: 0,
      });
      if (episode) {
        const size = await fetchEpisode(
          this.deps.pages,
          urls[0] ?? '',
          `${start.work.title} ${start.chapter.title}`,
          signal,
          progress,
        );
        record = { ...record, total: size, done: size, bytes: size };
      } else {
        await fetchPages(this.deps.pages, urls, signal, failed, progress);
      }
      if (stop.aborted) return;

      // Every file where it should be, then the content, then "ready": never ready with a part missing.
      for (const url of urls) if ((await this.deps.pages.size(url)) === null) throw new ContentError('network');
      await this.deps.records.putContent(key, content);
      if (stop.aborted) {
        await this.deps.records.deleteContent(key);
        return;
      }
      await this.save({ ...record, status: 'ready', done: record.total });
    } catch (error) {
      if (stop.aborted) return;
      if (isQuota(error)) return void (await this.fail(record, 'quota', true));
      if (isNetwork(error) || isAbort(error)) {
        // An episode's bytes so far are kept (PageCache resumes the file): its progress stays.
        await this.save({ ...record, status: 'waiting' });
        return 'network';
      }
      await this.fail(record, 'server');
    }
  }

  private async fail(record: DownloadRecord, error: DownloadError, dropPages = false): Promise<void> {
    if (dropPages) await this.dropPages(record.pages, this.keyOf(record));
    await this.save({ ...record, status: 'failed', error, done: dropPages ? 0 : record.done, bytes: 0 });
  }

  /** Deletes pages that no other download lists (demo works share a pool of pages). */
  private async dropPages(urls: string[], except?: string): Promise<void> {
    if (!urls.length) return;
    const used = new Set<string>();
    for (const other of await this.deps.records.all()) {
      if (this.keyOf(other) !== except) for (const url of other.pages) used.add(url);
    }
    for (const url of urls) if (!used.has(url)) await this.deps.pages.delete(url);
  }

  private async update(
    keys: string[] | null,
    change: (record: DownloadRecord) => Partial<DownloadRecord> | null,
  ): Promise<void> {
    const changed: DownloadRecord[] = [];
    for (const record of await this.deps.records.all()) {
      if (keys && !keys.includes(this.keyOf(record))) continue;
      const patch = change(record);
      if (!patch) continue;
      const next = { ...record, ...patch, updated_at: this.deps.now() };
      await this.deps.records.put(next);
      changed.push(next);
    }
    if (changed.length) this.deps.broadcast(changed);
  }

  private async save(record: DownloadRecord): Promise<DownloadRecord> {
    const next = { ...record, updated_at: this.deps.now() };
    await this.deps.records.put(next);
    this.deps.broadcast([next]);
    return next;
  }

  private keyOf(record: DownloadRecord): string {
    return downloadKey(record.kind, record.chapter.id);
  }
}
