import { describe, expect, it } from 'vitest';
import { cropBox, findBorders, lumaOf, NO_BORDERS } from './find-borders';

/** A page of `w` × `h` in `margin` colour with a block of `ink` inside the given rectangle. */
function page(w: number, h: number, margin: number, ink: number, rect: [number, number, number, number]) {
  const luma = new Uint8Array(w * h).fill(margin);
  const [x0, y0, x1, y1] = rect;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) luma[y * w + x] = ink;
  return luma;
}

describe('findBorders', () => {
  it('finds white margins on every side', () => {
    const borders = findBorders(page(100, 200, 255, 40, [10, 30, 90, 180]), 100, 200);
    expect(borders).toEqual({ top: 0.15, right: 0.1, bottom: 0.1, left: 0.1 });
  });

  it('finds black margins as well', () => {
    const borders = findBorders(page(100, 100, 0, 200, [20, 20, 80, 80]), 100, 100);
    expect(borders).toEqual({ top: 0.2, right: 0.2, bottom: 0.2, left: 0.2 });
  });

  it('keeps a side whose edge is coloured or mixed', () => {
    expect(findBorders(page(100, 100, 128, 0, [20, 20, 80, 80]), 100, 100)).toEqual(NO_BORDERS);
  });

  it('lets a speck of dust stay margin but not a line of content', () => {
    const dusty = page(200, 100, 255, 0, [40, 30, 160, 60]);
    dusty[5 * 200 + 7] = 0;
    expect(findBorders(dusty, 200, 100).top).toBe(0.3);
  });

  it('never takes more than 40 % off a side of a nearly empty page', () => {
    const empty = new Uint8Array(100 * 100).fill(255);
    expect(findBorders(empty, 100, 100)).toEqual({ top: 0.4, right: 0.4, bottom: 0.4, left: 0.4 });
  });
});

describe('lumaOf', () => {
  it('weights red, green and blue', () => {
    expect([...lumaOf(new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]))]).toEqual([
      255, 0, 76,
    ]);
  });
});

describe('cropBox', () => {
  it('shows the whole page without margins', () => {
    expect(cropBox(NO_BORDERS)).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('keeps the page proportions: the wider of the two sizes wins, the content centred', () => {
    const box = cropBox({ top: 0.1, right: 0.1, bottom: 0.1, left: 0.2 });
    expect(box.scale).toBeCloseTo(0.8);
    expect(box.x).toBeCloseTo(0.15);
    expect(box.y).toBeCloseTo(0.1);
  });

  it('trims nothing when only one direction has margins', () => {
    expect(cropBox({ top: 0, right: 0.2, bottom: 0, left: 0.2 }).scale).toBe(1);
  });
});
