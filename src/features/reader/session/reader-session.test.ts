import { describe, expect, it, vi } from 'vitest';
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import { ReaderSession, type SessionDeps } from './reader-session';

/** A work of chapters 11, 12, 13 with 5 pages each; 13 is locked until `unlock(13)`. */
function fakeWork() {
  const unlocked = new Set<number>([11, 12]);
  const content = (id: number): ChapterContentAnswer =>
    ({
      work: { id: 1 },
      chapter: { id, title: `c${id}` },
      prev_id: id > 11 ? id - 1 : null,
      next_id: id < 13 ? id + 1 : null,
      readable: unlocked.has(id),
      auto_buy: false,
      is_vip: false,
      pages: unlocked.has(id)
        ? Array.from({ length: 5 }, (_, i) => ({ url: `/${id}/${i}.webp`, width: 800, height: 1200 }))
        : [],
    }) as unknown as ChapterContentAnswer;
  const fetchChapter = vi.fn(async (id: number) => content(id));
  const savedPosition = vi.fn(async () => ({ chapter_id: 12, position: 3 }));
  const deps: SessionDeps = { fetchChapter, savedPosition };
  return { deps, fetchChapter, savedPosition, unlock: (id: number) => unlocked.add(id) };
}

describe('ReaderSession', () => {
  it('opens a chapter where the reader left it, or at the page asked for', async () => {
    const { deps } = fakeWork();
    const session = new ReaderSession(1, deps);
    await session.open(12);
    expect(session.getPosition()).toEqual({ chapterId: 12, page: 3 });
    expect(session.getState().jump).toMatchObject({ chapterId: 12, page: 3 });
    await session.open(11);
    expect(session.getPosition()).toEqual({ chapterId: 11, page: 0 });
    await session.open(12, 1);
    expect(session.getPosition()).toEqual({ chapterId: 12, page: 1 });
    await session.open(12, 'last');
    expect(session.getPosition()).toEqual({ chapterId: 12, page: 4 });
  });

  it('opens a chapter already loaded in the same call, without a loading state', async () => {
    const { deps, fetchChapter } = fakeWork();
    const session = new ReaderSession(1, deps);
    await session.open(11, 0);
    session.prefetch(12);
    await vi.waitFor(() => expect(session.content(12)).not.toBeNull());
    const calls = fetchChapter.mock.calls.length;
    void session.open(12, 0);
    expect(session.getState().chapterId).toBe(12);
    expect(session.getPosition()).toEqual({ chapterId: 12, page: 0 });
    expect(fetchChapter.mock.calls.length).toBe(calls);
  });

  it('appends the next chapter to the strip once, and stops at a locked one', async () => {
    const { deps } = fakeWork();
    const session = new ReaderSession(1, deps);
    await session.open(11, 0);
    session.appendNext();
    session.appendNext();
    expect(session.getState().strip).toEqual([11, 12]);
    await vi.waitFor(() => expect(session.content(12)).not.toBeNull());
    session.appendNext();
    expect(session.getState().strip).toEqual([11, 12, 13]);
    await vi.waitFor(() => expect(session.content(13)?.readable).toBe(false));
    session.appendNext();
    expect(session.getState().strip).toEqual([11, 12, 13]);
  });

  it('follows the page the view reports, and the chapter with it', async () => {
    const { deps } = fakeWork();
    const session = new ReaderSession(1, deps);
    const pages: number[] = [];
    session.subscribePosition(() => pages.push(session.getPosition()?.page ?? -1));
    await session.open(11, 0);
    session.setPosition({ chapterId: 11, page: 2 });
    session.setPosition({ chapterId: 11, page: 2 });
    session.setPosition({ chapterId: 12, page: 0 });
    expect(pages).toEqual([0, 2, 0]);
    expect(session.getState().chapterId).toBe(12);
  });

  it('reloads a chapter after a purchase and lands on its first page', async () => {
    const { deps, unlock } = fakeWork();
    const session = new ReaderSession(1, deps);
    await session.open(13, 0);
    expect(session.content(13)?.readable).toBe(false);
    unlock(13);
    await session.reload(13);
    expect(session.content(13)?.readable).toBe(true);
    expect(session.getState().jump).toMatchObject({ chapterId: 13, page: 0 });
  });

  it('keeps a failed chapter as failed, and a later open replaces an earlier one', async () => {
    const { deps, fetchChapter } = fakeWork();
    const session = new ReaderSession(1, deps);
    fetchChapter.mockRejectedValueOnce(new Error('offline'));
    await session.open(11, 0);
    expect(session.slot(11)?.status).toBe('failed');
    expect(session.getState().jump).toBeNull();
    // Two opens in a row: only the second lands.
    let release: () => void = () => {};
    fetchChapter.mockImplementationOnce(
      (id: number) =>
        new Promise((resolve) => {
          release = () => resolve({ chapter: { id }, readable: true, pages: [{}] } as unknown as ChapterContentAnswer);
        }),
    );
    const slow = session.open(11, 0);
    await session.open(12, 2);
    release();
    await slow;
    expect(session.getPosition()).toEqual({ chapterId: 12, page: 2 });
  });

  it('seeks within the chapter being read, bounded by its pages', async () => {
    const { deps } = fakeWork();
    const session = new ReaderSession(1, deps);
    await session.open(11, 0);
    session.seek(9);
    expect(session.getPosition()).toEqual({ chapterId: 11, page: 4 });
    session.seek(-2);
    expect(session.getPosition()).toEqual({ chapterId: 11, page: 0 });
  });
});
