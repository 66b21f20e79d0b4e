/**
 * Where a chapter opens: the comic reader (`/manga/manga_content?id=&chapter=&page=`, page being the
 * saved page index), the novel reader (`offset`, the saved text offset), or — for videos, which play on
 * their detail — the episode page (`/video_index?id=&episode=`; it resumes the episode by itself).
 * And where a work's full catalogue is.
 */
import type { WorkKind } from '../core/contract/content';

export function comicReaderLink(workId: number, chapterId: number, page?: number) {
  return {
    to: '/manga/manga_content',
    search: { id: workId, chapter: chapterId, ...(page ? { page } : {}) },
  } as const;
}

/** `offset`: the text offset of the saved sentence (features/novel). */
export function novelReaderLink(workId: number, chapterId: number, offset?: number) {
  return {
    to: '/novel/novel_content',
    search: { id: workId, chapter: chapterId, ...(offset ? { offset: Math.round(offset) } : {}) },
  } as const;
}

export function episodeLink(workId: number, episodeId: number) {
  return { to: '/video_index', search: { id: workId, episode: episodeId } } as const;
}

export type ReaderLink =
  | ReturnType<typeof comicReaderLink>
  | ReturnType<typeof novelReaderLink>
  | ReturnType<typeof episodeLink>;

/** Whether works of this kind open in a reader screen of their own (videos play on their detail). */
export const hasReaderScreen = (kind: WorkKind) => kind !== 'video';

/** The reader of a chapter, at a saved position (a video's episode page keeps its own). */
export function readerLink(kind: WorkKind, workId: number, chapterId: number, position = 0): ReaderLink {
  if (kind === 'comic') return comicReaderLink(workId, chapterId, position);
  if (kind === 'novel') return novelReaderLink(workId, chapterId, position);
  return episodeLink(workId, chapterId);
}

export function catalogueLink(kind: WorkKind, workId: number) {
  if (kind === 'comic') return { to: '/manga/manga_catalogue', search: { id: workId, order: 'asc' } } as const;
  if (kind === 'novel') return { to: '/novel/novel_catalogue', search: { id: workId, order: 'asc' } } as const;
  return null;
}
