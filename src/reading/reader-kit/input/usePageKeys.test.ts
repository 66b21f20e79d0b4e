import { describe, expect, it } from 'vitest';
import { pageTurnOf } from './usePageKeys';

describe('pageTurnOf', () => {
  it('turns forward with right, down, page down and space, back with left, up and page up', () => {
    expect(['ArrowRight', 'ArrowDown', 'PageDown', ' '].map((key) => pageTurnOf(key, 'ltr'))).toEqual([
      'next',
      'next',
      'next',
      'next',
    ]);
    expect(['ArrowLeft', 'ArrowUp', 'PageUp'].map((key) => pageTurnOf(key, 'ltr'))).toEqual(['prev', 'prev', 'prev']);
  });

  it('swaps left and right when reading right to left, and ignores other keys', () => {
    expect(pageTurnOf('ArrowLeft', 'rtl')).toBe('next');
    expect(pageTurnOf('ArrowRight', 'rtl')).toBe('prev');
    expect(pageTurnOf('ArrowDown', 'rtl')).toBe('next');
    expect(pageTurnOf('Enter', 'ltr')).toBeNull();
  });
});
