/**
 * The chapters the novel reader holds: loading, ready (readable or locked) or failed, by id. The
 * readers' calls (reading/chapter.api.ts) fetch and keep them (the next chapter fetched ahead is
 * decrypted once and kept), so a chapter asked for again resolves at once.
 */
import { useCallback, useRef, useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { fetchNovelChapter } from './novel.api';

export type Slot =
  | { status: 'loading' }
  | { status: 'ready'; content: ChapterContentAnswer }
  | { status: 'failed'; error: unknown };

export function useNovelChapters() {
  const [slots, setSlots] = useState<ReadonlyMap<number, Slot>>(() => new Map());
  const latest = useRef(slots);
  latest.current = slots;

  const set = useCallback((chapterId: number, slot: Slot) => {
    setSlots((before) => new Map(before).set(chapterId, slot));
  }, []);

  const load = useCallback(
    async (chapterId: number, fresh = false): Promise<ChapterContentAnswer | null> => {
      const held = latest.current.get(chapterId);
      if (!fresh && held?.status === 'ready' && held.content.readable) return held.content;
      if (held?.status !== 'ready' || fresh) set(chapterId, { status: 'loading' });
      try {
        const content = await fetchNovelChapter(chapterId, fresh);
        set(chapterId, { status: 'ready', content });
        return content;
      } catch (error) {
        set(chapterId, { status: 'failed', error });
        return null;
      }
    },
    [set],
  );

  /** Fetches a chapter ahead of need (the next one). */
  const prefetch = useCallback(
    (chapterId: number | null | undefined) => {
      if (chapterId == null || latest.current.has(chapterId)) return;
      void load(chapterId);
    },
    [load],
  );

  const content = useCallback((chapterId: number | null | undefined) => {
    const slot = chapterId == null ? undefined : latest.current.get(chapterId);
    return slot?.status === 'ready' ? slot.content : null;
  }, []);

  return { slots, load, prefetch, content };
}
