/**
 * Where a tap on a page goes: back a page, forward a page, or the menu. The layouts are Mihon's
 * (L shape, Kindle, edge, left-and-right), drawn for left-to-right reading in a unit square.
 * Right-to-left reading mirrors them, so the side a page turns towards is always "forward";
 * the reader's own inversion is applied on top, in either direction.
 */
/** The layouts below; `off` leaves the whole page to the menu. */
export const TAP_LAYOUTS = ['lshape', 'kindle', 'edge', 'sides', 'off'] as const;
export type TapLayout = (typeof TAP_LAYOUTS)[number];

export const TAP_INVERSIONS = ['none', 'horizontal', 'vertical', 'both'] as const;
export type TapInversion = (typeof TAP_INVERSIONS)[number];

/** Which way pages turn: a vertical strip reads as left-to-right. */
export type PageDirection = 'ltr' | 'rtl';

export type TapAction = 'prev' | 'next' | 'menu';

/** A rectangle in the unit square: left, top, right, bottom (right and bottom exclusive). */
export interface Region {
  l: number;
  t: number;
  r: number;
  b: number;
  action: Exclude<TapAction, 'menu'>;
}

const T = 1 / 3;
const TT = 2 / 3;

/** Anything outside a layout's regions opens the menu. */
export const LAYOUT_REGIONS: Record<TapLayout, readonly Region[]> = {
  // Top band and left middle go back; right middle and bottom band go forward.
  lshape: [
    { l: 0, t: 0, r: 1, b: T, action: 'prev' },
    { l: 0, t: T, r: T, b: TT, action: 'prev' },
    { l: TT, t: T, r: 1, b: TT, action: 'next' },
    { l: 0, t: TT, r: 1, b: 1, action: 'next' },
  ],
  // Menu across the top; a narrow strip on the left goes back; the large rest goes forward.
  kindle: [
    { l: 0, t: T, r: T, b: 1, action: 'prev' },
    { l: T, t: T, r: 1, b: 1, action: 'next' },
  ],
  // Both edges go forward (one-handed either way); the bottom middle goes back.
  edge: [
    { l: 0, t: 0, r: T, b: 1, action: 'next' },
    { l: TT, t: 0, r: 1, b: 1, action: 'next' },
    { l: T, t: TT, r: TT, b: 1, action: 'prev' },
  ],
  sides: [
    { l: 0, t: 0, r: T, b: 1, action: 'prev' },
    { l: TT, t: 0, r: 1, b: 1, action: 'next' },
  ],
  off: [],
};

export interface TapOptions {
  layout: TapLayout;
  invert: TapInversion;
  direction: PageDirection;
}

function mirrors(options: Pick<TapOptions, 'invert' | 'direction'>): { x: boolean; y: boolean } {
  const horizontal = options.invert === 'horizontal' || options.invert === 'both';
  return {
    // Two mirrorings cancel: RTL inverted by the reader reads like plain LTR.
    x: (options.direction === 'rtl') !== horizontal,
    y: options.invert === 'vertical' || options.invert === 'both',
  };
}

/** The action of a tap at (x, y) in a box of `width` × `height`. */
export function tapAction(x: number, y: number, width: number, height: number, options: TapOptions): TapAction {
  if (width <= 0 || height <= 0) return 'menu';
  const flip = mirrors(options);
  let u = Math.min(Math.max(x / width, 0), 1);
  let w = Math.min(Math.max(y / height, 0), 1);
  if (flip.x) u = 1 - u;
  if (flip.y) w = 1 - w;
  // A tap exactly on the far edge (u or w = 1) belongs to the last region.
  const inside = (r: Region) => u >= r.l && w >= r.t && (u < r.r || r.r === 1) && (w < r.b || r.b === 1);
  return LAYOUT_REGIONS[options.layout].find(inside)?.action ?? 'menu';
}

/** The layout's regions as they lie on screen for these options (for the zone overlay). */
export function screenRegions(options: TapOptions): Region[] {
  const flip = mirrors(options);
  return LAYOUT_REGIONS[options.layout].map((r) => ({
    l: flip.x ? 1 - r.r : r.l,
    r: flip.x ? 1 - r.l : r.r,
    t: flip.y ? 1 - r.b : r.t,
    b: flip.y ? 1 - r.t : r.b,
    action: r.action,
  }));
}

/** A horizontal swipe over pages: which way the pages turn, or null for a drag too short or slow. */
export function swipeAction(
  dx: number,
  dy: number,
  ms: number,
  width: number,
  direction: PageDirection,
): Exclude<TapAction, 'menu'> | null {
  if (Math.abs(dx) < Math.abs(dy)) return null;
  const far = Math.abs(dx) > width * SWIPE.distance;
  const fast = Math.abs(dx) > SWIPE.minFlick && Math.abs(dx) / Math.max(ms, 1) > SWIPE.velocity;
  if (!far && !fast) return null;
  // In LTR the next page comes from the right, so the finger moves left (dx < 0); RTL mirrors it.
  const towardsNext = direction === 'rtl' ? dx > 0 : dx < 0;
  return towardsNext ? 'next' : 'prev';
}

export const SWIPE = {
  /** A drag over this fraction of the width turns the page whatever its speed. */
  distance: 0.25,
  /** px/ms: a flick turns the page even when short … */
  velocity: 0.35,
  /** … as long as it moved this many px (a tap that slid is not a flick). */
  minFlick: 24,
} as const;
