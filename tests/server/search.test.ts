/**
 * Search over the demo catalogue and a prepared set of works written through the stores: what
 * Chinese readers type (pinyin, initials, characters and pinyin mixed, Traditional characters),
 * the ranking, suggestions with their matched part, the keys of imported and renamed works, and
 * those of works written before the search tables. Every answer is checked against its schema.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNovel } from '../../server/content/importers/novel';
import { insertWorks, updateWork } from '../../server/db/catalog';
import { openDatabase } from '../../server/db/database';
import { connect, writeTransaction } from '../../server/db/engine';
import { BROAD_TERMS, SEARCH_LIMIT } from '../../server/db/search';
import { answers } from '../../src/core/contract/answers';
import type { WorkKind } from '../../src/core/contract/content';
import { startTestServer, type TestServer, testDatabase } from './harness';
import { migrateTo } from './migrate-to';
import { firstChapterRow, RANKED_WORKS, workRow } from './work-rows';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function search(keyword: string, more: Record<string, unknown> = {}) {
  const answer = await s.post('search', { keyword, page_size: 50, ...more });
  expect(answer, `search ${keyword}: ${answer.msg}`).toMatchObject({ status: 200, code: 200 });
  return v.parse(answers.search.answer, answer.data);
}

async function suggest(keyword: string, kind?: WorkKind) {
  const answer = await s.post('searchSuggest', { keyword, kind });
  expect(answer, `searchSuggest ${keyword}: ${answer.msg}`).toMatchObject({ status: 200, code: 200 });
  return v.parse(answers.searchSuggest.answer, answer.data).list;
}

const titles = async (keyword: string, more: Record<string, unknown> = {}) =>
  (await search(keyword, more)).list.map((w) => w.title);

/** A work of the demo catalogue by its title. */
const demoWork = (title: string) =>
  s.db
    .selectFrom('works')
    .select(['id', 'title', 'author', 'kind'])
    .where('title', '=', title)
    .executeTakeFirstOrThrow();

/** Writes works through the catalogue's store (as the seed, the importers and the console do). */
async function prepare(works: { title: string; author?: string; views: number; kind?: WorkKind }[]) {
  const { id: classId } = await s.db
    .selectFrom('classes')
    .select('id')
    .where('kind', '=', 'comic')
    .executeTakeFirstOrThrow();
  const ids = await writeTransaction(s.db, async (trx) => {
    const written = await insertWorks(
      trx,
      works.map((w) => workRow({ kind: 'comic', author: '佚名', ...w, class_id: classId })),
    );
    await trx.insertInto('chapters').values(written.map(firstChapterRow)).execute();
    return written;
  });
  const rows = await s.db.selectFrom('works').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.title, r.id]));
}

