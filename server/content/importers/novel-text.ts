/**
 * A novel's plain text cut into chapters at its 第…章 headings (also 第…回 and 第…节), with the
 * paragraphs indented as the reader shows them. Headings without a body (a table of contents at
 * the top of many .txt files) are dropped.
 */
import { readableLength } from '../chinese-text';

export interface NovelChapterText {
  title: string;
  text: string;
  size: number;
}

export interface SplitNovel {
  /** Text before the first heading (a preface or blurb), trimmed. */
  preface: string;
  chapters: NovelChapterText[];
}

/**
 * A heading line: 第 + a number (digits or Chinese numerals) + 章/回/节, then a short title. A line
 * that ends a sentence (。！？) is prose that only starts like one ("第三回合他赢了。").
 */
const HEADING =
  /^[ \t\u3000]*(第[0-9０-９零〇一二三四五六七八九十百千万两]+[章回节][^\n。！？!?]{0,40}?)[ \t\u3000]*$/gm;

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter((line) => line !== '');

/** A chapter as stored: one paragraph a line, each indented by two ideographic spaces. */
export function novelChapter(title: string, lines: string[]): NovelChapterText {
  const text = lines.map((line) => `\u3000\u3000${line}`).join('\n');
  return { title, text, size: readableLength(text) };
}

export function splitChapters(text: string): SplitNovel {
  const headings = [...text.matchAll(HEADING)];
  const chapters: NovelChapterText[] = [];
  headings.forEach((match, i) => {
    const bodyStart = (match.index ?? 0) + match[0].length;
    const bodyEnd = headings[i + 1]?.index ?? text.length;
    const lines = paragraphs(text.slice(bodyStart, bodyEnd));
    if (lines.length > 0) chapters.push(novelChapter((match[1] ?? '').trim().replace(/\s+/g, ' '), lines));
  });
  const preface = paragraphs(text.slice(0, headings[0]?.index ?? text.length)).join('\n');
  return { preface, chapters };
}
