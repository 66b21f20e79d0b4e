/**
 * The episode page's progress keeper (progress.ts): this episode's position and the work's history on
 * the device (the readers' entry, reading/useReadingProgress.ts), the footprint through the outbox
 * (it waits there when offline), and the position noted for "delete after read".
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { WorkCard } from '../../core/contract/content';
import { leaveReader, noteReadPosition } from '../../offline/delete-after-read.state';
import { sendFootprint } from '../../reading/chapter.api';
import { keepInHistory } from '../../reading/useReadingProgress';
import { saveEpisodePosition } from './episode-positions';
import { createVideoProgress } from './progress';

export interface WatchedEpisode {
  work: WorkCard;
  id: number;
  title: string;
}

export function useVideoProgress(episode: WatchedEpisode | null) {
  // One keeper per episode, holding that episode: a time reported late (the player leaving it) still
  // goes to the episode it belongs to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the episode's id is what identifies it
  const progress = useMemo(() => {
    const at = (seconds: number) =>
      episode && { work: episode.work, chapterId: episode.id, chapterTitle: episode.title, page: seconds };
    return createVideoProgress({
      saveLocal: (seconds) => {
        const point = at(seconds);
        if (!point) return;
        saveEpisodePosition(point.chapterId, seconds);
        void keepInHistory(point, Date.now());
      },
      sendRemote: (seconds) => {
        const point = at(seconds);
        if (point) sendFootprint(point).catch(() => {});
      },
    });
  }, [episode?.id]);
  // "Delete after read": an episode watched to the end goes once the reader leaves it.
  useEffect(() => () => leaveReader(), []);
  const id = episode?.id;
  return useCallback(
    (seconds: number, duration: number, reason: 'tick' | 'pause' | 'ended') => {
      progress.report(seconds, reason);
      // In whole seconds: the last one counts as the end, and so does the player saying it ended.
      if (id !== undefined && Number.isFinite(duration) && duration > 0) {
        const total = Math.ceil(duration);
        noteReadPosition('video', id, reason === 'ended' ? total : Math.floor(seconds), total);
      }
    },
    [progress, id],
  );
}
