/**
 * The episode page's progress keeper (progress.ts): this episode's position and the work's history on
 * the device, the footprint through the outbox (it waits there when offline).
 */
import { useCallback, useMemo } from 'react';
import type { WorkCard } from '../../core/contract/content';
import { sendFootprint } from '../../reading/chapter.api';
import { recordHistory } from '../../reading/history';
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
  const progress = useMemo(
    () =>
      createVideoProgress({
        saveLocal: (seconds) => {
          const watched = episode;
          if (!watched) return;
          saveEpisodePosition(watched.id, seconds);
          void recordHistory({
            work: watched.work,
            chapter_id: watched.id,
            chapter_title: watched.title,
            position: seconds,
            updated_at: Math.floor(Date.now() / 1000),
          });
        },
        sendRemote: (seconds) => {
          const watched = episode;
          if (!watched) return;
          sendFootprint({
            work: watched.work,
            chapterId: watched.id,
            chapterTitle: watched.title,
            page: seconds,
          }).catch(() => {});
        },
      }),
    [episode?.id],
  );
  return useCallback(
    (seconds: number, _duration: number, reason: 'tick' | 'pause' | 'ended') => progress.report(seconds, reason),
    [progress],
  );
}
