/**
 * chapterContent and workState: who may open a chapter (free, limited-free windows, VIP, bought),
 * what a locked answer withholds, auto-buy on opening, and the content of each kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterContentAnswer } from '../../src/core/contract/reading';
import { startTestServer, type TestServer } from './harness';
import { goldBook, now, reader, setGold, setVip, workWithRules } from './reading-fixtures';

let s: TestServer;
let comic: { workId: number; chapterIds: number[] };
const ch = (i: number) => comic.chapterIds[i - 1] as number;

beforeAll(async () => {
  s = await startTestServer();
  comic = await workWithRules(s, 'comic', [
    { access: 'free' },
    { access: 'vip' },
    { access: 'gold', price: 30 },
    { access: 'gold', price: 50 },
    { access: 'vip', free_until: now() + 3600 },
    { access: 'gold', price: 40, free_until: now() - 60 },
  ]);
});
afterAll(() => s.close());

/** A locked answer shows what the purchase sheet needs and nothing of the chapter itself. */
function expectLocked(answer: ChapterContentAnswer) {
  expect(answer).toMatchObject({ readable: false, pages: [], text: '', sources: [] });
  const { work: _work, ...rest } = answer;
  expect(JSON.stringify(rest)).not.toContain('/media/');
}

describe('chapterContent access', () => {
  it('a visitor (no token) reads what anyone may, buys nothing; a dead token is 401', async () => {
    const free = (await s.post('chapterContent', { chapter_id: ch(1) })) as {
      code: number;
      data: ChapterContentAnswer;
    };
    expect(free.code).toBe(200);
    expect(free.data).toMatchObject({ readable: true, balance: 0, is_vip: false, auto_buy: false });
    expect(free.data.pages.length).toBeGreaterThan(0);
    expect(free.data.chapter).toMatchObject({ access: 'free', purchased: false });
    // Limited free now (chapter 5 is VIP with an open window) opens too; VIP and gold do not.
    expect(await s.post('chapterContent', { chapter_id: ch(5) })).toMatchObject({ data: { readable: true } });
    for (const locked of [ch(2), ch(3)]) {
      const answer = (await s.post('chapterContent', { chapter_id: locked })) as { data: ChapterContentAnswer };
      expectLocked(answer.data);
      expect(answer.data).toMatchObject({ balance: 0, auto_buy: false });
    }
    expect(await s.post('chapterContent', { chapter_id: ch(1), access_token: 'dead' })).toMatchObject({
      status: 401,
      msg: '登录已过期',
    });
  });

  it('needs a known chapter (404)', async () => {
    const r = await reader(s);
    expect(await r.post('chapterContent', { chapter_id: 9_999_999 })).toMatchObject({
      status: 404,
      code: 404,
      msg: '内容不存在',
    });
  });

  it('opens a free chapter: pages in order with their true sizes and media addresses', async () => {
    const r = await reader(s);
    const answer = await r.ok('chapterContent', { chapter_id: ch(1) });
    expect(answer).toMatchObject({ readable: true, price: 0, balance: 100, is_vip: false, auto_buy: false });
    expect(answer.chapter).toMatchObject({ id: ch(1), index: 1, access: 'free', purchased: false });
    expect(answer.work.id).toBe(comic.workId);
    const stored = await s.db
      .selectFrom('comic_pages')
      .select(['path', 'width', 'height'])
      .where('chapter_id', '=', ch(1))
      .orderBy('idx')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(answer.pages).toEqual(stored.map((p) => ({ url: `/media/${p.path}`, width: p.width, height: p.height })));
    expect(answer).toMatchObject({ text: '', sources: [] });
    const image = await s.raw(answer.pages[0]?.url as string);
    expect(image.status).toBe(200);
  });

  it('links the previous and next chapters by index', async () => {
    const r = await reader(s);
    expect(await r.ok('chapterContent', { chapter_id: ch(1) })).toMatchObject({ prev_id: null, next_id: ch(2) });
    expect(await r.ok('chapterContent', { chapter_id: ch(2) })).toMatchObject({ prev_id: ch(1), next_id: ch(3) });
    const last = comic.chapterIds.at(-1) as number;
    expect(await r.ok('chapterContent', { chapter_id: last })).toMatchObject({
      prev_id: comic.chapterIds.at(-2),
      next_id: null,
    });
  });

  it('opens a paid chapter while its own window is open, not once it has closed', async () => {
    const r = await reader(s);
    const open = await r.ok('chapterContent', { chapter_id: ch(5) });
    expect(open).toMatchObject({ readable: true, chapter: { access: 'limited_free', price: 0 } });
    expect(open.pages.length).toBeGreaterThan(0);
    const closed = await r.ok('chapterContent', { chapter_id: ch(6) });
    expect(closed).toMatchObject({ price: 40, balance: 100, chapter: { access: 'gold', free_until: null } });
    expectLocked(closed);
  });

  it('opens every paid chapter while the work’s window is open', async () => {
    const r = await reader(s);
    await s.db
      .updateTable('works')
      .set({ free_until: now() + 600 })
      .where('id', '=', comic.workId)
      .execute();
    try {
      for (const i of [2, 3, 4, 6]) {
        const answer = await r.ok('chapterContent', { chapter_id: ch(i) });
        expect(answer, `chapter ${i}`).toMatchObject({ readable: true, chapter: { access: 'limited_free' } });
        expect(answer.pages.length).toBeGreaterThan(0);
      }
      await s.db
        .updateTable('works')
        .set({ free_until: now() - 1 })
        .where('id', '=', comic.workId)
        .execute();
      expectLocked(await r.ok('chapterContent', { chapter_id: ch(3) }));
    } finally {
      await s.db.updateTable('works').set({ free_until: null }).where('id', '=', comic.workId).execute();
    }
  });

  it('opens VIP chapters to a VIP whose membership runs, not to an expired one nor for gold', async () => {
    const r = await reader(s);
    const locked = await r.ok('chapterContent', { chapter_id: ch(2) });
    expect(locked).toMatchObject({ is_vip: false, price: 0, chapter: { access: 'vip' } });
    expectLocked(locked);
    await setVip(s, r.id, now() + 3600);
    const vip = await r.ok('chapterContent', { chapter_id: ch(2) });
    expect(vip).toMatchObject({ readable: true, is_vip: true });
    expect(vip.pages.length).toBeGreaterThan(0);
    // VIP does not cover gold chapters.
    expectLocked(await r.ok('chapterContent', { chapter_id: ch(3) }));
    await setVip(s, r.id, now() - 1);
    const expired = await r.ok('chapterContent', { chapter_id: ch(2) });
    expect(expired.is_vip).toBe(false);
    expectLocked(expired);
  });

  it('opens a gold chapter only once bought', async () => {
    const r = await reader(s);
    const locked = await r.ok('chapterContent', { chapter_id: ch(3) });
    expect(locked).toMatchObject({ price: 30, balance: 100, chapter: { access: 'gold', price: 30, purchased: false } });
    expectLocked(locked);
    await r.ok('buyChapter', { chapter_id: ch(3) });
    const bought = await r.ok('chapterContent', { chapter_id: ch(3) });
    expect(bought).toMatchObject({ readable: true, balance: 70, chapter: { purchased: true } });
    expect(bought.pages.length).toBeGreaterThan(0);
    // Another reader has not bought it.
    expectLocked(await (await reader(s)).ok('chapterContent', { chapter_id: ch(3) }));
  });
});

