import { describe, expect, it } from 'vitest';
import type { WorkCard } from '../../src/core/contract/content';
import {
  type DownloadedChapter,
  type DownloadRecord,
  type DownloadRequest,
  downloadKey,
} from '../../src/core/offline/downloads';
import { DownloadEngine } from './engine';
import { ContentError, type EngineDeps } from './engine-deps';

const work: WorkCard = {
  id: 7,
  kind: 'comic',
  title: '星河',
  cover: 'http://x/media/c.webp',
  author: 'a',
  tags: [],
  status: 'ongoing',
  chapter_count: 3,
  latest_title: '第3话',
  intro: '',
  views: 0,
  score: 9,
  free_until: null,
};

const request = (id: number): DownloadRequest => ({
  kind: 'comic',
  work,
  chapter: { id, index: id, title: `第${id}话` },
});

/** Bytes a large file arrives in, in the harness. */
const FILE_CHUNK = 16 * 1024;

const pageUrls = (id: number, shared: string[] = []) => [
  ...shared,
  ...Array.from({ length: 5 }, (_, i) => `http://x/media/p/${id}-${i}.webp`),
];

function content(id: number, urls: string[], readable = true): DownloadedChapter {
  return {
    work,
    chapter: {
      id,
      index: id,
      title: `第${id}话`,
      access: 'free',
      price: 0,
      free_until: null,
      size: urls.length,
      published_at: 0,
      purchased: false,
    },
    prev_id: null,
    next_id: null,
    readable,
    price: 0,
    balance: 0,
    is_vip: false,
    auto_buy: false,
    pages: readable ? urls.map((url) => ({ url, width: 800, height: 1200 })) : [],
    text: '',
    sources: [],
    preview: '',
  };
}

/** In-memory stores and a scriptable network, checking on every write that "ready" is true. */
function harness(chapters: Record<number, DownloadedChapter>) {
  const records = new Map<string, DownloadRecord>();
  const contents = new Map<string, DownloadedChapter>();
  const cache = new Map<string, number>();
  /** Bytes of large files received before a cut, by address; and where each fetch of one started. */
  const partials = new Map<string, number>();
  const resumedFrom: number[] = [];
  const fetched: string[] = [];
  const events: Array<{ type: 'changed' | 'removed'; keys: string[] }> = [];
  const network = {
    online: true,
    /** Fail with this error after so many more page fetches. */
    failAfter: null as null | { pages: number; error: () => Error },
    /** Called before each page fetch resolves (to pause or remove mid-chapter). */
    onPage: null as null | ((url: string) => Promise<void> | void),
    /** Large files (episodes) by address: their length, sent in chunks. */
    files: {} as Record<string, number>,
    /** A large file fails with this error once this many of its bytes have arrived. */
    cutFile: null as null | { at: number; error: () => Error },
    /** Called after each chunk of a large file (to pause mid-file). */
    onChunk: null as null | ((received: number) => Promise<void> | void),
  };
  /** Every record written, in order (to follow an episode's progress). */
  const written: DownloadRecord[] = [];
  const deps: EngineDeps = {
    records: {
      all: async () => [...records.values()],
      get: async (key) => records.get(key),
      put: async (record) => {
        if (record.status === 'ready') {
          const key = downloadKey(record.kind, record.chapter.id);
          for (const url of record.pages) expect(cache.has(url), `${url} kept before ready`).toBe(true);
          expect(contents.has(key), 'content kept before ready').toBe(true);
        }
        records.set(downloadKey(record.kind, record.chapter.id), structuredClone(record));
        written.push(structuredClone(record));
      },
      delete: async (key) => void records.delete(key),
      putContent: async (key, answer) => void contents.set(key, answer),
      deleteContent: async (key) => void contents.delete(key),
    },
    pages: {
      size: async (url) => cache.get(url) ?? null,
      fetchAndPut: async (url, signal, onBytes) => {
        if (!network.online) throw new TypeError('Failed to fetch');
        const length = network.files[url];
        if (length !== undefined) {
          // Kept in the cache only whole; what arrived before a cut is kept aside and resumed from.
          const from = partials.get(url) ?? 0;
          resumedFrom.push(from);
          for (let received = from; received < length; ) {
            received = Math.min(length, received + FILE_CHUNK);
            if (network.cutFile && received >= network.cutFile.at) throw network.cutFile.error();
            partials.set(url, received);
            onBytes?.(received, length);
            await network.onChunk?.(received);
            if (signal.aborted) throw new DOMException('aborted', 'AbortError');
          }
          partials.delete(url);
          fetched.push(url);
          cache.set(url, length);
          return length;
        }
        if (network.failAfter) {
          if (network.failAfter.pages === 0) throw network.failAfter.error();
          network.failAfter.pages--;
        }
        await network.onPage?.(url);
        if (signal.aborted) throw new DOMException('aborted', 'AbortError');
        fetched.push(url);
        cache.set(url, 1000);
        return 1000;
      },
      delete: async (url) => {
        cache.delete(url);
        partials.delete(url);
      },
    },
    fetchContent: async (_auth, id) => {
      if (!network.online) throw new ContentError('network');
      const answer = chapters[id];
      if (!answer) throw new ContentError('server');
      return answer;
    },
    broadcast: (list) => events.push({ type: 'changed', keys: list.map((r) => downloadKey(r.kind, r.chapter.id)) }),
    broadcastRemoved: (keys) => events.push({ type: 'removed', keys }),
    now: () => 1_700_000_000,
  };
  const engine = new DownloadEngine(deps);
  engine.setAuth({ apiBase: '', token: 'tok' });
  const status = (id: number) => records.get(downloadKey('comic', id))?.status;
  return { engine, records, contents, cache, fetched, events, network, status, written, resumedFrom };
}

