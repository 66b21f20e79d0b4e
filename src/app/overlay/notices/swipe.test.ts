import { describe, expect, it } from 'vitest';
import { DRAG_SLOP, dragIntent, SWIPE_DISTANCE, swipeOutcome } from './swipe';

describe('swipeOutcome', () => {
  it('sends the card off past the swipe distance, either way', () => {
    expect(swipeOutcome(-SWIPE_DISTANCE)).toBe(-1);
    expect(swipeOutcome(-300)).toBe(-1);
    expect(swipeOutcome(SWIPE_DISTANCE)).toBe(1);
  });

  it('settles the card back for a short drag', () => {
    expect(swipeOutcome(0)).toBeNull();
    expect(swipeOutcome(SWIPE_DISTANCE - 1)).toBeNull();
    expect(swipeOutcome(-(SWIPE_DISTANCE - 1))).toBeNull();
  });
});

describe('dragIntent', () => {
  it('waits until the finger has moved', () => {
    expect(dragIntent(DRAG_SLOP - 1, DRAG_SLOP - 1)).toBeNull();
  });

  it('tells a sideways drag from a vertical scroll', () => {
    expect(dragIntent(-20, 4)).toBe('drag');
    expect(dragIntent(6, 30)).toBe('scroll');
  });
});
