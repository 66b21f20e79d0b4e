/**
 * Images sized for where they show: the widths the reference server makes of a cover,
 * banner or page, and the one way page, service worker and server name such a variant:
 * `<media address>?w=<width>`. The server answers it in AVIF or WebP by the request's Accept header;
 * a plain static host or CDN that ignores the query answers the original file, which is still right.
 */

/** The widths the server makes, in pixels: a fixed set, so that no one can make it draw any width. */
export const IMAGE_WIDTHS = [120, 240, 360, 480, 720, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The query parameter naming the width. */
export const WIDTH_PARAM = 'w';

/** Still images the server re-encodes (GIF may move, and is sent as it is). */
const RESIZABLE = /\.(webp|jpe?g|png|avif)$/i;

/** The smallest width of the set that covers `px` device pixels (the largest when none does). */
export function fitWidth(px: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= px) ?? 1280;
}

/**
 * The address of `url` at the width covering `px` device pixels. An address with a query of its
 * own (a signed CDN link, or a variant already) and one that is not a still image stay as they are.
 */
export function variantUrl(url: string, px: number): string {
  if (url.includes('?') || url.includes('#') || !RESIZABLE.test(url)) return url;
  return `${url}?${WIDTH_PARAM}=${fitWidth(px)}`;
}

/** A `srcset` of `url` at the given widths, or undefined when the image has no variants. */
export function variantSrcSet(url: string, widths: readonly ImageWidth[]): string | undefined {
  if (variantUrl(url, widths[0] ?? 0) === url) return undefined;
  return widths.map((width) => `${variantUrl(url, width)} ${width}w`).join(', ');
}

/**
 * The width a request's `w` parameter asks for: null without one (the original), 'invalid' when
 * it is not one of IMAGE_WIDTHS written plainly.
 */
export function requestedWidth(raw: string | null): ImageWidth | null | 'invalid' {
  if (raw === null) return null;
  const width = IMAGE_WIDTHS.find((w) => String(w) === raw);
  return width ?? 'invalid';
}

/** Covers are drawn 600 px wide: 720 asks for the whole cover in a lighter format. */
export const COVER_WIDTHS: readonly ImageWidth[] = [120, 240, 360, 480, 720];
/** Banners are drawn 1200 px wide (the demo's; an operator's may be any width). */
export const BANNER_WIDTHS: readonly ImageWidth[] = [360, 480, 720, 960];
/**
 * The device pixel ratio counts up to 2 only: a cover 112 px wide is sharp at 240 pixels, and a 3×
 * phone would otherwise fetch twice the bytes for a difference no one sees.
 */
export const MAX_DPR = 2;

/** The CSS width of a cover in each place it shows (the app is at most 540 px wide). */
export const COVER_SIZES = {
  /** Three to a row: grids, rails (29 %), lists. */
  grid: 'min(30vw, 165px)',
  /** Two to a row: the home's wide cards. */
  wide: 'min(46vw, 255px)',
  /** A ranking or list row (WorkRow). */
  row: '84px',
  /** The detail page's cover (WorkHero). */
  hero: '112px',
  /** Small thumbnails: history, downloads, the chapter list's header. */
  thumb: '60px',
} as const;

/** The banner's CSS width: the app's width less its margins (BannerCarousel.module.css). */
export const BANNER_SIZES = 'calc(min(100vw, 540px) - 32px)';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `url`'s candidates for a box `sizes` wide on a screen of `dpr`. The browser picks the candidate
 * covering sizes × DPR, so above MAX_DPR `sizes` is scaled by MAX_DPR / DPR. The page passes its
 * own ratio; the server's preload (server/document/document.ts) one per resolution range.
 */
export function imageSources(url: string, widths: readonly ImageWidth[], sizes: string, dpr: number): ImageSources {
  const srcSet = variantSrcSet(url, widths);
  if (!srcSet) return { src: url };
  const scale = Math.min(1, MAX_DPR / dpr);
  return { src: url, srcSet, sizes: scale < 1 ? `calc(${sizes} * ${scale.toFixed(3)})` : sizes };
}
