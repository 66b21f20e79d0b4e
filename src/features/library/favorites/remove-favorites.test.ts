import { expect, it } from 'vitest';
import { removeFavorites } from './remove-favorites';

it('tries every removal and says which worked and which failed', async () => {
  const tried: number[] = [];
  const removal = await removeFavorites([3, 7, 9], async (id) => {
    tried.push(id);
    if (id === 7) throw new Error('offline');
  });
  expect(tried).toEqual([3, 7, 9]);
  expect(removal).toEqual({ removed: [3, 9], failed: [7] });
});

it('does nothing for no ids', async () => {
  expect(await removeFavorites([], async () => {})).toEqual({ removed: [], failed: [] });
});
