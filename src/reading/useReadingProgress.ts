/**
 * A reader's progress: every position kept on the device at once (reading history), sent to the
 * server later and quietly (see progress.ts), flushed when the page is hidden or left; and noted
 * for "delete after read". The comic and the novel reader report through it; the episode page
 * keeps its own cadence (video/progress.ts) with the same history entry and footprint.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { DownloadKind } from '../core/offline/downloads';
import { leaveReader, noteReadPosition } from '../offline/delete-after-read.state';
import { sendFootprint } from './chapter.api';
import { recordHistory } from './history';
import { createProgressWriter, type ProgressPoint, type ProgressWriter, runWhenIdle } from './progress';

/** A position as the device's reading history keeps it; `at` in milliseconds. */
export const keepInHistory = (point: ProgressPoint, at: number) =>
  recordHistory({
    work: point.work,
    chapter_id: point.chapterId,
    chapter_title: point.chapterTitle,
    position: point.page,
    updated_at: Math.floor(at / 1000),
  });

/** How far into the chapter the reader is, for "delete after read": page `at` of `of` pages. */
export interface ReadAt {
  at: number;
  of: number;
}

/**
 * `whenImagesIdle`: what the footprint waits for (the comic's pages in flight). Answers the
 * (stable) function the reader reports each position with.
 */
export function useReadingProgress(
  kind: DownloadKind,
  whenImagesIdle: () => Promise<void> = () => Promise.resolve(),
): (point: ProgressPoint, read: ReadAt) => void {
  const writer = useRef<ProgressWriter | null>(null);
  const idle = useRef(whenImagesIdle);
  idle.current = whenImagesIdle;
  useEffect(() => {
    const current = createProgressWriter({
      saveLocal: (point, at) => void keepInHistory(point, at),
      sendRemote: sendFootprint,
      whenImagesIdle: () => idle.current(),
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

  return useCallback(
    (point: ProgressPoint, read: ReadAt) => {
      writer.current?.update(point);
      noteReadPosition(kind, point.chapterId, read.at, read.of);
    },
    [kind],
  );
}
