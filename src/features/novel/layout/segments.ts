/**
 * A long chapter in segments for paged mode: runs of whole paragraphs of about SEGMENT_CHARS
 * characters, each opening a new page. Paged mode lays out only the segment being read and its
 * neighbours (PagedText), so a 1 MB chapter turns like a short one; a segment's pages are the same
 * whatever is laid out beside it, so moving that window moves no line. A chapter up to WINDOWED_FROM
 * characters is one segment, laid out whole as it always was.
 */
import { type Paragraph, paragraphAt } from './novel-text';

export const SEGMENT_CHARS = 12_000;
export const WINDOWED_FROM = 3 * SEGMENT_CHARS;

export interface Segment {
  /** Its first paragraph's index, and the index after its last. */
  first: number;
  end: number;
  /** Characters of its paragraphs: a page estimate for segments not laid out yet. */
  chars: number;
}

export function segmentsOf(paragraphs: readonly Paragraph[], size = SEGMENT_CHARS): Segment[] {
  const total = paragraphs.reduce((sum, p) => sum + p.text.length, 0);
  if (total <= 3 * size) return [{ first: 0, end: paragraphs.length, chars: total }];
  const segments: Segment[] = [];
  let first = 0;
  let chars = 0;
  for (const [i, p] of paragraphs.entries()) {
    chars += p.text.length;
    if (chars >= size || i === paragraphs.length - 1) {
      segments.push({ first, end: i + 1, chars });
      first = i + 1;
      chars = 0;
    }
  }
  return segments;
}

/** The segment holding `offset` (the next one between paragraphs). */
export function segmentAt(segments: readonly Segment[], paragraphs: readonly Paragraph[], offset: number): number {
  const paragraph = paragraphAt(paragraphs, offset);
  const index = segments.findIndex((s) => paragraph < s.end);
  return index < 0 ? Math.max(0, segments.length - 1) : index;
}

/** The segments laid out around segment `at`: it and its neighbours. */
export const windowAround = (segments: readonly Segment[], at: number): [number, number] => [
  Math.max(0, at - 1),
  Math.min(segments.length - 1, at + 1),
];
