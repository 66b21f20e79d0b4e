/** The editors' calls about start-up notices. */
import type * as v from 'valibot';
import type { NoticeBody } from '../../../core/admin/schemas';
import type { OverlaySettings } from '../../../core/admin/site-settings';
import { api } from '../../api/client';

export type NoticeFields = v.InferOutput<typeof NoticeBody>;
export type NoticeItem = NoticeFields & { id: number };

export const loadNotices = async () => (await api.get<{ items: NoticeItem[] }>('/notices')).items;
export const createNotice = (fields: NoticeFields) => api.post<NoticeItem>('/notices', fields);
export const editNotice = (id: number, fields: Partial<NoticeFields>) =>
  api.patch<NoticeItem>(`/notices/${id}`, fields);
export const deleteNotice = (id: number) => api.del(`/notices/${id}`);

export const loadOverlaySettings = () => api.get<OverlaySettings>('/settings/overlay');
export const saveOverlaySettings = (settings: Partial<OverlaySettings>) =>
  api.patch<OverlaySettings>('/settings/overlay', settings);
