import { describe, expect, it } from 'vitest';
import { isVerticalSwipe, movedPastSlop, seekTarget, swipeLevel, swipeTarget, zoneOf } from './gestures';

describe('player gestures', () => {
  it('splits the player into seek sides and a play/pause middle', () => {
    expect(zoneOf(10, 390)).toBe('left');
    expect(zoneOf(195, 390)).toBe('center');
    expect(zoneOf(380, 390)).toBe('right');
    expect(zoneOf(5, 0)).toBe('center');
  });

  it('swipes brightness on the left half and volume on the right', () => {
    expect(swipeTarget(100, 390)).toBe('brightness');
    expect(swipeTarget(300, 390)).toBe('volume');
  });

  it('raises the level swiping up and lowers it swiping down, within 0–1', () => {
    expect(swipeLevel(0.5, -80, 200)).toBeCloseTo(1);
    expect(swipeLevel(0.5, 40, 200)).toBeCloseTo(0.25);
    expect(swipeLevel(0.2, 1000, 200)).toBe(0);
    expect(swipeLevel(0.9, -1000, 200)).toBe(1);
    expect(swipeLevel(0.4, 50, 0)).toBe(0.4);
  });

  it('tells a vertical swipe from a tap and from a sideways drag', () => {
    expect(isVerticalSwipe(2, 5)).toBe(false);
    expect(isVerticalSwipe(3, 30)).toBe(true);
    expect(isVerticalSwipe(40, 30)).toBe(false);
    expect(movedPastSlop(3, 4)).toBe(false);
    expect(movedPastSlop(12, 0)).toBe(true);
  });

  it('seeks inside the media', () => {
    expect(seekTarget(5, -10, 100)).toBe(0);
    expect(seekTarget(95, 10, 100)).toBe(100);
    expect(seekTarget(40, 10, 100)).toBe(50);
    expect(seekTarget(40, 10, Number.NaN)).toBe(50);
  });
});
