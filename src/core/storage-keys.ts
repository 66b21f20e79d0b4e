/** Every localStorage key, cookie name, IndexedDB store and cache name, in one place (spec §3). */
export const LOCAL_KEYS = {
  accessToken: 'access_token',
  uuid: 'uuid',
  isApp: 'isApp',
  inviteCode: 'invite_code',
  language: 'language',
  themeMode: 'theme_mode',
  userStore: 'user_store',
  appStore: 'app_store',
  siteConfig: 'site_config',
  menu: 'menu',
  user: 'user',
  showFrequency: 'show_frequency',
} as const;

export const COOKIE_KEYS = {
  accessToken: 'access_token',
  inviteCode: 'invite_code',
} as const;

/** idb-keyval database names (one store per kind of data). */
export const IDB = {
  cache: { db: 'manyue-cache', store: 'answers' },
} as const;

/** Web Locks and BroadcastChannel names used to keep tabs in step. */
export const LOCKS = { guestLogin: 'manyue:guest-login' } as const;
export const CHANNELS = { session: 'manyue:session' } as const;

export const CACHE_NAMES = {
  images: 'manyue-images-v1',
  media: 'manyue-media-v1',
} as const;
