/**
 * A novel chapter's text as the reader lays it out: paragraphs (one per line, leading indent
 * dropped because CSS indents them) that remember where they start in the chapter's text, and
 * sentences for read-aloud. Every position is a UTF-16 offset into the text exactly as the server
 * sent it, so a saved position means the same sentence whatever the layout.
 */

export { type Paragraph, paragraphsOf } from '../../../core/novel-paragraphs';

import { LEADING, type Paragraph } from '../../../core/novel-paragraphs';

/** Index of the paragraph holding `offset` (the next one when it falls between paragraphs). */
export function paragraphAt(paragraphs: readonly Paragraph[], offset: number): number {
  let low = 0;
  let high = paragraphs.length - 1;
  let found = 0;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const p = paragraphs[mid] as Paragraph;
    if (p.start <= offset) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const p = paragraphs[found];
  if (p && offset >= p.start + p.text.length && found + 1 < paragraphs.length) return found + 1;
  return found;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** A sentence ends after 。！？!?… or a line end, with the closing quotes and brackets that follow. */
const SENTENCE = /[^。！？!?…\n]+(?:[。！？!?…]+[」』”’）)】]*)?|[。！？!?…]+[」』”’）)】]*/g;

/** The chapter's sentences, in order; whitespace-only pieces are left out. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    const raw = match[0];
    const lead = LEADING.exec(raw)?.[0].length ?? 0;
    const body = raw.slice(lead).trimEnd();
    if (!body) continue;
    const start = (match.index ?? 0) + lead;
    sentences.push({ start, end: start + body.length, text: body });
  }
  return sentences;
}

/** The sentence holding `offset`, or the first after it. */
export function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  const index = sentences.findIndex((s) => s.end > offset);
  return index < 0 ? Math.max(0, sentences.length - 1) : index;
}

/** Readable characters (no whitespace): the chapter's length as a reader counts it. */
export const readableLength = (text: string): number => text.replace(/\s/g, '').length;
