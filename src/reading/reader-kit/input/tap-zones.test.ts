import { describe, expect, it } from 'vitest';
import { screenRegions, swipeAction, type TapInversion, type TapLayout, type TapOptions, tapAction } from './tap-zones';

const W = 390;
const H = 844;
const at = (fx: number, fy: number, options: TapOptions) => tapAction(fx * W, fy * H, W, H, options);
const ltr = (layout: TapLayout, invert: TapInversion = 'none'): TapOptions => ({ layout, invert, direction: 'ltr' });
const rtl = (layout: TapLayout, invert: TapInversion = 'none'): TapOptions => ({ layout, invert, direction: 'rtl' });

describe('tapAction', () => {
  it('L shape: top and left go back, right and bottom go forward, the centre opens the menu', () => {
    expect(at(0.5, 0.1, ltr('lshape'))).toBe('prev');
    expect(at(0.1, 0.5, ltr('lshape'))).toBe('prev');
    expect(at(0.9, 0.5, ltr('lshape'))).toBe('next');
    expect(at(0.5, 0.9, ltr('lshape'))).toBe('next');
    expect(at(0.5, 0.5, ltr('lshape'))).toBe('menu');
  });

  it('left and right thirds, the middle column is the menu', () => {
    expect(at(0.1, 0.1, ltr('sides'))).toBe('prev');
    expect(at(0.9, 0.9, ltr('sides'))).toBe('next');
    expect(at(0.5, 0.1, ltr('sides'))).toBe('menu');
    expect(at(0.5, 0.9, ltr('sides'))).toBe('menu');
  });

  it('Kindle: menu across the top, a narrow back strip, forward everywhere else', () => {
    expect(at(0.9, 0.1, ltr('kindle'))).toBe('menu');
    expect(at(0.1, 0.6, ltr('kindle'))).toBe('prev');
    expect(at(0.5, 0.6, ltr('kindle'))).toBe('next');
  });

  it('edge: both edges go forward, the bottom middle goes back', () => {
    expect(at(0.05, 0.5, ltr('edge'))).toBe('next');
    expect(at(0.95, 0.5, ltr('edge'))).toBe('next');
    expect(at(0.5, 0.9, ltr('edge'))).toBe('prev');
    expect(at(0.5, 0.4, ltr('edge'))).toBe('menu');
  });

  it('off: every tap opens the menu', () => {
    expect(at(0.05, 0.5, ltr('off'))).toBe('menu');
    expect(at(0.95, 0.95, ltr('off'))).toBe('menu');
  });

  it('RTL mirrors the layout: the left side goes forward', () => {
    expect(at(0.1, 0.5, rtl('sides'))).toBe('next');
    expect(at(0.9, 0.5, rtl('sides'))).toBe('prev');
    expect(at(0.1, 0.5, rtl('lshape'))).toBe('next');
    expect(at(0.9, 0.5, rtl('lshape'))).toBe('prev');
    // Mirroring is horizontal only: top and bottom bands keep their meaning.
    expect(at(0.5, 0.1, rtl('lshape'))).toBe('prev');
    expect(at(0.5, 0.9, rtl('lshape'))).toBe('next');
  });

  it('inverts horizontally, vertically or both, and RTL inverted horizontally reads like LTR', () => {
    expect(at(0.1, 0.5, ltr('sides', 'horizontal'))).toBe('next');
    expect(at(0.5, 0.1, ltr('lshape', 'vertical'))).toBe('next');
    expect(at(0.5, 0.9, ltr('lshape', 'vertical'))).toBe('prev');
    expect(at(0.1, 0.5, ltr('lshape', 'both'))).toBe('next');
    expect(at(0.5, 0.1, ltr('lshape', 'both'))).toBe('next');
    for (const [fx, fy] of [
      [0.1, 0.5],
      [0.9, 0.5],
      [0.5, 0.1],
      [0.5, 0.9],
      [0.5, 0.5],
    ] as const) {
      expect(at(fx, fy, rtl('lshape', 'horizontal'))).toBe(at(fx, fy, ltr('lshape')));
    }
  });

  it('a vertical strip uses the layout as drawn', () => {
    expect(at(0.5, 0.9, { layout: 'lshape', invert: 'none', direction: 'ltr' })).toBe('next');
    expect(at(0.1, 0.5, { layout: 'lshape', invert: 'none', direction: 'ltr' })).toBe('prev');
  });

  it('counts the far edges and points outside the box in the nearest region', () => {
    expect(tapAction(W, H, W, H, ltr('lshape'))).toBe('next');
    expect(tapAction(-5, 0, W, H, ltr('sides'))).toBe('prev');
    expect(tapAction(10, 10, 0, 0, ltr('sides'))).toBe('menu');
  });
});

describe('screenRegions', () => {
  it('draws the regions where the taps land', () => {
    const regions = screenRegions(rtl('sides'));
    const next = regions.find((r) => r.action === 'next');
    expect(next?.l).toBe(0);
    expect(next?.r).toBeCloseTo(1 / 3);
    for (const region of screenRegions(ltr('lshape', 'both'))) {
      const cx = ((region.l + region.r) / 2) * W;
      const cy = ((region.t + region.b) / 2) * H;
      expect(tapAction(cx, cy, W, H, ltr('lshape', 'both'))).toBe(region.action);
    }
  });
});

describe('swipeAction', () => {
  it('a long drag turns the page towards the reading direction', () => {
    expect(swipeAction(-150, 10, 600, W, 'ltr')).toBe('next');
    expect(swipeAction(150, 10, 600, W, 'ltr')).toBe('prev');
    expect(swipeAction(150, 10, 600, W, 'rtl')).toBe('next');
    expect(swipeAction(-150, 10, 600, W, 'rtl')).toBe('prev');
  });

  it('a short fast flick turns it, a short slow drag or a vertical one does not', () => {
    expect(swipeAction(-40, 0, 60, W, 'ltr')).toBe('next');
    expect(swipeAction(-40, 0, 600, W, 'ltr')).toBeNull();
    expect(swipeAction(-10, 0, 10, W, 'ltr')).toBeNull();
    expect(swipeAction(-150, 300, 200, W, 'ltr')).toBeNull();
  });
});
