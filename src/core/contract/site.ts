import * as v from 'valibot';

export const SiteEntry = v.object({ name: v.string(), value: v.string() });
export const SiteConfig = v.object({ list: v.array(SiteEntry) });
export type SiteConfig = v.InferOutput<typeof SiteConfig>;

/** Names of site settings used by the app. */
export const SITE_KEYS = [
  'open_screen_switch',
  'open_screen_url',
  'open_screen_time',
  'service_qq',
  'qq_group',
  'app_download_url',
  'site_name',
  'site_statis',
] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export const Notice = v.object({
  id: v.number(),
  type: v.number(),
  title: v.string(),
  content: v.string(),
  show_frequency: v.number(),
  content_type: v.number(),
});
export type Notice = v.InferOutput<typeof Notice>;
export const NoticeList = v.object({ list: v.array(Notice) });
