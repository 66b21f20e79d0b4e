/**
 * A novel chapter's paragraphs as the reader lays them out (one per line, leading indent dropped
 * because CSS indents them), each remembering where it starts in the chapter's text: the reader's
 * pages and the server's first paint of a chapter split the text the same way.
 */

export interface Paragraph {
  /** Offset of the paragraph's first character in the chapter text. */
  start: number;
  text: string;
}

/** Whitespace a paragraph may open with: spaces, tabs and the ideographic space of a hand indent. */
export const LEADING = /^[\s\u3000]+/;

export function paragraphsOf(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const lead = LEADING.exec(line)?.[0].length ?? 0;
    const body = line.slice(lead).trimEnd();
    if (body) paragraphs.push({ start: lineStart + lead, text: body });
    lineStart += line.length + 1;
  }
  return paragraphs;
}
