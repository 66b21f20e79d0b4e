/** The home editor's calls: a channel's layout to read, preview and save; the hot words; pictures; the work picker. */

import type { Page, StoredImage, WorkListItem } from '../../../core/admin/answers';
import type { HomeEditorAnswer, HotWordsAnswer, TopicItem } from '../../../core/admin/home';
import type { HomeAnswer, WorkKind } from '../../../core/contract/content';
import type { HomeLayout } from '../../../core/home-layout';
import { api, request } from '../../api/client';

export type Channel = WorkKind;

export async function loadHomeEditor(channel: Channel) {
  const [home, hot, topics] = await Promise.all([
    api.get<HomeEditorAnswer>('/home', { channel }),
    api.get<HotWordsAnswer>('/hot-words'),
    loadTopics(),
  ]);
  return { home, hot, topics };
}

export const previewHome = (channel: Channel, layout: HomeLayout, signal: AbortSignal) =>
  request<HomeAnswer>('POST', '/home/preview', { channel, layout }, { signal });
export const saveHome = (channel: Channel, layout: HomeLayout) =>
  api.post<HomeEditorAnswer>('/home/layout', { channel, layout });
export const saveHotWords = (words: string[]) => api.post<HotWordsAnswer>('/hot-words', { words });
export const uploadImage = (image: Blob) => request<StoredImage>('POST', '/images', image);

/** Works found by a title or author, for the picker (hidden ones too: the home leaves them out until shown). */
export const findWorks = async (q: string, kind?: Channel) =>
  (await api.get<Page<WorkListItem>>('/works', { q, kind, page_size: 10, sort: 'views' })).items;

export type TopicFields = { title: string; description: string; work_ids: number[] };
export const loadTopics = async () => (await api.get<{ items: TopicItem[] }>('/topics')).items;
export const createTopic = (fields: TopicFields) => api.post<TopicItem>('/topics', fields);
export const editTopic = (id: number, fields: Partial<TopicFields>) => api.patch<TopicItem>(`/topics/${id}`, fields);
export const orderTopics = async (ids: number[]) =>
  (await api.post<{ items: TopicItem[] }>('/topics/order', { ids })).items;
export const deleteTopic = (id: number) => api.del(`/topics/${id}`);