describe('what Chinese readers type', () => {
  it.each([
    'jianxian',
    'JianXian',
    'jian xian',
    'jx',
    'J X',
    '剑xian',
    '剑x',
    'j仙',
    '劍仙',
    '剑 仙',
    'ｊｉａｎｘｉａｎ',
  ])('finds 剑仙的双面人生 by %j', async (keyword) => {
    expect(await titles(keyword)).toContain('剑仙的双面人生');
  });

  it('reads polyphonic characters in their context', async () => {
    // 重生 is chong sheng, never zhong sheng; 长歌 is chang ge.
    expect(await titles('chongsheng')).toContain('重生之豪门千金');
    expect(await titles('zhongsheng')).not.toContain('重生之豪门千金');
    expect(await titles('changge')).toContain('长歌战记');
    expect(await titles('zhangge')).not.toContain('长歌战记');
    // 行 is hang in 银行, xing in 行走.
    await prepare([
      { title: '银行行长', views: 1 },
      { title: '行走的猫', views: 1 },
    ]);
    expect(await titles('yinhanghangzhang')).toContain('银行行长');
    expect(await titles('yhhz')).toContain('银行行长');
    expect(await titles('yinxing')).not.toContain('银行行长');
    expect(await titles('xingzou')).toContain('行走的猫');
    expect(await titles('hangzou')).not.toContain('行走的猫');
  });

  it('finds an author by name, pinyin and initials, after every title', async () => {
    const work = await demoWork('剑仙的双面人生');
    for (const keyword of [work.author, 'fubuyu', 'fby', '浮buyu', '浮不yu', 'fu不']) {
      const found = await search(keyword);
      expect(found.list.map((w) => w.id)).toContain(work.id);
    }
  });

  it('finds Traditional titles by Simplified queries and the other way round', async () => {
    const ids = await prepare([{ title: '鬥羅大陸', views: 5 }]);
    expect(await titles('斗罗大陆')).toContain('鬥羅大陸');
    expect(await titles('鬥羅')).toContain('鬥羅大陸');
    expect(await titles('douluo')).toContain('鬥羅大陸');
    expect(await titles('長歌')).toContain('长歌战记');
    expect(ids.size).toBe(1);
  });

  it('lists a tag asked for in Traditional characters, as the zh-Hant app shows tags', async () => {
    const list = async (tag: string) => {
      const answer = await s.post('getListByClassV3', { kind: 'comic', tag, page_size: 50 });
      return v.parse(answers.getListByClassV3.answer, answer.data).list.map((w) => w.id);
    };
    const simplified = await list('热血');
    expect(simplified.length).toBeGreaterThan(0);
    expect(await list('熱血')).toEqual(simplified);
  });

  it('matches % and _ literally, filters by kind and refuses an empty or too long keyword', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    await prepare([{ title: '100%_纯爱', views: 1 }]);
    expect(await titles('0%_')).toEqual(['100%_纯爱']);
    const video = await demoWork('剑仙的双面人生');
    expect(video.kind).toBe('video');
    expect(await titles('jianxian', { kind: 'video' })).toContain('剑仙的双面人生');
    expect(await titles('jianxian', { kind: 'comic' })).not.toContain('剑仙的双面人生');
    expect(await s.post('search', { keyword: '  ' })).toMatchObject({ status: 400, msg: '参数错误：keyword' });
    expect(await s.post('search', { keyword: '字'.repeat(51) })).toMatchObject({ status: 400 });
    expect(await s.post('searchSuggest', { keyword: '' })).toMatchObject({ status: 400 });
  });
});

describe('ranking', () => {
  let ids: Map<string, number>;
  beforeAll(async () => {
    ids = await prepare([
      ...RANKED_WORKS,
      // 看看喾 is k k k by initials.
      { title: '看看喾', views: 5 },
      { title: 'KK', views: 1 },
      { title: 'KK计划', views: 2 },
      { title: '超级kk', views: 3 },
    ]);
  });

  /** The prepared works among the results, in the results' order. */
  const order = async (keyword: string) =>
    (await search(keyword)).list.filter((w) => [...ids.values()].includes(w.id)).map((w) => w.title);

  it('puts the exact title first, then titles starting with it, containing it, then authors; ties by popularity', async () => {
    expect(await order('蔻蔻')).toEqual(['蔻蔻', '蔻蔻物语', '追逐蔻蔻之二', '追逐蔻蔻', '第三章']);
  });

  it('puts titles read in full pinyin before those matched by initials, and authors last', async () => {
    // 冦寇 and 蔻蔻 read kou kou; 看看喾 is k k k by initials; 蔻蔻君 writes 第三章.
    expect(await order('koukou')).toEqual(['追逐蔻蔻之二', '冦寇', '追逐蔻蔻', '蔻蔻物语', '蔻蔻', '第三章']);
    // Whatever their popularity: 追逐蔻蔻之二 and 蔻之 (…kou zhi…), then Kill Our Usual Zombies, then 蔻子's 第四章.
    expect(await order('kouz')).toEqual(['追逐蔻蔻之二', '蔻之', 'Kill Our Usual Zombies', '第四章']);
    expect(await order('kk')).toEqual([
      'KK',
      'KK计划',
      '超级kk',
      '追逐蔻蔻之二',
      '看看喾',
      '冦寇',
      '追逐蔻蔻',
      '蔻蔻物语',
      '蔻蔻',
      '第三章',
    ]);
  });

  it('ranks a query mixing characters and pinyin the same way: titles by popularity, then authors', async () => {
    // 蔻 then zh…: 追逐蔻蔻之二 and 蔻之 (kou zhi) by their titles, 第四章 by its author 蔻子 (kou zi).
    expect(await order('蔻z')).toEqual(['追逐蔻蔻之二', '蔻之', '第四章']);
    expect(await order('蔻zhi')).toEqual(['追逐蔻蔻之二', '蔻之']);
    expect(await order('kou之')).toEqual(['追逐蔻蔻之二', '蔻之']);
    // A title written with both is matched literally first: exact, then at its start.
    expect(await order('KK计划')).toEqual(['KK计划']);
    expect(await order('kk计')).toEqual(['KK计划']);
  });

  it('pages the ranked works consistently', async () => {
    const all = await search('kk');
    const page2 = await search('kk', { page: 2, page_size: 3 });
    expect(page2.list.map((w) => w.id)).toEqual(all.list.slice(3, 6).map((w) => w.id));
    expect(page2.total).toBe(all.total);
  });
});

