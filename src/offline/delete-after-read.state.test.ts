import { expect, it } from 'vitest';
import { leaveAll, type ReadTracker, trackRead } from './delete-after-read.state';

const fresh = (): ReadTracker => ({ finished: new Set(), current: null });

it('deletes a chapter read to its last page once the reader moves on', () => {
  const tracker = fresh();
  expect(trackRead(tracker, 'comic:1', 0, 9, true)).toEqual([]);
  expect(trackRead(tracker, 'comic:1', 9, 9, true)).toEqual([]);
  // Back a page to look again: still the same chapter, nothing goes yet.
  expect(trackRead(tracker, 'comic:1', 8, 9, true)).toEqual([]);
  expect(trackRead(tracker, 'comic:2', 0, 5, true)).toEqual(['comic:1']);
  expect(trackRead(tracker, 'comic:3', 0, 5, true)).toEqual([]);
});

it('keeps a chapter that was not read to the end', () => {
  const tracker = fresh();
  trackRead(tracker, 'comic:1', 7, 9, true);
  expect(trackRead(tracker, 'comic:2', 0, 5, true)).toEqual([]);
  expect(leaveAll(tracker)).toEqual([]);
});

it('deletes what was finished when the reader closes', () => {
  const tracker = fresh();
  trackRead(tracker, 'comic:1', 4, 4, true);
  expect(leaveAll(tracker)).toEqual(['comic:1']);
  expect(leaveAll(tracker)).toEqual([]);
});

it('does nothing with the choice off', () => {
  const tracker = fresh();
  trackRead(tracker, 'comic:1', 9, 9, false);
  expect(trackRead(tracker, 'comic:2', 0, 9, false)).toEqual([]);
  expect(leaveAll(tracker)).toEqual([]);
});

it('counts a one-page chapter as read when it opens', () => {
  const tracker = fresh();
  trackRead(tracker, 'novel:1', 0, 0, true);
  expect(leaveAll(tracker)).toEqual(['novel:1']);
});
