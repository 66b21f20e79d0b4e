/** The console's calls about works and chapters (docs/admin-api.md). */
import type * as v from 'valibot';
import type { ChapterItem, ClassOption, Page, WorkDetail, WorkListItem } from '../../../core/admin/answers';
import type { ChapterEditBody, WorkCreateBody, WorkEditBody, WorkListQuery } from '../../../core/admin/schemas';
import { api, request } from '../../api/client';

export type WorkListSearch = v.InferOutput<typeof WorkListQuery>;

export const classesOf = async (kind?: string) => (await api.get<{ items: ClassOption[] }>('/classes', { kind })).items;

export async function loadWorkList(search: WorkListSearch) {
  const [page, classes] = await Promise.all([api.get<Page<WorkListItem>>('/works', search), classesOf()]);
  return { page, classes };
}

export async function loadWork(id: number) {
  const [work, chapters, classes] = await Promise.all([
    api.get<WorkDetail>(`/works/${id}`),
    api.get<{ items: ChapterItem[] }>(`/works/${id}/chapters`),
    classesOf(),
  ]);
  return { work, chapters: chapters.items, classes };
}

export const createWork = (body: v.InferInput<typeof WorkCreateBody>) => api.post<WorkDetail>('/works', body);
export const editWork = (id: number, body: v.InferInput<typeof WorkEditBody>) =>
  api.patch<WorkDetail>(`/works/${id}`, body);
export const deleteWork = (id: number) => api.del(`/works/${id}`);
export const uploadCover = (id: number, image: Blob) => request<WorkDetail>('POST', `/works/${id}/cover`, image);

export const editChapter = (id: number, body: v.InferInput<typeof ChapterEditBody>) =>
  api.patch<ChapterItem>(`/chapters/${id}`, body);
export const orderChapters = (workId: number, ids: number[]) =>
  api.post<{ items: ChapterItem[] }>(`/works/${workId}/chapters/order`, { ids });
export const deleteChapter = (id: number) => api.del<{ items: ChapterItem[] }>(`/chapters/${id}`);
