import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './novel-text';
import { segmentAt, segmentsOf, windowAround } from './segments';

const text = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => String(i % 10).repeat(length)).join('\n');

describe('segmentsOf', () => {
  it('keeps a chapter up to three segments long whole', () => {
    const paragraphs = paragraphsOf(text(30, 100));
    expect(segmentsOf(paragraphs, 1000)).toEqual([{ first: 0, end: 30, chars: 3000 }]);
  });

  it('cuts a longer one at paragraph ends once a segment holds the size, every paragraph in one segment', () => {
    const paragraphs = paragraphsOf(text(45, 100));
    const segments = segmentsOf(paragraphs, 1000);
    expect(segments.map((s) => [s.first, s.end])).toEqual([
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 40],
      [40, 45],
    ]);
    expect(segments.reduce((sum, s) => sum + s.chars, 0)).toBe(4500);
  });

  it('finds the segment of an offset, and the window around it', () => {
    const paragraphs = paragraphsOf(text(45, 100));
    const segments = segmentsOf(paragraphs, 1000);
    // Paragraph 9 ends at 1008, paragraph 10 starts at 10 × 101 (the newline between belongs to the next).
    expect(segmentAt(segments, paragraphs, 0)).toBe(0);
    expect(segmentAt(segments, paragraphs, 1008)).toBe(0);
    expect(segmentAt(segments, paragraphs, 1010)).toBe(1);
    expect(segmentAt(segments, paragraphs, 1e9)).toBe(4);
    expect(windowAround(segments, 0)).toEqual([0, 1]);
    expect(windowAround(segments, 2)).toEqual([1, 3]);
    expect(windowAround(segments, 4)).toEqual([3, 4]);
  });
});
