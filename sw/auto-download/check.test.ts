import { describe, expect, it } from 'vitest';
import type { WorkCard } from '../../src/core/contract/content';
import type { FavoriteUpdatesAnswer } from '../../src/core/contract/reading';
import type { AutoDownloadSettings } from '../../src/core/offline/auto-download';
import type { DownloadRequest } from '../../src/core/offline/downloads';
import { type AutoDeps, checkNewChapters } from './check';

const auth = { apiBase: '', token: 't' };
const work = { id: 7, kind: 'comic', title: '作品' } as WorkCard;
const newChapter = (id: number, access: 'free' | 'vip' = 'free') => ({
  id,
  index: id,
  title: `第${id}话`,
  access,
  price: 0,
  free_until: null,
  size: 8,
  published_at: 0,
  purchased: false,
});

function deps(settings: Partial<AutoDownloadSettings>, options: { type?: string; usage?: number } = {}) {
  const added: DownloadRequest[] = [];
  let queued = new Set<number>();
  const answer: FavoriteUpdatesAnswer = {
    is_vip: false,
    balance: 0,
    works: [{ work, auto_buy: false, chapters: [newChapter(1), newChapter(2, 'vip')] }],
  };
  const d: AutoDeps = {
    settings: async () => ({ byDefault: false, works: {}, wifiOnly: false, auth, page_width: 720, ...settings }),
    queued: async () => new Set(queued),
    setQueued: async (ids) => {
      queued = ids;
    },
    updates: async () => answer,
    connectionType: () => options.type,
    estimate: async () => ({ usage: options.usage ?? 0, quota: 10 * 1024 ** 3 }),
    add: async (_auth, items) => void added.push(...items),
  };
  return { d, added, queued: () => queued };
}

describe('checkNewChapters', () => {
  it('queues the new chapters the reader may open, once, at the reader’s page width', async () => {
    const t = deps({ works: { 7: true } });
    expect(await checkNewChapters(t.d)).toEqual({ queued: 1 });
    expect(t.added).toEqual([{ kind: 'comic', work, chapter: { id: 1, index: 1, title: '第1话' }, page_width: 720 }]);
    expect(await checkNewChapters(t.d)).toEqual({ queued: 0 });
    expect(t.added).toHaveLength(1);
  });

  it('does nothing when every switch is off, without a reader, off Wi-Fi with Wi-Fi only, or when storage is short', async () => {
    expect(await checkNewChapters(deps({}).d)).toBe('off');
    expect(await checkNewChapters(deps({ byDefault: true, auth: null }).d)).toBe('no-reader');
    expect(await checkNewChapters(deps({ byDefault: true, wifiOnly: true }, { type: 'cellular' }).d)).toBe(
      'connection',
    );
    expect(await checkNewChapters(deps({ byDefault: true }, { usage: 9.5 * 1024 ** 3 }).d)).toBe('storage');
    expect(await checkNewChapters(deps({ byDefault: true, wifiOnly: true }, { type: 'wifi' }).d)).toEqual({
      queued: 1,
    });
  });
});
