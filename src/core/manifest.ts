/**
 * The web app manifest (install), written once: the server answers /manifest.webmanifest
 * with it and the site's name filled in, and the page's theme-color follows the same colours.
 * The files it lists live in public/ (scripts/make-icons.ts draws the icons).
 */
import { FALLBACK_BRAND } from './config';

/** The browser's bars: the light and dark surfaces of src/ui/global.css (--surface). */
export const THEME_COLORS = { light: '#ffffff', dark: '#1a1a1e' } as const;
/** The splash screen behind the icon while the app starts: the light page (--bg). */
export const BACKGROUND_COLOR = '#f5f6f8';
/** The dark page (--bg of the dark theme). */
export const DARK_BACKGROUND_COLOR = '#0f0f11';

export interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
  form_factor?: 'narrow' | 'wide';
  label?: string;
}

const icon = (name: string, size: number, purpose: 'any' | 'maskable'): ManifestImage => ({
  src: `/icons/${name}-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** Phone screenshots, 390×844 CSS px at 2×: the richer install sheet of Chrome on Android shows them. */
const screenshot = (name: string, label: string): ManifestImage => ({
  src: `/screenshots/${name}.webp`,
  sizes: '780x1688',
  type: 'image/webp',
  form_factor: 'narrow',
  label,
});

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon-180.png';
/**
 * The brand mark as a picture inside the app (the splash, the app banner): a PNG, which Chrome
 * decodes off the main thread, where an SVG <img> gets a document of its own on it.
 */
export const BRAND_PICTURE = '/icons/icon-192.png';

export function webManifest(siteName?: string | null) {
  const name = siteName?.trim() || FALLBACK_BRAND;
  return {
    id: '/',
    name,
    short_name: name,
    description: '海量漫画、小说与视频，手机上随时随地看，可离线阅读。',
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLOR,
    // The dark scheme's colours, for browsers that read per-scheme colours (others keep the light
    // ones; the page's two theme-color metas cover the running app).
    user_preferences: {
      color_scheme_dark: { theme_color: THEME_COLORS.dark, background_color: DARK_BACKGROUND_COLOR },
    },
    categories: ['books', 'entertainment'],
    icons: [
      icon('icon', 192, 'any'),
      icon('icon', 512, 'any'),
      icon('maskable', 192, 'maskable'),
      icon('maskable', 512, 'maskable'),
    ],
    screenshots: [
      screenshot('home', '首页：每日更新的漫画、小说与视频'),
      screenshot('detail', '作品详情：简介、评分与全部章节'),
      screenshot('reader', '漫画阅读器：全屏沉浸式阅读'),
    ],
  };
}

export type WebManifest = ReturnType<typeof webManifest>;