describe('a broad query', () => {
  it('looks one letter up at the start of titles and authors, and counts at most SEARCH_LIMIT works', async () => {
    // Enough works read ku ku ku ku ku ku that "k" matches more than BROAD_TERMS terms (12 each), and
    // starts more than SEARCH_LIMIT titles.
    const count = SEARCH_LIMIT + 100;
    expect(count * 12).toBeGreaterThan(BROAD_TERMS);
    const many = Array.from({ length: count }, (_, i) => ({ title: '喾喾喾喾喾喾', views: 100 + i }));
    await prepare([...many, { title: '追逐看看', views: 1_000_000_000 }]);
    const found = await search('k');
    expect(found.total).toBe(SEARCH_LIMIT);
    expect(found.list.map((w) => w.title)).not.toContain('追逐看看');
    expect(found.list.find((w) => w.title === '喾喾喾喾喾喾')?.views).toBe(100 + count - 1);
    expect(await titles('kankan')).toContain('追逐看看');
  });
});

describe('suggestions', () => {
  it('say where each work matched: the title, in the original characters', async () => {
    for (const keyword of ['jianxian', 'jx', '剑xian', '劍仙']) {
      const [first] = (await suggest(keyword)).filter((w) => w.title === '剑仙的双面人生');
      expect(first, keyword).toMatchObject({ kind: 'video', match: { field: 'title', start: 0, end: 2 } });
    }
    const [inside] = (await suggest('shuangmian')).filter((w) => w.title === '剑仙的双面人生');
    expect(inside?.match).toEqual({ field: 'title', start: 3, end: 5 });
  });

  it('say when the author matched instead, and follow the kind', async () => {
    const work = await demoWork('剑仙的双面人生');
    const list = await suggest('fubuyu');
    const byAuthor = list.find((w) => w.id === work.id);
    expect(byAuthor?.match).toEqual({ field: 'author', start: 0, end: work.author.length });
    expect((await suggest('fubuyu', 'comic')).map((w) => w.id)).not.toContain(work.id);
  });

  it('are at most eight, best first', async () => {
    const list = await suggest('j');
    expect(list.length).toBe(8);
    expect((await search('j')).list.slice(0, 8).map((w) => w.id)).toEqual(list.map((w) => w.id));
  });
});

