/**
 * The novel reader's calls: the readers' own (reading/chapter.api.ts: kept chapters, offline
 * copies) with the novel kind, so a downloaded novel chapter opens offline and the saved position
 * is read from the novel's history entry.
 */
import { fetchChapter, savedPosition } from '../../reading/chapter.api';

export const fetchNovelChapter = (chapterId: number, fresh = false) => fetchChapter(chapterId, fresh, 'novel');

export const savedNovelPosition = (workId: number) => savedPosition(workId, undefined, 'novel');
