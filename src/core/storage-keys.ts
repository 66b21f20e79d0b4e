/** Every localStorage key, cookie name, IndexedDB store and cache name, in one place. */
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
  /** The notices a reader has seen, see core/rules/notice-records.ts. */
  showFrequency: 'show_frequency',
  searchHistory: 'search_history',
  /** Local day (YYYY-MM-DD) the reader closed the home's app-open banner: hidden for the rest of that day. */
  appBannerDismissed: 'app_banner_dismissed',
  /** The comic reader's choices (mode, tap zones, fit, brightness, preload), see features/reader/reader-settings.state.ts. */
  readerSettings: 'reader_settings',
  /** The novel reader's choices (mode, type, theme, brightness, speech rate), see features/novel/novel-settings.state.ts. */
  novelSettings: 'novel_settings',
  /** '1' when a downloaded chapter is deleted once read to its last page (offline/delete-after-read.state.ts). */
  downloadDeleteAfterRead: 'download_delete_after_read',
  /** The API base decoded from /apiPath.txt, so that a start without network still knows its backend. */
  apiBase: 'api_base',
  /** Seconds watched per video episode, see features/video/episode-positions.ts. */
  videoPositions: 'video_positions',
  /** 省流量: '1' on, '0' off, absent = follow the browser's Save-Data (state/page-images.state.ts). */
  dataSaver: 'data_saver',
  /** The site settings' values by name (the persisted site_config), see state/site.ts. */
  siteConfig: 'site_config',
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
  /** Chapter downloads, one record per chapter (written by the service worker, see core/offline/downloads.ts). */
  downloads: { db: 'manyue-downloads', store: 'chapters' },
  /** The content answer of each ready download, by downloadKey (written last, when every page is kept). */
  downloadedChapters: { db: 'manyue-downloaded', store: 'answers' },
  /** Calls made offline that wait for the network (reading progress), newest per work. */
  outbox: { db: 'manyue-outbox', store: 'calls' },
  /** Large downloads not yet whole (an episode cut half-way): the parts received, to resume from (sw/downloads/resumable.ts). */
  partialFiles: { db: 'manyue-partial-files', store: 'parts' },
  /** The comic reader's cropped margins per page address (features/reader/crop/). */
  pageCrops: { db: 'manyue-page-crops', store: 'borders' },
  /** Auto-download of new chapters: the reader's choices and what was queued (core/offline/auto-download.ts). */
  autoDownload: { db: 'manyue-auto-download', store: 'state' },
} as const;

/** Keys inside IDB.cache. */
export const CACHE_KEYS = {
  home: (channel: string) => `home:${channel}`,
  /** The persisted site_config and menu: the decrypted answers, for the next start and offline. */
  siteConfig: 'site_config',
  menu: 'menu',
  /** The login token as every tab sees it at once (see state/session.ts). */
  accessToken: 'access_token',
  /** A kept answer of another endpoint (api/kept.ts): the body without access_token, canonical JSON. */
  answer: (name: string, body: string) => `answer:${name}:${body}`,
  /** The keys kept for one endpoint, least recently written first (api/kept.ts bounds them). */
  answerIndex: (name: string) => `answer-index:${name}`,
} as const;

/** Web Locks and BroadcastChannel names used to keep tabs in step. */
export const LOCKS = { guestLogin: 'manyue:guest-login', outbox: 'manyue:outbox' } as const;
export const CHANNELS = { session: 'manyue:session' } as const;

/**
 * Cache Storage names (the service worker's). A name that is not here any more is deleted when a
 * new worker activates: bump the version to drop a cache's old contents.
 */
export const CACHE_NAMES = {
  /** Covers and pages seen while reading online, with an entry limit. */
  images: 'manyue-images-v1',
  /** Pages of downloaded chapters: never expire, removed with their download. */
  downloads: 'manyue-downloads-v1',
  /** Hashed assets of earlier versions, so a page still running one keeps loading its lazy chunks. */
  assets: 'manyue-assets-v1',
  /** What the worker in charge routes by (the server's paths), for the next version to compare at install. */
  worker: 'manyue-worker-v1',
} as const;

/** Every cache of ours starts with this; workbox's precache has its own name. */
export const CACHE_PREFIX = 'manyue-';
