/** Constants shared by page, service worker and server: timings, sizes and limits the product names. */

/** Development key only: README says to replace it with API_SECRET in production. */
export const DEV_API_SECRET = 'manyue-dev-key-change-me-32bytes';

/** Shown where the site name is missing. */
export const FALLBACK_BRAND = '漫阅';

export const REQUEST_TIMEOUT_MS = 100_000;
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_OLD_BROWSER_MS = 15_000;
export const INVITE_CODE_DAYS = 7;
export const DEVICE_INIT_DELAY_MS = 10_000;
export const SPLASH_TICK_MS = 1000;
export const SPLASH_AUTOPLAY_MS = 3000;
export const PULL_REFRESH_MAX_SCROLL = 50;
export const TAB_BAR_Z_INDEX = 9;
export const NOTICE_TYPES = [1, 2] as const;

export const LAZY_IMAGE = {
  preloadRatio: 1.3,
  attempts: 3,
  throttleMs: 200,
  cacheSize: 200,
  pollMs: 500,
} as const;

/** zh-Hant: Traditional Chinese with Taiwan's wording; works' own words are converted on the device. */
export const LOCALES = ['zh-CN', 'en-US', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Guest/user tokens: 128 bits from a CSPRNG, hex. Lifetime on the reference server. */
export const TOKEN_BYTES = 16;
export const TOKEN_TTL_DAYS = 30;