describe('download engine', () => {
  it('downloads chapters in order: every page kept, then the content, then ready', async () => {
    const t = harness({ 1: content(1, pageUrls(1)), 2: content(2, pageUrls(2)) });
    await t.engine.add([request(1), request(2)]);
    expect(t.status(1)).toBe('queued');
    await t.engine.run();
    expect(t.status(1)).toBe('ready');
    expect(t.status(2)).toBe('ready');
    const record = t.records.get('comic:1')!;
    expect(record).toMatchObject({ total: 5, done: 5, bytes: 5000, error: null });
    expect(t.contents.get('comic:2')?.pages).toHaveLength(5);
    expect(t.fetched).toHaveLength(10);
  });

  it('keeps pages at the width the reader chose: the files and the kept answer name the same variants', async () => {
    const t = harness({ 1: content(1, pageUrls(1)) });
    await t.engine.add([{ ...request(1), page_width: 390 }]);
    await t.engine.run();
    expect(t.status(1)).toBe('ready');
    const sized = pageUrls(1).map((url) => `${url}?w=480`);
    expect(t.fetched).toEqual(sized);
    expect(t.records.get('comic:1')?.pages).toEqual(sized);
    expect(t.contents.get('comic:1')?.pages.map((page) => page.url)).toEqual(sized);
  });

  it('a network cut mid-chapter waits, never says ready, and resumes with only the missing pages', async () => {
    const t = harness({ 1: content(1, pageUrls(1)), 2: content(2, pageUrls(2)) });
    await t.engine.add([request(1), request(2)]);
    t.network.failAfter = { pages: 2, error: () => new TypeError('Failed to fetch') };
    await t.engine.run();
    expect(t.status(1)).toBe('waiting');
    expect(t.status(2)).toBe('waiting');
    expect(t.contents.size).toBe(0);
    const kept = t.fetched.length;
    expect(kept).toBeLessThan(5);

    t.network.failAfter = null;
    await t.engine.kick();
    await t.engine.run();
    expect(t.status(1)).toBe('ready');
    expect(t.status(2)).toBe('ready');
    // No page fetched twice.
    expect(new Set(t.fetched).size).toBe(t.fetched.length);
    expect(t.fetched).toHaveLength(10);
  });

  it('offline from the start: the content call fails, the chapter waits', async () => {
    const t = harness({ 1: content(1, pageUrls(1)) });
    t.network.online = false;
    await t.engine.add([request(1)]);
    await t.engine.run();
    expect(t.status(1)).toBe('waiting');
    t.network.online = true;
    await t.engine.kick();
    await t.engine.run();
    expect(t.status(1)).toBe('ready');
  });

  it('a full device fails the chapter with "quota" and removes its pages, but not pages another chapter keeps', async () => {
    const shared = ['http://x/media/p/shared.webp'];
    const t = harness({ 1: content(1, pageUrls(1, shared)), 2: content(2, pageUrls(2, shared)) });
    await t.engine.add([request(1)]);
    await t.engine.run();
    expect(t.status(1)).toBe('ready');

    await t.engine.add([request(2)]);
    t.network.failAfter = { pages: 2, error: () => new DOMException('full', 'QuotaExceededError') };
    await t.engine.run();
    expect(t.records.get('comic:2')).toMatchObject({ status: 'failed', error: 'quota', done: 0 });
    expect(t.contents.has('comic:2')).toBe(false);
    for (const url of pageUrls(2)) expect(t.cache.has(url)).toBe(false);
    // Chapter 1 is untouched, shared page included.
    for (const url of pageUrls(1, shared)) expect(t.cache.has(url)).toBe(true);

    // Room again: trying once more downloads it.
    t.network.failAfter = null;
    await t.engine.resume(['comic:2']);
    await t.engine.run();
    expect(t.status(2)).toBe('ready');
  });

  it('a chapter the reader may not open fails as "locked" and keeps nothing', async () => {
    const t = harness({ 3: content(3, pageUrls(3), false) });
    await t.engine.add([request(3)]);
    await t.engine.run();
    expect(t.records.get('comic:3')).toMatchObject({ status: 'failed', error: 'locked' });
    expect(t.cache.size).toBe(0);
  });

  it('an answer the server refuses fails as "server"', async () => {
    const t = harness({});
    await t.engine.add([request(9)]);
    await t.engine.run();
    expect(t.records.get('comic:9')).toMatchObject({ status: 'failed', error: 'server' });
  });

  it('pause stops a chapter mid-way and the queue goes on; resume finishes it', async () => {
    const t = harness({ 1: content(1, pageUrls(1)), 2: content(2, pageUrls(2)) });
    await t.engine.add([request(1), request(2)]);
    let pausing: Promise<void> | null = null;
    t.network.onPage = (url) => {
      if (url === pageUrls(1)[1] && !pausing) pausing = t.engine.pause(['comic:1']);
    };
    await t.engine.run();
    await pausing;
    expect(t.status(1)).toBe('paused');
    expect(t.contents.has('comic:1')).toBe(false);
    expect(t.status(2)).toBe('ready');

    t.network.onPage = null;
    await t.engine.resume([]);
    await t.engine.run();
    expect(t.status(1)).toBe('ready');
  });

  it('removing a chapter mid-download leaves no record, no content and no page of it', async () => {
    const t = harness({ 1: content(1, pageUrls(1)) });
    await t.engine.add([request(1)]);
    let removing: Promise<void> | null = null;
    t.network.onPage = (url) => {
      if (url === pageUrls(1)[2] && !removing) removing = t.engine.remove(['comic:1']);
    };
    await t.engine.run();
    await removing;
    expect(t.records.size).toBe(0);
    expect(t.contents.size).toBe(0);
    expect(t.cache.size).toBe(0);
    expect(t.events.at(-1)).toEqual({ type: 'removed', keys: ['comic:1'] });
  });

  it('deleting a ready chapter keeps the pages another chapter still uses', async () => {
    const shared = ['http://x/media/p/shared.webp'];
    const t = harness({ 1: content(1, pageUrls(1, shared)), 2: content(2, pageUrls(2, shared)) });
    await t.engine.add([request(1), request(2)]);
    await t.engine.run();
    await t.engine.remove(['comic:1']);
    expect(t.status(1)).toBeUndefined();
    expect(t.contents.has('comic:1')).toBe(false);
    expect(t.cache.has(shared[0]!)).toBe(true);
    for (const url of pageUrls(1)) expect(t.cache.has(url)).toBe(false);
    for (const url of pageUrls(2)) expect(t.cache.has(url)).toBe(true);
  });

  it('adding a chapter that is ready or on its way changes nothing', async () => {
    const t = harness({ 1: content(1, pageUrls(1)) });
    await t.engine.add([request(1)]);
    await t.engine.run();
    const before = structuredClone(t.records.get('comic:1'));
    await t.engine.add([request(1)]);
    expect(t.records.get('comic:1')).toEqual(before);
  });

  it('does nothing without a login to call the API with', async () => {
    const t = harness({ 1: content(1, pageUrls(1)) });
    const engine = new DownloadEngine({ ...(t.engine as unknown as { deps: EngineDeps }).deps });
    await engine.add([request(1)]);
    await engine.run();
    expect(t.status(1)).toBe('queued');
  });
});

