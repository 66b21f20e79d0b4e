/** A works row as an import writes it (no window, no schedule, no counters), for the tests and benches that prepare works. */
import type { Insertable } from 'kysely';
import type { ChaptersTable, WorkKind, WorksTable } from '../../server/db/schema';

export const workRow = (work: {
  kind: WorkKind;
  title: string;
  author: string;
  views: number;
  class_id: number;
}): Insertable<WorksTable> => ({
  ...work,
  cover: 'demo/none.webp',
  description: '',
  intro: '',
  status: 'ongoing',
  update_weekday: null,
  favorites: 0,
  score: 0,
  free_until: null,
  editor_pick: null,
  chapter_count: 0,
  latest_title: '',
  source: 'import',
  created_at: 0,
  updated_at: 0,
});

/**
 * A prepared set for the search's ranking (tests/server/search.test.ts, tests/e2e/search.spec.ts):
 * made-up words no demo work holds, 蔻蔻 (kou kou), as an exact title, at a title's start, inside
 * (two, for the tie by popularity), read in pinyin only (冦寇), and as an author; and kouz, in a
 * title's pinyin (蔻之, kou zhi), a title's initials (Kill Our Usual Zombies) and an author's pinyin
 * (蔻子), each more read than the one before.
 */
export const RANKED_WORKS: { title: string; author?: string; views: number }[] = [
  { title: '蔻蔻', views: 1 },
  { title: '蔻蔻物语', views: 2 },
  { title: '追逐蔻蔻', views: 3 },
  { title: '追逐蔻蔻之二', views: 30 },
  { title: '冦寇', views: 4 },
  { title: '第三章', author: '蔻蔻君', views: 6 },
  { title: '蔻之', views: 7 },
  { title: 'Kill Our Usual Zombies', views: 100 },
  { title: '第四章', author: '蔻子', views: 200 },
];

/** A free chapter out since 1970: a work is seen by readers once it has one (db/visibility.ts). */
export const firstChapterRow = (workId: number): Insertable<ChaptersTable> => ({
  work_id: workId,
  idx: 1,
  title: '第1话',
  access: 'free',
  price: 0,
  free_until: null,
  size: 1,
  published_at: 0,
});