describe('chapterContent auto-buy', () => {
  it('buys a gold-locked chapter on opening when auto_buy is on and the balance suffices', async () => {
    const r = await reader(s, 100);
    await r.ok('buyChapter', { chapter_id: ch(3), auto_buy: true });
    const answer = await r.ok('chapterContent', { chapter_id: ch(4) });
    expect(answer).toMatchObject({ readable: true, auto_buy: true, balance: 20, chapter: { purchased: true } });
    expect(answer.pages.length).toBeGreaterThan(0);
    const book = await goldBook(s, r.id);
    expect(book.purchases).toEqual([
      { chapter_id: ch(3), price: 30 },
      { chapter_id: ch(4), price: 50 },
    ]);
    expect(book.gold).toBe(20);
    expect(book.ledgerSum).toBe(20);
    // Opening it again charges nothing more.
    expect(await r.ok('chapterContent', { chapter_id: ch(4) })).toMatchObject({ readable: true, balance: 20 });
    expect((await goldBook(s, r.id)).ledger).toHaveLength(book.ledger.length);
  });

  it('stays locked, writing nothing, when the balance falls short', async () => {
    const r = await reader(s, 100);
    await r.ok('buyChapter', { chapter_id: ch(4), auto_buy: true });
    await setGold(s, r.id, 20);
    const before = await goldBook(s, r.id);
    const poor = await r.ok('chapterContent', { chapter_id: ch(3) });
    expect(poor).toMatchObject({ auto_buy: true, balance: 20, price: 30, chapter: { purchased: false } });
    expectLocked(poor);
    expect(await goldBook(s, r.id)).toEqual(before);
  });

  it('buys nothing when auto_buy is off, nor a VIP chapter when it is on', async () => {
    const r = await reader(s, 100);
    expectLocked(await r.ok('chapterContent', { chapter_id: ch(3) }));
    await r.ok('buyChapter', { chapter_id: ch(3), auto_buy: true });
    expectLocked(await r.ok('chapterContent', { chapter_id: ch(2) }));
    expect((await goldBook(s, r.id)).purchases).toHaveLength(1);
  });

  it("is a choice for one work: another work's gold chapter stays locked", async () => {
    const r = await reader(s, 100);
    await r.ok('buyChapter', { chapter_id: ch(3), auto_buy: true });
    const other = await workWithRules(s, 'comic', [{ access: 'gold', price: 10 }], 1);
    const locked = await r.ok('chapterContent', { chapter_id: other.chapterIds[0] as number });
    expect(locked).toMatchObject({ auto_buy: false, balance: 70 });
    expectLocked(locked);
    expect((await goldBook(s, r.id)).purchases).toHaveLength(1);
  });
});