describe('hot words', () => {
  it('offers 8–10 hot words from the most read titles', async () => {
    const { words } = v.parse(answers.searchHot.answer, (await s.post('searchHot')).data);
    expect(words.length).toBeGreaterThanOrEqual(8);
    expect(words.length).toBeLessThanOrEqual(10);
    const top = await s.db
      .selectFrom('works')
      .select('title')
      .orderBy('views', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(words[0]).toBe(top.title);
  });
});

describe('keys written with the works', () => {
  it('an imported novel is found by its pinyin', async () => {
    const file = join(s.dir, '凡人修仙传.txt');
    writeFileSync(file, '简介\n第1章 山边小村\n二愣子睁大着双眼。\n');
    const id = await importNovel(s.db, s.config.mediaDir, file, { author: '忘语' });
    expect((await search('fanrenxiuxian')).list.map((w) => w.id)).toContain(id);
    expect((await search('wangyu')).list.map((w) => w.id)).toContain(id);
  });

  it('a renamed work is found by its new title only; a new view count reorders it', async () => {
    const ids = await prepare([{ title: '旧名字甲', views: 1 }]);
    const id = ids.get('旧名字甲') as number;
    await writeTransaction(s.db, (trx) => updateWork(trx, id, { title: '新名字乙' }));
    expect((await search('jiumingzi')).list.map((w) => w.id)).not.toContain(id);
    expect((await search('xinmingzi')).list.map((w) => w.id)).toContain(id);
    await prepare([{ title: '新名字丙', views: 2 }]);
    expect((await titles('xinmingzi')).slice(0, 2)).toEqual(['新名字丙', '新名字乙']);
    await writeTransaction(s.db, (trx) => updateWork(trx, id, { views: 3 }));
    expect((await titles('xinmingzi')).slice(0, 2)).toEqual(['新名字乙', '新名字丙']);
  });

  it('a deleted work leaves no keys behind', async () => {
    const ids = await prepare([{ title: '即将删除', views: 1 }]);
    const id = ids.get('即将删除') as number;
    await s.db.deleteFrom('works').where('id', '=', id).execute();
    const left = await s.db.selectFrom('work_search_terms').select('work_id').where('work_id', '=', id).execute();
    expect(left).toEqual([]);
    expect(await titles('jijiangshanchu')).toEqual([]);
  });
});

describe('works written before the search tables', () => {
  it('get their keys when the database opens', async () => {
    const database = await testDatabase(mkdtempSync(join(s.dir, 'migration-')));
    const db = connect(database.url);
    try {
      await migrateTo(db, '0009_code_requesters');
      const { id: classId } = await db
        .insertInto('classes')
        .values({ kind: 'novel', name: '仙侠', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('works')
        .values(workRow({ kind: 'novel', title: '剑来', author: '烽火戏诸侯', views: 9, class_id: classId }))
        .execute();
    } finally {
      await db.destroy();
    }
    const opened = await openDatabase(database.url);
    try {
      const terms = await opened
        .selectFrom('work_search_terms')
        .select(['term', 'rank', 'kind', 'views'])
        .where('lane', '=', 0)
        .orderBy('rank')
        .orderBy('term')
        .execute();
      expect(terms).toEqual([
        { term: '剑来', rank: 1, kind: 'novel', views: 9 },
        { term: 'jianlai', rank: 3, kind: 'novel', views: 9 },
        { term: '剑lai', rank: 3, kind: 'novel', views: 9 },
        { term: 'jl', rank: 4, kind: 'novel', views: 9 },
        { term: 'fenghuoxizhuhou', rank: 5, kind: 'novel', views: 9 },
        { term: 'fhxzh', rank: 5, kind: 'novel', views: 9 },
        { term: '烽huoxizhuhou', rank: 5, kind: 'novel', views: 9 },
        { term: '烽火戏诸侯', rank: 5, kind: 'novel', views: 9 },
      ]);
      // Opened again, nothing is keyed twice.
      const before = await opened.selectFrom('work_search_terms').select('term').execute();
      const again = await openDatabase(database.url);
      await again.destroy();
      expect(await opened.selectFrom('work_search_terms').select('term').execute()).toHaveLength(before.length);
    } finally {
      await opened.destroy();
      await database.drop();
    }
  });
});
