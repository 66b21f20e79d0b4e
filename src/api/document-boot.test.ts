import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_BOOT_ID } from '../core/contract/paths';

/** A fresh copy of the module over a document whose boot block holds `text` (null: no block). */
async function load(text: string | null) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === DOCUMENT_BOOT_ID && text !== null ? { textContent: text } : null),
  });
  return import('./document-boot');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const BOOT = {
  apiPath: 'ENCRYPTED',
  answers: [
    { name: 'home', body: { channel: 'comic' }, answer: { code: 200, data: 'x' } },
    { name: 'workDetail', body: { id: 7 }, answer: { code: 200, data: 'y' } },
  ],
};

describe('the document’s first answers', () => {
  it('gives the API base text, and each answer once, for its own endpoint and body only', async () => {
    const boot = await load(JSON.stringify(BOOT));
    expect(boot.documentApiPath()).toBe('ENCRYPTED');
    expect(boot.takeDocumentAnswer('home', { channel: 'novel' })).toBeUndefined();
    expect(boot.takeDocumentAnswer('siteConfig', { channel: 'comic' })).toBeUndefined();
    expect(boot.takeDocumentAnswer('home', { channel: 'comic' })).toEqual({ code: 200, data: 'x' });
    expect(boot.takeDocumentAnswer('home', { channel: 'comic' })).toBeUndefined();
    expect(boot.takeDocumentAnswer('workDetail', { id: 8 })).toBeUndefined();
    expect(boot.takeDocumentAnswer('workDetail', { id: 7 })).toEqual({ code: 200, data: 'y' });
  });

  it('gives a visitor’s answer only to a call made as a visitor', async () => {
    const visitor = {
      name: 'chapterContent',
      body: { chapter_id: 3 },
      answer: { code: 200, data: 'z' },
      visitor: true,
    };
    const boot = await load(JSON.stringify({ apiPath: 'ENCRYPTED', answers: [visitor] }));
    expect(boot.takeDocumentAnswer('chapterContent', { chapter_id: 3 }, false)).toBeUndefined();
    expect(boot.takeDocumentAnswer('chapterContent', { chapter_id: 3 }, true)).toEqual({ code: 200, data: 'z' });
  });

  it('has nothing when the document has no block (a plain CDN) or a broken one', async () => {
    for (const text of [null, '{not json', '"a string"', '{"answers":{"length":1}}']) {
      const boot = await load(text);
      expect(boot.documentApiPath()).toBeUndefined();
      expect(boot.takeDocumentAnswer('home', { channel: 'comic' })).toBeUndefined();
    }
  });
});
