/** The owner's calls about the site: its settings and the app centre's apps. */
import type { AppEntry, AppFields, SiteSettings } from '../../../core/admin/site-settings';
import { api } from '../../api/client';

export const loadSite = async () => {
  const [settings, apps] = await Promise.all([
    api.get<SiteSettings>('/settings/site'),
    api.get<{ items: AppEntry[] }>('/apps'),
  ]);
  return { settings, apps: apps.items };
};
export const saveSiteSettings = (settings: Partial<SiteSettings>) =>
  api.patch<SiteSettings>('/settings/site', settings);
export const createApp = (fields: AppFields) => api.post<AppEntry>('/apps', fields);
export const editApp = (id: number, fields: Partial<AppFields>) => api.patch<AppEntry>(`/apps/${id}`, fields);
export const deleteApp = (id: number) => api.del(`/apps/${id}`);
