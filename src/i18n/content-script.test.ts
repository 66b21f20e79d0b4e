// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkDetailAnswer } from '../core/contract/content';
import { localizeAnswer } from './content-script';

const detail = { work: { title: '剑仙', cover: 'https://cdn/剑.webp' } } as unknown as WorkDetailAnswer;
const user = { nickname: '书虫' } as never;

describe('works’ words in the reader’s script', () => {
  beforeEach(() => localStorage.clear());

  it('are converted for a reader of zh-Hant, in the answers that carry them only', async () => {
    localStorage.setItem('language', 'zh-Hant');
    expect(await localizeAnswer('workDetail', detail)).toEqual({
      work: { title: '劍仙', cover: 'https://cdn/剑.webp' },
    });
    // A nickname is shown as the reader typed it.
    expect(await localizeAnswer('userInfo', user)).toBe(user);
  });

  it('are left as written for every other language', async () => {
    for (const language of ['zh-CN', 'en-US']) {
      localStorage.setItem('language', language);
      expect(await localizeAnswer('workDetail', detail)).toBe(detail);
    }
  });
});
