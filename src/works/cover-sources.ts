/**
 * Covers and banners sized for where they show: a `srcset` of the server's width variants and a
 * `sizes` of the box's CSS width, from which the browser fetches the one that fits
 * (core/media-variants.ts, shared with the server's first-banner preload).
 */
import {
  BANNER_SIZES,
  BANNER_WIDTHS,
  COVER_SIZES,
  COVER_WIDTHS,
  type ImageSources,
  imageSources,
} from '../core/media-variants';

export { COVER_SIZES, type ImageSources };

const dpr = () => globalThis.devicePixelRatio || 1;

/** A cover's sources for a box `sizes` wide (one of COVER_SIZES). */
export const coverSources = (url: string, sizes: string = COVER_SIZES.grid): ImageSources =>
  imageSources(url, COVER_WIDTHS, sizes, dpr());

/** A home banner's sources. */
export const bannerSources = (url: string): ImageSources => imageSources(url, BANNER_WIDTHS, BANNER_SIZES, dpr());
