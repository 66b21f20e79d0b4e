/**
 * The novel reader's progress: the chapter and the text offset at the top of the screen, written
 * to the device's history at once and sent as a footprint later through the comic reader's writer
 * (features/reader/progress.ts: debounced, idle, through the outbox when offline).
 */
import { useEffect, useRef } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { leaveReader, noteReadPosition } from '../../offline/delete-after-read.state';
import { recordHistory } from '../../reading/history';
import { createProgressWriter, type ProgressWriter, runWhenIdle } from '../../reading/progress';
import { sendFootprint } from './novel.api';

/** `atEnd`: the last page (or the end of the column) is on screen, for "delete after read". */
export function useNovelProgress(): (content: ChapterContentAnswer, offset: number, atEnd: boolean) => void {
  const writer = useRef<ProgressWriter | null>(null);
  useEffect(() => {
    const current = createProgressWriter({
      saveLocal: (point, at) =>
        void recordHistory({
          work: point.work,
          chapter_id: point.chapterId,
          chapter_title: point.chapterTitle,
          position: point.page,
          updated_at: Math.floor(at / 1000),
        }),
      sendRemote: sendFootprint,
      whenImagesIdle: () => Promise.resolve(),
      onIdle: runWhenIdle,
    });
    writer.current = current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', current.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', current.flush);
      current.flush();
      current.dispose();
      writer.current = null;
      leaveReader();
    };
  }, []);

  return (content, offset, atEnd) => {
    if (!content.readable) return;
    writer.current?.update({
      work: content.work,
      chapterId: content.chapter.id,
      chapterTitle: content.chapter.title,
      page: offset,
    });
    noteReadPosition('novel', content.chapter.id, atEnd ? 1 : 0, 2);
  };
}
