import { describe, expect, it } from 'vitest';
import { canonicalBody, forgetPersonalAnswers, KEPT, keepAnswer, keptKey, nextIndex, readKept } from './kept';

describe('kept answers', () => {
  it('keys a body by its canonical JSON: order, access_token and unset fields do not matter', () => {
    expect(canonicalBody({ page: 2, kind: 'comic', access_token: 't', tag: undefined })).toBe(
      '{"kind":"comic","page":2}',
    );
    expect(keptKey('footprintList', { page: 1, page_size: 18, kind: 'comic' })).toBe(
      keptKey('footprintList', { kind: 'comic', page_size: 18, page: 1 }),
    );
    expect(keptKey('workDetail', { id: 12 })).toBe('answer:workDetail:{"id":12}');
  });

  it("uses the spec's own names where there are some (site_config, home per channel)", () => {
    expect(keptKey('siteConfig', {})).toBe('site_config');
    expect(keptKey('home', { channel: 'novel' })).toBe('home:novel');
    expect(keptKey('home', {})).toBe('home:comic');
  });

  it('keeps only the declared endpoints, each with a bound', () => {
    expect(keptKey('buyChapter', { chapter_id: 1 })).toBeNull();
    expect(keptKey('chapterContent', { chapter_id: 1 })).toBeNull();
    for (const name of ['siteConfig', 'home', 'getClassList', 'workDetail', 'workState'] as const) {
      expect(KEPT[name]?.limit).toBeGreaterThan(0);
    }
    expect(KEPT.workDetail?.limit).toBe(200);
    // About the reader: forgotten when the login changes.
    expect(KEPT.workState?.personal).toBe(true);
    expect(KEPT.workDetail?.personal).toBeFalsy();
  });

  it('drops the least recently written keys over the limit', () => {
    let index: unknown;
    const dropped: string[] = [];
    for (const key of ['a', 'b', 'c', 'a', 'd']) {
      const next = nextIndex(index, key, 3);
      index = next.index;
      dropped.push(...next.dropped);
    }
    // 'a' was written again before 'd' arrived: 'b' was the oldest.
    expect(index).toEqual(['c', 'a', 'd']);
    expect(dropped).toEqual(['b']);
  });

  it('starts a fresh index from a corrupt one', () => {
    expect(nextIndex({ not: 'a list' }, 'k', 2)).toEqual({ index: ['k'], dropped: [] });
    expect(nextIndex(['x', 7, null], 'k', 2)).toEqual({ index: ['x', 'k'], dropped: [] });
  });

  it('never breaks without IndexedDB (private mode): nothing kept, nothing read', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    await expect(keepAnswer('searchHot', {}, { words: [] })).resolves.toBeUndefined();
    await expect(keepAnswer('getClassList', { kind: 'comic' }, { classes: [], tags: [] })).resolves.toBeUndefined();
    await expect(readKept('getClassList', { kind: 'comic' })).resolves.toBeUndefined();
    await expect(forgetPersonalAnswers()).resolves.toBeUndefined();
  });
});
