/**
 * 0012_auto_buy_by_work: a reader who had auto-buy on (one switch, before) keeps it for the works
 * they bought chapters of, and for no other; a reader who had it off gets none. On both engines.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { connect } from '../../server/db/engine';
import { testDatabase } from './harness';
import { migrateTo } from './migrate-to';
import { firstChapterRow, workRow } from './work-rows';

// The tables as they were at 0011: reading_prefs is gone from today's schema.
// biome-ignore lint/suspicious/noExplicitAny: a database at an older migration than the schema's types
type Old = Kysely<any>;

async function readerWith(db: Old, uid: string, autoBuy: 0 | 1 | null, boughtIn: number[]): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      uid,
      nickname: uid,
      account_certificate: `cert-${uid}`,
      share_code: uid,
      gold: 0,
      vip_expire_time: 0,
      gender: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (autoBuy !== null) await db.insertInto('reading_prefs').values({ user_id: id, auto_buy: autoBuy }).execute();
  for (const chapterId of boughtIn)
    await db.insertInto('purchases').values({ user_id: id, chapter_id: chapterId, price: 10, created_at: 0 }).execute();
  return id;
}

describe('auto-buy by work', () => {
  it('carries a reader’s auto-buy over to the works they bought chapters of', async () => {
    const database = await testDatabase(mkdtempSync(join(tmpdir(), 'manyue-auto-buy-')));
    const db = connect(database.url) as Old;
    let on = 0;
    let off = 0;
    let bought: number[] = [];
    try {
      await migrateTo(db, '0011_search');
      const { id: classId } = await db
        .insertInto('classes')
        .values({ kind: 'comic', name: '热血', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const works: number[] = [];
      for (const title of ['甲', '乙', '丙']) {
        const row = workRow({ kind: 'comic', title, author: '某', views: 1, class_id: classId });
        works.push((await db.insertInto('works').values(row).returning('id').executeTakeFirstOrThrow()).id);
      }
      const chapters: number[] = [];
      for (const work of works) {
        const row = { ...firstChapterRow(work), access: 'gold', price: 10 };
        chapters.push((await db.insertInto('chapters').values(row).returning('id').executeTakeFirstOrThrow()).id);
      }
      bought = works.slice(0, 2);
      on = await readerWith(db, 'on', 1, chapters.slice(0, 2));
      off = await readerWith(db, 'off', 0, chapters.slice(0, 1));
      await readerWith(db, 'never', null, chapters.slice(2));
    } finally {
      await db.destroy();
    }
    const opened = await openDatabase(database.url);
    try {
      const rows = await opened
        .selectFrom('auto_buy_works')
        .select(['user_id', 'work_id'])
        .orderBy('user_id')
        .orderBy('work_id')
        .execute();
      expect(rows).toEqual(bought.map((work_id) => ({ user_id: on, work_id })));
      expect(rows.some((row) => row.user_id === off)).toBe(false);
    } finally {
      await opened.destroy();
      await database.drop();
    }
  });
});
