import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ICON_NAMES } from './Icon';

it('every icon name has a symbol in the sprite, and the sprite has no stray symbol', () => {
  const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="i-([\w-]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
  expect(symbols.sort()).toEqual([...ICON_NAMES].sort());
});
