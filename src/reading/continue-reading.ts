/**
 * Where "read" starts on a detail screen: the newest saved position (the server's progress or this
 * device's history, whichever was written last) when its chapter still exists, else the first chapter.
 */
import type { Chapter } from '../core/contract/content';
import { toSeconds } from './history';

export interface SavedPosition {
  chapter_id: number;
  position: number;
  /** Unix seconds (milliseconds are read as such). */
  updated_at: number;
}

export interface ReadTarget {
  chapter: Chapter;
  /** Page, text offset or seconds in the chapter; 0 at its start. */
  position: number;
  /** True when the reader has been here before ("continue"), false for a first start. */
  resumed: boolean;
}

/** The saved positions newest first, dropping missing ones. */
function newestFirst(saved: ReadonlyArray<SavedPosition | null | undefined>): SavedPosition[] {
  return saved
    .filter((s): s is SavedPosition => Boolean(s))
    .sort((a, b) => toSeconds(b.updated_at) - toSeconds(a.updated_at));
}

export function readTarget(
  chapters: readonly Chapter[],
  server: SavedPosition | null | undefined,
  local: SavedPosition | null | undefined,
): ReadTarget | null {
  for (const saved of newestFirst([server, local])) {
    const chapter = chapters.find((c) => c.id === saved.chapter_id);
    if (chapter) return { chapter, position: Math.max(0, saved.position), resumed: true };
  }
  const first = chapters.reduce<Chapter | undefined>((min, c) => (!min || c.index < min.index ? c : min), undefined);
  return first ? { chapter: first, position: 0, resumed: false } : null;
}
