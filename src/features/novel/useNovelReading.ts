/**
 * Where the novel reader is: the chapter and the text offset at the top of the screen (every
 * layout shows the page or line holding it), the chapters strung in scroll mode, and the moves
 * between them — opening a chapter at an offset, its end or where the reader left it; reaching a
 * chapter's edge in paged mode; nearing the end of the column. Each position is reported to the
 * readers' progress keeper.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { useReadingProgress } from '../../reading/useReadingProgress';
import { showToast } from '../../state/toast';
import { useEffectOn } from '../../ui/useEffectOn';
import type { ScrollPosition } from './layout/ScrollText';
import { savedNovelPosition } from './novel.api';
import type { NovelMode } from './novel-settings.state';
import type { useNovelChapters } from './useNovelChapters';

/** Where to open a chapter: an offset, its end, or (undefined) where the reader left it. */
export type OpenAt = number | 'end' | undefined;

export function useNovelReading(workId: number, chapters: ReturnType<typeof useNovelChapters>, mode: NovelMode) {
  const { i18n } = useLingui();
  const position = useRef<ScrollPosition>({ chapterId: 0, offset: 0 });
  const [current, setCurrent] = useState<number | null>(null);
  const [shownOffset, setShownOffset] = useState(0);
  /** Changes with every jump, so that the views lay out again at the position. */
  const [jumpSeq, setJumpSeq] = useState(0);
  /** Scroll mode: the chapters in the column, from the one opened on. */
  const [strip, setStrip] = useState<number[]>([]);
  const progress = useReadingProgress('novel');

  /** `atEnd`: the last page (or the end of the column) is on screen, for "delete after read". */
  const record = useCallback(
    (content: ChapterContentAnswer, offset: number, atEnd: boolean) => {
      if (!content.readable) return;
      const point = { work: content.work, chapterId: content.chapter.id, chapterTitle: content.chapter.title };
      progress({ ...point, page: offset }, { at: atEnd ? 1 : 0, of: 2 });
    },
    [progress],
  );

  const opening = useRef(0);
  const open = useCallback(
    async (id: number, at: OpenAt): Promise<ChapterContentAnswer | null> => {
      const ticket = ++opening.current;
      const [loaded, saved] = await Promise.all([
        chapters.load(id),
        at === undefined ? savedNovelPosition(workId).catch(() => null) : Promise.resolve(null),
      ]);
      if (ticket !== opening.current) return null;
      if (!loaded) {
        setCurrent(id);
        return null;
      }
      const target =
        at === 'end' ? loaded.text.length : (at ?? (saved?.chapter_id === id ? Math.max(0, saved.position) : 0));
      position.current = { chapterId: id, offset: target };
      setCurrent(id);
      setStrip([id]);
      setShownOffset(target);
      setJumpSeq((n) => n + 1);
      record(loaded, target, false);
      chapters.prefetch(loaded.next_id);
      return loaded;
    },
    [chapters, workId, record],
  );

  /** A position reported by a view. */
  const onPosition = useCallback(
    (next: ScrollPosition, atEnd = false) => {
      position.current = next;
      setShownOffset(next.offset);
      setCurrent((before) => (before === next.chapterId ? before : next.chapterId));
      const reached = chapters.content(next.chapterId);
      if (reached) {
        record(reached, next.offset, atEnd);
        chapters.prefetch(reached.next_id);
      }
    },
    [chapters, record],
  );

  const content = chapters.content(current);
  /** Paged mode turned past the chapter's first or last page. */
  const onEdge = useCallback(
    (direction: 'next' | 'prev') => {
      if (!content) return;
      const target = direction === 'next' ? content.next_id : content.prev_id;
      if (target === null) {
        showToast(direction === 'next' ? i18n._(msg`已是最后一章`) : i18n._(msg`已是第一章`));
        return;
      }
      void open(target, direction === 'next' ? 0 : 'end');
    },
    [content, open, i18n],
  );

  /** Scroll mode: the next chapter follows below when the reader nears the end. */
  const onNearEnd = useCallback(() => {
    setStrip((before) => {
      const last = chapters.content(before.at(-1));
      if (!last?.readable || last.next_id === null || before.includes(last.next_id)) return before;
      void chapters.load(last.next_id);
      return [...before, last.next_id];
    });
  }, [chapters]);

  // A switch of mode starts the scroll column over from the chapter being read.
  useEffectOn([mode], () => {
    if (position.current.chapterId) setStrip([position.current.chapterId]);
  });

  // The chapter opened could not be loaded (before anything of it showed): its retry.
  const slot = current === null ? undefined : chapters.slots.get(current);
  const failed =
    current !== null && slot?.status === 'failed' && !content
      ? { error: slot.error, retry: () => void open(current, undefined) }
      : null;

  return { position, current, content, shownOffset, jumpSeq, strip, failed, open, onPosition, onEdge, onNearEnd };
}

export type NovelReading = ReturnType<typeof useNovelReading>;
