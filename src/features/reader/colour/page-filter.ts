/**
 * The colour of comic pages: a tint (greyscale, warm sepia, inverted for night) and the reader's
 * brightness and contrast, as one CSS filter. It is set on the page images alone, never on the
 * reader's chrome; a neutral choice gives `none`, so pages without a filter cost nothing more.
 */
export const PAGE_TINTS = ['none', 'grey', 'sepia', 'night'] as const;
export type PageTint = (typeof PAGE_TINTS)[number];

/** Brightness and contrast of pages: from half to half again, in steps of 5 %. */
export const PAGE_LEVEL_MIN = 0.5;
export const PAGE_LEVEL_MAX = 1.5;

export interface PageColour {
  tint: PageTint;
  pageBrightness: number;
  contrast: number;
}

const TINT_FILTERS: Record<PageTint, string> = {
  none: '',
  grey: 'grayscale(1)',
  sepia: 'sepia(0.65)',
  // Inverted, with hues turned back so that colours stay near their own; not pure white on black.
  night: 'invert(0.88) hue-rotate(180deg)',
};

const level = (name: string, value: number) => (Math.abs(value - 1) < 0.001 ? '' : `${name}(${value})`);

export function pageFilter({ tint, pageBrightness, contrast }: PageColour): string {
  const parts = [TINT_FILTERS[tint], level('brightness', pageBrightness), level('contrast', contrast)];
  return parts.filter(Boolean).join(' ') || 'none';
}
