/**
 * The reader's progress: every position kept on the device at once (reading history), sent to the
 * server later and quietly (see progress.ts), flushed when the page is hidden or left; and noted for
 * "delete after read".
 */
import { useEffect } from 'react';
import type { ReaderSession } from '../features/reader/session/reader-session';
import { leaveReader, noteReadPosition } from '../offline/delete-after-read.state';
import { whenImagesIdle } from '../ui/image-loader';
import { sendFootprint } from './chapter.api';
import { recordHistory } from './history';
import { createProgressWriter, runWhenIdle } from './progress';

export function useReaderProgress(session: ReaderSession): void {
  useEffect(() => {
    const writer = createProgressWriter({
      saveLocal: (point, at) =>
        void recordHistory({
          work: point.work,
          chapter_id: point.chapterId,
          chapter_title: point.chapterTitle,
          position: point.page,
          updated_at: Math.floor(at / 1000),
        }),
      sendRemote: sendFootprint,
      whenImagesIdle: () => whenImagesIdle(),
      onIdle: runWhenIdle,
    });
    const onPosition = () => {
      const position = session.getPosition();
      const content = session.content(position?.chapterId);
      if (!position || !content?.readable) return;
      writer.update({
        work: content.work,
        chapterId: position.chapterId,
        chapterTitle: content.chapter.title,
        page: position.page,
      });
      noteReadPosition('comic', position.chapterId, position.page, content.pages.length);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    const unsubscribe = session.subscribePosition(onPosition);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', writer.flush);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', writer.flush);
      writer.flush();
      writer.dispose();
      leaveReader();
    };
  }, [session]);
}