describe('download engine: video episodes', () => {
  const videoWork: WorkCard = { ...work, id: 8, kind: 'video', title: '极光' };
  const mp4Url = (id: number) => `http://x/media/samples/clip-${id}.mp4`;
  const hlsUrl = (id: number) => `http://x/media/samples/hls-${id}/index.m3u8`;
  const SIZE = 300_000;

  const episodeRequest = (id: number): DownloadRequest => ({
    kind: 'video',
    work: videoWork,
    chapter: { id, index: id, title: `第${id}集` },
  });

  function episode(
    id: number,
    sources = [
      { url: mp4Url(id), type: 'mp4' as const },
      { url: hlsUrl(id), type: 'hls' as const },
    ],
  ) {
    const answer = content(id, []);
    return { ...answer, work: videoWork, chapter: { ...answer.chapter, title: `第${id}集`, size: 8 }, sources };
  }

  function videoHarness(episodes: Record<number, DownloadedChapter>) {
    const t = harness(episodes);
    for (const answer of Object.values(episodes)) {
      for (const source of answer.sources) t.network.files[source.url] = SIZE;
    }
    const video = (id: number) => t.records.get(downloadKey('video', id));
    return { ...t, video };
  }

  it('keeps the MP4 whole (never the HLS playlist), with its bytes as they arrive, then says ready', async () => {
    const t = videoHarness({ 1: episode(1) });
    await t.engine.add([episodeRequest(1)]);
    await t.engine.run();
    expect(t.video(1)).toMatchObject({ status: 'ready', pages: [mp4Url(1)], total: SIZE, done: SIZE, bytes: SIZE });
    expect(t.fetched).toEqual([mp4Url(1)]);
    expect(t.cache.get(mp4Url(1))).toBe(SIZE);
    expect(t.contents.get('video:1')?.sources).toHaveLength(2);

    // Progress was written as the file arrived: growing, with its length, a few times (not per chunk).
    const steps = t.written.filter((r) => r.kind === 'video' && r.status === 'downloading' && r.done > 0);
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.length).toBeLessThan(SIZE / FILE_CHUNK);
    for (const step of steps) expect(step.total).toBe(SIZE);
    const dones = steps.map((r) => r.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(dones.at(-1)).toBeLessThan(SIZE);
  });

  it('a cut half-way waits with its progress, never ready, and goes on from where it was when back', async () => {
    const t = videoHarness({ 1: episode(1) });
    await t.engine.add([episodeRequest(1)]);
    t.network.cutFile = { at: SIZE / 2, error: () => new TypeError('network error') };
    await t.engine.run();
    const cut = t.video(1);
    expect(cut).toMatchObject({ status: 'waiting', total: SIZE });
    expect(cut?.done).toBeGreaterThan(0);
    expect(cut?.done).toBeLessThan(SIZE / 2);
    expect(t.cache.size).toBe(0);
    expect(t.contents.size).toBe(0);

    t.network.cutFile = null;
    await t.engine.kick();
    await t.engine.run();
    expect(t.video(1)).toMatchObject({ status: 'ready', done: SIZE, bytes: SIZE });
    expect(t.cache.get(mp4Url(1))).toBe(SIZE);
    expect(t.resumedFrom).toEqual([0, Math.floor(SIZE / 2 / FILE_CHUNK) * FILE_CHUNK]);
  });

  it('no room for the file fails the episode with "quota" and keeps nothing of it', async () => {
    const t = videoHarness({ 1: episode(1) });
    await t.engine.add([episodeRequest(1)]);
    t.network.cutFile = { at: SIZE / 3, error: () => new DOMException('full', 'QuotaExceededError') };
    await t.engine.run();
    expect(t.video(1)).toMatchObject({ status: 'failed', error: 'quota', done: 0, bytes: 0 });
    expect(t.cache.size).toBe(0);
    expect(t.contents.has('video:1')).toBe(false);

    t.network.cutFile = null;
    await t.engine.resume(['video:1']);
    await t.engine.run();
    expect(t.video(1)?.status).toBe('ready');
  });

  it('an episode with no MP4 (HLS only) fails as "server" and fetches nothing', async () => {
    const t = videoHarness({ 2: episode(2, [{ url: hlsUrl(2), type: 'hls' }]) });
    await t.engine.add([episodeRequest(2)]);
    await t.engine.run();
    expect(t.video(2)).toMatchObject({ status: 'failed', error: 'server' });
    expect(t.fetched).toEqual([]);
  });

  it('a pause mid-file stays paused (no late progress write undoes it); resume finishes it', async () => {
    const t = videoHarness({ 1: episode(1) });
    await t.engine.add([episodeRequest(1)]);
    let pausing: Promise<void> | null = null;
    t.network.onChunk = (received) => {
      if (received >= SIZE / 2 && !pausing) pausing = t.engine.pause(['video:1']);
    };
    await t.engine.run();
    await pausing;
    expect(t.video(1)?.status).toBe('paused');
    expect(t.cache.size).toBe(0);

    t.network.onChunk = null;
    await t.engine.resume([]);
    await t.engine.run();
    expect(t.video(1)).toMatchObject({ status: 'ready', bytes: SIZE });
  });

  it('deleting a ready episode deletes its file; a chapter and an episode share the one queue', async () => {
    const t = videoHarness({ 1: episode(1), 3: content(3, pageUrls(3)) });
    await t.engine.add([episodeRequest(1), request(3)]);
    await t.engine.run();
    expect(t.video(1)?.status).toBe('ready');
    expect(t.status(3)).toBe('ready');
    await t.engine.remove(['video:1']);
    expect(t.video(1)).toBeUndefined();
    expect(t.cache.has(mp4Url(1))).toBe(false);
    expect(t.contents.has('video:1')).toBe(false);
    for (const url of pageUrls(3)) expect(t.cache.has(url)).toBe(true);
  });
});
