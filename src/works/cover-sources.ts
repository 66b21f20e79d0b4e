/**
 * Covers and banners sized for where they show: a `srcset` of the server's width variants
 * (core/media-variants.ts) and a `sizes` of the box's CSS width, from which the browser fetches
 * the one that fits. The device pixel ratio counts up to 2 only: a cover 112 px wide is sharp at
 * 240 pixels, and a 3× phone would otherwise fetch twice the bytes for a difference no one sees.
 * The browser picks the candidate covering sizes × DPR, so above 2× `sizes` is scaled by 2 / DPR.
 */
import { type ImageWidth, variantSrcSet } from '../core/media-variants';
import type { SourceSet } from '../ui/image-loader';

/** Covers are drawn 600 px wide: 720 asks for the whole cover in a lighter format. */
const COVER_WIDTHS: readonly ImageWidth[] = [120, 240, 360, 480, 720];
/** Banners are drawn 1200 px wide (the demo's; an operator's may be any width). */
const BANNER_WIDTHS: readonly ImageWidth[] = [360, 480, 720, 960];
const MAX_DPR = 2;

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
const BANNER_SIZES = 'calc(min(100vw, 540px) - 32px)';

export interface ImageSources extends Partial<SourceSet> {
  src: string;
}

function sized(url: string, widths: readonly ImageWidth[], sizes: string): ImageSources {
  const srcSet = variantSrcSet(url, widths);
  if (!srcSet) return { src: url };
  const dpr = globalThis.devicePixelRatio || 1;
  const scale = Math.min(1, MAX_DPR / dpr);
  return { src: url, srcSet, sizes: scale < 1 ? `calc(${sizes} * ${scale.toFixed(3)})` : sizes };
}

/** A cover's sources for a box `sizes` wide (one of COVER_SIZES). */
export const coverSources = (url: string, sizes: string = COVER_SIZES.grid): ImageSources =>
  sized(url, COVER_WIDTHS, sizes);

/** A home banner's sources. */
export const bannerSources = (url: string): ImageSources => sized(url, BANNER_WIDTHS, BANNER_SIZES);
