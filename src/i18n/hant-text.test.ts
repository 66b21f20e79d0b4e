import { describe, expect, it } from 'vitest';
import { sameLength, toTraditional, traditionalWords } from './hant-text';

describe('toTraditional', () => {
  it('writes Traditional Chinese with Taiwan wording, by phrase', () => {
    expect(toTraditional('剑仙的双面人生')).toBe('劍仙的雙面人生');
    expect(toTraditional('软件 视频 设置 网络 信息')).toBe('軟體 影片 設定 網路 資訊');
    // One Simplified character, several Traditional ones: the phrase decides.
    expect(toTraditional('头发 发展 干净 干部 以后 皇后 一只 只有')).toBe('頭髮 發展 乾淨 幹部 以後 皇后 一隻 只有');
  });

  it('keeps every text’s length, so that offsets into it stay where they are', () => {
    // U盘 → 隨身碟 would grow by one; 𫖮 (outside the BMP) → 顗 would shrink.
    const text = '他把U盘插进电脑，周𫖮说：“方便面好吃。”\n第二段：头发、干部、皇后。';
    const converted = toTraditional(text);
    expect(converted.length).toBe(text.length);
    expect(converted).toContain('U盤');
    expect(converted.indexOf('第二段')).toBe(text.indexOf('第二段'));
  });

  it('leaves what is not Simplified Chinese alone', () => {
    expect(toTraditional('One Piece 123 ゆめ 劍仙')).toBe('One Piece 123 ゆめ 劍仙');
  });
});

describe('sameLength', () => {
  it('drops the entries that change a text’s length', () => {
    expect(sameLength('软件 軟體|U盘 隨身碟|𫖮 顗|头 頭')).toEqual([
      ['软件', '軟體'],
      ['头', '頭'],
    ]);
  });
});

describe('traditionalWords', () => {
  it('converts every string of an answer but its addresses and codes', () => {
    const answer = {
      work: { id: 7, kind: 'novel', title: '长歌', cover: 'https://cdn/长歌.webp', tags: ['热血', '恋爱'] },
      chapter: { title: '第1章 风起', access: 'free' },
      pages: [{ url: 'https://cdn/页.webp', width: 1 }],
      text: '风起云涌',
      more: { path: '/list_column/index_tag', query: { tag: '热血' } },
      free_until: null,
    };
    expect(traditionalWords(answer)).toEqual({
      work: { id: 7, kind: 'novel', title: '長歌', cover: 'https://cdn/长歌.webp', tags: ['熱血', '戀愛'] },
      chapter: { title: '第1章 風起', access: 'free' },
      pages: [{ url: 'https://cdn/页.webp', width: 1 }],
      text: '風起雲湧',
      more: { path: '/list_column/index_tag', query: { tag: '热血' } },
      free_until: null,
    });
  });
});
