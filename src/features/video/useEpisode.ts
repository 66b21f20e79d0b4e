/**
 * One episode's content for this viewer (the same chapterContent as every chapter): its sources when
 * they may watch it, else the price, balance and VIP state the lock and the purchase sheet need.
 *
 * A downloaded episode plays its kept MP4 (the service worker answers it from the device, by range),
 * online too; with no network its answer is the one kept when it was downloaded.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { downloadedEpisodeFile, playingFile, readDownloadedChapter } from '../../offline/downloaded';
import { fetchChapter } from '../../reading/chapter.api';
import { app, isOffline } from '../../state/app';
import { networkFailed } from '../../state/network';

export interface Episode {
  content: ChapterContentAnswer | null;
  failed: boolean;
  /** Fetches again, bypassing any kept copy (after a purchase, or to retry). */
  reload: () => void;
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.failure.kind === 'network';

/** The downloaded answer, playing its file; undefined when the episode is not on the device. */
async function fromDevice(episodeId: number): Promise<ChapterContentAnswer | undefined> {
  const [kept, file] = await Promise.all([readDownloadedChapter('video', episodeId), downloadedEpisodeFile(episodeId)]);
  if (!kept || !file) return undefined;
  networkFailed(true);
  return playingFile(kept, file);
}

export async function loadEpisode(episodeId: number, fresh: boolean): Promise<ChapterContentAnswer> {
  if (isOffline(app)) {
    const kept = await fromDevice(episodeId);
    if (kept) return kept;
  }
  let answer: ChapterContentAnswer;
  try {
    answer = await fetchChapter(episodeId, fresh);
  } catch (error) {
    const kept = isNetworkFailure(error) ? await fromDevice(episodeId) : undefined;
    if (kept) return kept;
    throw error;
  }
  if (!answer.readable) return answer;
  const file = await downloadedEpisodeFile(episodeId);
  return file ? playingFile(answer, file) : answer;
}

interface Loaded {
  id: number | null;
  content: ChapterContentAnswer | null;
  failed: boolean;
}

export function useEpisode(episodeId: number | null): Episode {
  const [state, setState] = useState<Loaded>({ id: episodeId, content: null, failed: false });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (episodeId === null) return;
    let live = true;
    // The same state when nothing changes: no render of the page again as the effect starts.
    setState((s) =>
      s.id !== episodeId ? { id: episodeId, content: null, failed: false } : s.failed ? { ...s, failed: false } : s,
    );
    loadEpisode(episodeId, round > 0).then(
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
