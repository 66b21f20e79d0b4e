/**
 * Read-aloud in the novel reader: the sentence being read kept on screen (paged mode shows its
 * page; scroll mode scrolls it clear of the status lines) and highlighted; at a chapter's end the
 * next chapter opens and reading goes on, or stops when there is none or it is locked.
 */
import type { RefObject } from 'react';
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import type { PagedHandle } from '../layout/PagedText';
import type { ScrollHandle, ScrollPosition } from '../layout/ScrollText';
import { STATUS_BOTTOM, STATUS_TOP } from '../NovelPager';
import { novelSettings } from '../novel-settings.state';
import { useReadAloud } from './useReadAloud';

export function useReaderAloud({
  rate,
  paged,
  scroll,
  position,
  contentOf,
  open,
}: {
  rate: number;
  paged: RefObject<PagedHandle | null>;
  scroll: RefObject<ScrollHandle | null>;
  position: RefObject<ScrollPosition>;
  contentOf: (chapterId: number) => ChapterContentAnswer | null;
  open: (chapterId: number, at: number) => Promise<ChapterContentAnswer | null>;
}) {
  const aloud = useReadAloud(rate, {
    onSentence: (id, sentence) => {
      if (novelSettings.mode === 'paged') {
        if (id !== position.current.chapterId) return null;
        paged.current?.reveal(sentence.start);
        return paged.current?.layout()?.rangeOf(sentence.start, sentence.end) ?? null;
      }
      const layout = scroll.current?.layout(id);
      const rect = layout?.rectAt(sentence.start);
      if (rect && (rect.top < STATUS_TOP || rect.bottom > window.innerHeight - STATUS_BOTTOM)) {
        scroll.current?.reveal(id, sentence.start, true);
      }
      return layout?.rangeOf(sentence.start, sentence.end) ?? null;
    },
    onChapterEnd: (id) => {
      const next = contentOf(id)?.next_id;
      if (next == null) return aloud.stop();
      void open(next, 0).then((opened) => {
        if (opened?.readable) aloud.start(opened, 0);
        else aloud.stop();
      });
    },
  });

  /** Starts reading where the reader is (the chapter's start when the position is in another). */
  const readFromHere = (fallback: ChapterContentAnswer) => {
    const at = position.current;
    const from = contentOf(at.chapterId) ?? fallback;
    aloud.start(from, from.chapter.id === at.chapterId ? at.offset : 0);
  };
  return { ...aloud, readFromHere };
}
