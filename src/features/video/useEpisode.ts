/**
 * One episode's content for this viewer (the same chapterContent as every chapter): its sources when
 * they may watch it, else the price, balance and VIP state the lock and the purchase sheet need.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { fetchChapter } from '../../reading/chapter.api';

export interface Episode {
  content: ChapterContentAnswer | null;
  failed: boolean;
  /** Fetches again, bypassing any kept copy (after a purchase, or to retry). */
  reload: () => void;
}

export function useEpisode(episodeId: number | null): Episode {
  const [state, setState] = useState<{ id: number | null; content: ChapterContentAnswer | null; failed: boolean }>({
    id: null,
    content: null,
    failed: false,
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (episodeId === null) return;
    let live = true;
    setState((s) => (s.id === episodeId ? { ...s, failed: false } : { id: episodeId, content: null, failed: false }));
    fetchChapter(episodeId, round > 0).then(
      (content) => live && setState({ id: episodeId, content, failed: false }),
      () => live && setState((s) => ({ ...s, id: episodeId, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [episodeId, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const mine = state.id === episodeId;
  return { content: mine ? state.content : null, failed: mine && state.failed, reload };
}
