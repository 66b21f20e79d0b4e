import { describe, expect, it } from 'vitest';
import { paragraphAt, paragraphsOf, sentenceAt, sentencesOf } from './novel-text';

const TEXT = '\u3000\u3000第一段。“你好！”他说。\n\n\u3000\u3000第二段？是的……\n  第三段';

describe('paragraphsOf', () => {
  it('drops indents and blank lines and keeps offsets into the original text', () => {
    const paragraphs = paragraphsOf(TEXT);
    expect(paragraphs.map((p) => p.text)).toEqual(['第一段。“你好！”他说。', '第二段？是的……', '第三段']);
    for (const p of paragraphs) expect(TEXT.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });

  it('finds the paragraph of an offset, the next one between paragraphs', () => {
    const paragraphs = paragraphsOf(TEXT);
    expect(paragraphAt(paragraphs, 0)).toBe(0);
    expect(paragraphAt(paragraphs, 5)).toBe(0);
    expect(paragraphAt(paragraphs, (paragraphs[1]?.start ?? 0) - 1)).toBe(1);
    expect(paragraphAt(paragraphs, TEXT.length)).toBe(2);
  });
});

describe('sentencesOf', () => {
  it('splits after end punctuation with the closing quote kept', () => {
    const sentences = sentencesOf(TEXT);
    expect(sentences.map((s) => s.text)).toEqual(['第一段。', '“你好！”', '他说。', '第二段？', '是的……', '第三段']);
    for (const s of sentences) expect(TEXT.slice(s.start, s.end)).toBe(s.text);
  });

  it('finds the sentence holding an offset', () => {
    const sentences = sentencesOf(TEXT);
    expect(sentenceAt(sentences, 0)).toBe(0);
    expect(sentenceAt(sentences, TEXT.indexOf('他说'))).toBe(2);
    expect(sentenceAt(sentences, TEXT.length + 5)).toBe(sentences.length - 1);
  });
});
