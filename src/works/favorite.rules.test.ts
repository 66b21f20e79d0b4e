import { expect, it } from 'vitest';
import { flipFavorite } from './favorite.rules';

it('flips the favourite and moves the count with it, never below zero', () => {
  expect(flipFavorite({ on: false, count: 41 })).toEqual({ on: true, count: 42 });
  expect(flipFavorite({ on: true, count: 42 })).toEqual({ on: false, count: 41 });
  expect(flipFavorite({ on: true, count: 0 })).toEqual({ on: false, count: 0 });
});
