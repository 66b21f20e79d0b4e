import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHaveIdb } from './idb';

const listing = (names: string[]) => ({ databases: async () => names.map((name) => ({ name, version: 1 })) });

describe('mayHaveIdb', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false only when the browser lists its databases without this one', async () => {
    vi.stubGlobal('indexedDB', listing(['manyue-cache', 'manyue-history']));
    expect(await mayHaveIdb('downloads')).toBe(false);
    expect(await mayHaveIdb('cache')).toBe(true);
    vi.stubGlobal('indexedDB', listing(['manyue-downloads']));
    expect(await mayHaveIdb('downloads')).toBe(true);
  });

  it('assumes the database may be there when the browser cannot tell', async () => {
    vi.stubGlobal('indexedDB', {});
    expect(await mayHaveIdb('outbox')).toBe(true);
    vi.stubGlobal('indexedDB', {
      databases: async () => {
        throw new Error('SecurityError');
      },
    });
    expect(await mayHaveIdb('outbox')).toBe(true);
    vi.stubGlobal('indexedDB', undefined);
    expect(await mayHaveIdb('outbox')).toBe(true);
  });
});
