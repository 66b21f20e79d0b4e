/** The detail route of each kind of work, with the work's id in the search params. */
import type { WorkKind } from '../core/contract/content';

export const DETAIL_PATH = {
  comic: '/manga/manga_index',
  novel: '/novel/novel_index',
  video: '/video_index',
} as const satisfies Record<WorkKind, string>;

export const detailLink = (kind: WorkKind, id: number) => ({ to: DETAIL_PATH[kind], search: { id } }) as const;
