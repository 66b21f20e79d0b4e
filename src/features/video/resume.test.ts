import { describe, expect, it } from 'vitest';
import { resumeAt } from './resume';

describe('resumeAt', () => {
  it('starts a few seconds before the saved position', () => {
    expect(resumeAt(125, 600)).toBe(122);
  });
  it('starts over when barely begun, at the end, or with nothing saved', () => {
    expect(resumeAt(null, 600)).toBe(0);
    expect(resumeAt(4, 600)).toBe(0);
    expect(resumeAt(597, 600)).toBe(0);
    expect(resumeAt(Number.NaN, 600)).toBe(0);
  });
  it('resumes before the duration is known', () => {
    expect(resumeAt(60, Number.NaN)).toBe(57);
    expect(resumeAt(60, 0)).toBe(57);
  });
  it('scales the margins down for short clips', () => {
    expect(resumeAt(4, 8)).toBe(2);
    expect(resumeAt(1, 8)).toBe(0);
    expect(resumeAt(7.5, 8)).toBe(0);
  });
});
