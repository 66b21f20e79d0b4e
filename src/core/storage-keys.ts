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
  user: 'user',
  /** The notices a reader has seen (spec §3 "show_frequency record"), see core/rules/notice-records.ts. */
  showFrequency: 'show_frequency',
  searchHistory: 'search_history',
  /** Local day (YYYY-MM-DD) the reader closed the home's app-open banner: hidden for the rest of that day. */
  appBannerDismissed: 'app_banner_dismissed',
  /** The comic reader's choices (mode, tap zones, fit, brightness, preload), see features/reader/reader-settings.ts. */
  readerSettings: 'reader_settings',
} as const;

export const COOKIE_KEYS = {
  accessToken: 'access_token',
  inviteCode: 'invite_code',
} as const;

/** idb-keyval database names (one store per kind of data). */
export const IDB = {
  /** Decrypted answers kept for a warm start and for offline (home per channel, …). */
  cache: { db: 'manyue-cache', store: 'answers' },
  /** Reading history (footprints) per work. */
  history: { db: 'manyue-history', store: 'works' },
} as const;

/** Keys inside IDB.cache. */
export const CACHE_KEYS = {
  home: (channel: string) => `home:${channel}`,
  /** Spec §3 persisted site_config and menu: the decrypted answers, for the next start and offline. */
  siteConfig: 'site_config',
  menu: 'menu',
  /** The login token as every tab sees it at once (see state/session.ts). */
  accessToken: 'access_token',
} as const;

/** Web Locks and BroadcastChannel names used to keep tabs in step. */
export const LOCKS = { guestLogin: 'manyue:guest-login' } as const;
export const CHANNELS = { session: 'manyue:session' } as const;

export const CACHE_NAMES = {
  images: 'manyue-images-v1',
  media: 'manyue-media-v1',
} as const;
