/**
 * Which episode the episode page plays, and from where: the address's episode (fetched at once
 * beside the work's details; one the details do not list falls back once they say so), else where
 * the viewer left the work once that is known. Where it starts is fixed once per episode: the
 * position saved while watching must not move it.
 */
import { useMemo, useState } from 'react';
import type { WorkDetailAnswer } from '../../core/contract/content';
import { readTarget } from '../../reading/continue-reading';
import type { ReadingState } from '../../reading/useReadingState';
import { episodePosition } from './episode-positions';

export function useEpisodeChoice(
  episode: number | undefined,
  detail: WorkDetailAnswer | undefined,
  reading: ReadingState,
) {
  const episodes = useMemo(() => [...(detail?.chapters ?? [])].sort((a, b) => a.index - b.index), [detail]);
  const asked = episode !== undefined && (!detail || episodes.some((e) => e.id === episode)) ? episode : null;
  const left = useMemo(
    () => (reading.settled ? readTarget(episodes, reading.server?.progress, reading.local) : null),
    [episodes, reading.settled, reading.server, reading.local],
  );
  const currentId = asked ?? left?.chapter.id ?? null;
  const index = episodes.findIndex((e) => e.id === currentId);

  const [resume, setResume] = useState<{ id: number; seconds: number | null } | null>(null);
  const savedHere = currentId === null ? null : episodePosition(currentId);
  if (currentId !== null && resume?.id !== currentId && (savedHere !== null || reading.settled)) {
    const elsewhere = [reading.local, reading.server?.progress].find((p) => p?.chapter_id === currentId)?.position;
    setResume({ id: currentId, seconds: savedHere ?? elsewhere ?? null });
  }

  return {
    episodes,
    currentId,
    current: index >= 0 ? episodes[index] : undefined,
    nextEpisode: index >= 0 ? episodes[index + 1] : undefined,
    previousEpisode: index > 0 ? episodes[index - 1] : undefined,
    /** Where the episode starts, once known (null until then). */
    resume: resume !== null && resume.id === currentId ? resume : null,
  };
}
