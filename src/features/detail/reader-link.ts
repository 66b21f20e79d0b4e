/**
 * Where a chapter opens: the comic reader (`/manga/manga_content?id=&chapter=&page=`, page being the
 * saved page index), the novel reader (`offset`, the saved text offset), or — for videos, which play on their detail — nowhere else.
 * And where a work's full catalogue is.
 */
import type { WorkKind } from '../../core/contract/content';

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

export type ReaderLink = ReturnType<typeof comicReaderLink> | ReturnType<typeof novelReaderLink>;

/** Whether works of this kind open in a reader screen of their own (videos play on their detail). */
export const hasReaderScreen = (kind: WorkKind) => kind !== 'video';

/** The reader of a chapter, at a saved position; null for kinds without a reader screen (videos). */
export function readerLink(kind: WorkKind, workId: number, chapterId: number, position = 0): ReaderLink | null {
  if (kind === 'comic') return comicReaderLink(workId, chapterId, position);
  if (kind === 'novel') return novelReaderLink(workId, chapterId, position);
  return null;
}

export function catalogueLink(kind: WorkKind, workId: number) {
  if (kind === 'comic') return { to: '/manga/manga_catalogue', search: { id: workId, order: 'asc' } } as const;
  if (kind === 'novel') return { to: '/novel/novel_catalogue', search: { id: workId, order: 'asc' } } as const;
  return null;
}
