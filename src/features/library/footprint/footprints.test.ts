import { describe, expect, it } from 'vitest';
import type { WorkCard, WorkKind } from '../../../core/contract/content';
import type { FootprintItem } from '../../../core/contract/reading';
import type { HistoryEntry } from '../../../reading/history';
import { mergeFootprints } from './footprints';

const work = (id: number, kind: WorkKind = 'comic'): WorkCard => ({
  id,
  kind,
  title: `作品${id}`,
  cover: '',
  author: '',
  tags: [],
  status: 'ongoing',
  chapter_count: 10,
  latest_title: '',
  intro: '',
  views: 0,
  score: 0,
  free_until: null,
});
const at = (
  id: number,
  updated_at: number,
  chapter_id = 1,
  kind: WorkKind = 'comic',
): FootprintItem & HistoryEntry => ({
  work: work(id, kind),
  chapter_id,
  chapter_title: `第${chapter_id}话`,
  position: 0,
  updated_at,
});
const ids = (list: { work: WorkCard }[]) => list.map((f) => f.work.id);

describe('mergeFootprints', () => {
  it('keeps one entry per work, the newest reading winning', () => {
    const server = [at(1, 500, 3), at(2, 400)];
    const device = [at(1, 600, 4), at(2, 300, 9)];
    const merged = mergeFootprints(server, device, { serverComplete: true });
    expect(ids(merged)).toEqual([1, 2]);
    expect(merged[0]).toMatchObject({ chapter_id: 4, updated_at: 600, deviceOnly: false });
    expect(merged[1]).toMatchObject({ chapter_id: 1, updated_at: 400, deviceOnly: false });
  });

  it('shows what only this device read (offline), marked as such, in time order', () => {
    const merged = mergeFootprints([at(1, 500)], [at(7, 700), at(8, 100)], { serverComplete: true });
    expect(ids(merged)).toEqual([7, 1, 8]);
    expect(merged.map((f) => f.deviceOnly)).toEqual([true, false, true]);
  });

  it('reads device times written in milliseconds as seconds', () => {
    const merged = mergeFootprints([at(1, 1_700_000_000)], [at(1, 1_700_000_100_000, 5)], { serverComplete: true });
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ chapter_id: 5, updated_at: 1_700_000_100 });
  });

  it('holds back device entries older than the loaded server pages until the server has no more', () => {
    const server = [at(1, 900), at(2, 800)];
    const device = [at(5, 850), at(6, 100)];
    expect(ids(mergeFootprints(server, device, { serverComplete: false }))).toEqual([1, 5, 2]);
    expect(ids(mergeFootprints(server, device, { serverComplete: true }))).toEqual([1, 5, 2, 6]);
    // Nothing from the server (first page not there yet, or offline with serverComplete): the device's own.
    expect(ids(mergeFootprints([], device, { serverComplete: true }))).toEqual([5, 6]);
  });

  it("keeps only the tab's kind from the device (the server already filters)", () => {
    const device = [at(1, 10, 1, 'novel'), at(2, 20, 1, 'comic')];
    expect(ids(mergeFootprints([], device, { kind: 'novel', serverComplete: true }))).toEqual([1]);
  });
});
