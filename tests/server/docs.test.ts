// docs/api.md is the contract as built: every endpoint the server answers has its section there.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/messages';
import { endpoints } from '../../src/core/contract/endpoints';

const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

it.each(Object.keys(endpoints))('docs/api.md documents %s', (name) => {
  expect(doc).toContain(`### \`${name}\``);
});

it.each(Object.entries(MESSAGES).filter(([key]) => !['invalid', 'unknownField'].includes(key)))(
  'docs/api.md names the refusal %s',
  (_key, [zh]) => {
    expect(doc).toContain(zh);
  },
);
