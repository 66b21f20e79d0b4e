/** The comic reader's progress: each position of its session, reported to the readers' progress keeper. */
import { useEffect } from 'react';
import { useReadingProgress } from '../../../reading/useReadingProgress';
import { whenImagesIdle } from '../../../ui/image-loader';
import type { ReaderSession } from './reader-session';

export function useSessionProgress(session: ReaderSession): void {
  // Footprints wait for the pages in flight.
  const record = useReadingProgress('comic', whenImagesIdle);
  useEffect(
    () =>
      session.subscribePosition(() => {
        const position = session.getPosition();
        const content = session.content(position?.chapterId);
        if (!position || !content?.readable) return;
        record(
          {
            work: content.work,
            chapterId: position.chapterId,
            chapterTitle: content.chapter.title,
            page: position.page,
          },
          { at: position.page, of: content.pages.length },
        );
      }),
    [session, record],
  );
}
