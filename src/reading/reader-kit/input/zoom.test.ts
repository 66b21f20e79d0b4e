import { describe, expect, it } from 'vitest';
import { canPanX, clampZoom, doubleTapZoom, fitPage, isZoomed, pan, pinch, restingZoom, ZOOM, zoomAt } from './zoom';

const VIEW = { width: 390, height: 844 };
const PAGE = { width: 800, height: 1200 };

describe('fitPage', () => {
  it('fit screen keeps the whole page on screen', () => {
    expect(fitPage(PAGE, VIEW, 'screen')).toEqual({ width: 390, height: 585 });
    // Taller than the screen's proportions (but not a strip): the height decides.
    const tall = fitPage({ width: 1000, height: 2200 }, VIEW, 'screen');
    expect(tall.height).toBeCloseTo(844);
    expect(tall.width).toBeCloseTo(383.6, 1);
  });

  it('fits a strip (a webtoon page) to the width even on fit screen', () => {
    expect(fitPage({ width: 800, height: 4000 }, VIEW, 'screen')).toEqual({ width: 390, height: 1950 });
  });

  it('fit width fills the width even when the page is taller than the screen', () => {
    const tall = fitPage({ width: 800, height: 4000 }, VIEW, 'width');
    expect(tall).toEqual({ width: 390, height: 1950 });
  });

  it('survives a zero size', () => {
    expect(fitPage({ width: 0, height: 0 }, VIEW, 'screen')).toEqual(VIEW);
  });
});

describe('clamping', () => {
  const base = fitPage(PAGE, VIEW, 'screen');

  it('centres a page smaller than the screen', () => {
    expect(restingZoom(base, VIEW)).toEqual({ scale: 1, x: 0, y: (844 - 585) / 2 });
  });

  it('starts a tall fit-width page at its top', () => {
    const tall = fitPage({ width: 800, height: 4000 }, VIEW, 'width');
    expect(restingZoom(tall, VIEW)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('never leaves a gap at an edge while zoomed', () => {
    const z = clampZoom({ scale: 2, x: 100, y: -5000 }, base, VIEW);
    expect(z.x).toBe(0);
    expect(z.y).toBe(844 - 585 * 2);
  });

  it('keeps the scale between the bounds', () => {
    expect(clampZoom({ scale: 0.2, x: 0, y: 0 }, base, VIEW).scale).toBe(ZOOM.min);
    expect(clampZoom({ scale: 40, x: 0, y: 0 }, base, VIEW).scale).toBe(ZOOM.max);
  });
});

describe('zooming', () => {
  const base = fitPage(PAGE, VIEW, 'screen');
  const rest = restingZoom(base, VIEW);

  it('zoomAt keeps the point under the finger still', () => {
    const px = 200;
    const py = 400;
    const before = { x: (px - rest.x) / rest.scale, y: (py - rest.y) / rest.scale };
    const z = zoomAt(rest, 2, px, py, base, VIEW);
    expect(z.scale).toBe(2);
    expect((px - z.x) / z.scale).toBeCloseTo(before.x);
    expect((py - z.y) / z.scale).toBeCloseTo(before.y);
  });

  it('pinch follows the distance and the midpoint of the fingers', () => {
    const z = pinch(
      rest,
      [
        { x: 150, y: 400 },
        { x: 250, y: 400 },
      ],
      [
        { x: 100, y: 400 },
        { x: 300, y: 400 },
      ],
      base,
      VIEW,
    );
    expect(z.scale).toBeCloseTo(2);
    // The page point under the midpoint (200, 400) is still there.
    expect((200 - z.x) / z.scale).toBeCloseTo((200 - rest.x) / rest.scale);
  });

  it('a pinch out past the minimum stops at the fitted size', () => {
    const z = pinch(
      rest,
      [
        { x: 100, y: 400 },
        { x: 300, y: 400 },
      ],
      [
        { x: 190, y: 400 },
        { x: 210, y: 400 },
      ],
      base,
      VIEW,
    );
    expect(z).toEqual(rest);
  });

  it('double tap zooms in around the tap, and a second one goes back to rest', () => {
    const inZ = doubleTapZoom(rest, 100, 300, base, VIEW);
    expect(inZ.scale).toBe(ZOOM.doubleTap);
    expect(isZoomed(inZ)).toBe(true);
    expect(doubleTapZoom(inZ, 100, 300, base, VIEW)).toEqual(rest);
  });

  it('pans within bounds, and reports when a drag would move the page at all', () => {
    const z = zoomAt(rest, 2, 195, 422, base, VIEW);
    const moved = pan(z, 30, 0, base, VIEW);
    expect(moved.x).toBeCloseTo(Math.min(0, z.x + 30));
    expect(canPanX(rest, 30, base, VIEW)).toBe(false);
    expect(canPanX(z, 30, base, VIEW)).toBe(true);
    const atLeftEdge = { ...z, x: 0 };
    expect(canPanX(atLeftEdge, 30, base, VIEW)).toBe(false);
    expect(canPanX(atLeftEdge, -30, base, VIEW)).toBe(true);
  });
});