describe('chapterContent by kind', () => {
  it('answers a novel chapter’s text', async () => {
    const novel = await workWithRules(s, 'novel', [{ access: 'free' }, { access: 'gold', price: 20 }]);
    const r = await reader(s);
    const open = await r.ok('chapterContent', { chapter_id: novel.chapterIds[0] as number });
    const { text } = await s.db
      .selectFrom('novel_texts')
      .select('text')
      .where('chapter_id', '=', novel.chapterIds[0] as number)
      .executeTakeFirstOrThrow();
    expect(open).toMatchObject({ readable: true, text, pages: [], sources: [] });
    expect(text.length).toBeGreaterThan(500);
    expect(open.preview).toBe('');
    const locked = await r.ok('chapterContent', { chapter_id: novel.chapterIds[1] as number });
    expectLocked(locked);
    // A locked novel chapter shows its opening: whole first paragraphs, not the chapter.
    const full = await s.db
      .selectFrom('novel_texts')
      .select('text')
      .where('chapter_id', '=', novel.chapterIds[1] as number)
      .executeTakeFirstOrThrow();
    expect(locked.preview.length).toBeGreaterThan(50);
    expect(locked.preview.length).toBeLessThan(full.text.length / 2);
    expect(full.text.startsWith(locked.preview)).toBe(true);
    expect(full.text[locked.preview.length]).toBe('\n');
  });

  it('answers a video episode’s sources, MP4 first and HLS when there is one', async () => {
    const withHls = await s.db
      .selectFrom('video_sources')
      .select('chapter_id')
      .where('format', '=', 'hls')
      .orderBy('chapter_id')
      .executeTakeFirstOrThrow();
    const r = await reader(s);
    await s.db
      .updateTable('chapters')
      .set({ access: 'free', free_until: null })
      .where('id', '=', withHls.chapter_id)
      .execute();
    const open = await r.ok('chapterContent', { chapter_id: withHls.chapter_id });
    expect(open.sources.map((x) => x.type)).toEqual(['mp4', 'hls']);
    expect(open.sources[0]?.url).toMatch(/^\/media\/.+\.mp4$/);
    expect(open.sources[1]?.url).toMatch(/^\/media\/.+\.m3u8$/);
    expect(open).toMatchObject({ pages: [], text: '' });
    await s.db
      .updateTable('chapters')
      .set({ access: 'vip', free_until: null })
      .where('id', '=', withHls.chapter_id)
      .execute();
    expectLocked(await r.ok('chapterContent', { chapter_id: withHls.chapter_id }));
  });
});

describe('workState', () => {
  it('needs a user and a known work', async () => {
    expect(await s.post('workState', { work_id: comic.workId })).toMatchObject({ status: 401 });
    const r = await reader(s);
    expect(await r.post('workState', { work_id: 9_999_999 })).toMatchObject({ status: 404, msg: '内容不存在' });
  });

  it('answers favourite, progress and the chapters bought, in order', async () => {
    const r = await reader(s, 200);
    expect(await r.ok('workState', { work_id: comic.workId })).toEqual({
      work_id: comic.workId,
      kind: 'comic',
      favorited: false,
      progress: null,
      purchased: [],
    });
    await r.ok('buyChapter', { chapter_id: ch(4) });
    await r.ok('buyChapter', { chapter_id: ch(3) });
    await r.ok('favorite', { work_id: comic.workId, on: true });
    await r.ok('footprint', { work_id: comic.workId, chapter_id: ch(3), position: 7 });
    const state = await r.ok('workState', { work_id: comic.workId });
    expect(state).toMatchObject({ favorited: true, purchased: [ch(3), ch(4)] });
    expect(state.progress).toMatchObject({ chapter_id: ch(3), position: 7 });
    expect(Math.abs((state.progress?.updated_at ?? 0) - now())).toBeLessThan(5);
  });
});
