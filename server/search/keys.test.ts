import { describe, expect, it } from 'vitest';
import { foldText } from './fold';
import { SEARCH_RANK, searchKeysOf, TERM_LENGTH } from './keys';
import { matchField, matchUnits, searchQuery } from './match';
import { decodeUnits, encodeUnits, readingOf } from './reading';

describe('folding', () => {
  it('meets Traditional, full-width, upper-case and spaced forms', () => {
    expect(foldText('劍仙 的雙面人生')).toBe('剑仙的双面人生');
    expect(foldText('ＪＩＡＮ Xian')).toBe('jianxian');
    expect(foldText('裡面 著作')).toBe(foldText('里面 著作'));
  });
});

describe('a reading', () => {
  it('reads polyphonic characters in context, and an author’s first as a surname', () => {
    const full = (text: string, surname = false) => readingOf(text, surname).units.map((u) => u.full);
    expect(full('重生之豪门千金')).toEqual(['chong', 'sheng', 'zhi', 'hao', 'men', 'qian', 'jin']);
    expect(full('银行行长')).toEqual(['yin', 'hang', 'hang', 'zhang']);
    expect(full('行走江湖')).toEqual(['xing', 'zou', 'jiang', 'hu']);
    expect(full('长老重来')).toEqual(['zhang', 'lao', 'chong', 'lai']);
    expect(full('长歌重量')).toEqual(['chang', 'ge', 'zhong', 'liang']);
    expect(full('单田芳', true)[0]).toBe('shan');
    expect(full('绿野')).toEqual(['lv', 'ye']);
  });

  it('keeps Latin runs whole and knows where every unit stands in the text', () => {
    const { units } = readingOf('One Piece 航海王');
    expect(units.map((u) => u.full)).toEqual(['one', 'piece', 'hang', 'hai', 'wang']);
    expect(units.map((u) => [u.start, u.end])).toEqual([
      [0, 3],
      [4, 9],
      [10, 11],
      [11, 12],
      [12, 13],
    ]);
  });

  it('is stored and read back', () => {
    const units = readingOf('剑仙 One').units;
    expect(encodeUnits(units)).toBe('剑jian 仙xian one');
    expect(decodeUnits(encodeUnits(units))).toEqual(units.map(({ han, full }) => ({ han, full })));
  });
});

describe('search keys', () => {
  it('are the suffixes of the literal, pinyin and initials keys, ranked and laned', () => {
    const { terms } = searchKeysOf({ title: '剑仙记', author: '风' });
    const of = (rank: number) => terms.filter((t) => t.rank === rank).map((t) => `${t.lane}:${t.term}`);
    expect(of(SEARCH_RANK.titleStart)).toEqual(['0:剑仙记']);
    expect(of(SEARCH_RANK.titleContains)).toEqual(['1:仙记', '1:记']);
    expect(of(SEARCH_RANK.titlePinyin)).toEqual(['0:剑xianji', '1:仙ji', '0:jianxianji', '1:xianji', '1:ji']);
    expect(of(SEARCH_RANK.titleInitials)).toEqual(['0:jxj', '1:xj', '1:j']);
    expect(of(SEARCH_RANK.author)).toEqual(['0:风', '0:feng', '0:f']);
    expect(
      searchKeysOf({ title: '剑', author: '浮不语' }).terms.filter((t) => /^\p{Script=Han}[a-z]/u.test(t.term)),
    ).toEqual([
      { lane: 0, term: '浮buyu', rank: SEARCH_RANK.author },
      { lane: 1, term: '不yu', rank: SEARCH_RANK.author },
    ]);
  });

  it('stay short for a long title', () => {
    const title = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + i * 7)).join('');
    const { terms } = searchKeysOf({ title, author: '' });
    expect(Math.max(...terms.map((t) => [...t.term].length))).toBe(TERM_LENGTH);
    expect(terms.filter((t) => t.rank === SEARCH_RANK.titleContains).length).toBe(TERM_LENGTH - 1);
  });
});

describe('matching a query', () => {
  const units = readingOf('剑仙的双面人生').units;

  it.each([
    ['jianxian', [0, 2]],
    ['jx', [0, 2]],
    ['剑xian', [0, 2]],
    ['剑x', [0, 2]],
    ['j仙d', [0, 3]],
    ['xiandeshuang', [1, 3]],
    ['shuangm', [3, 2]],
  ] as const)('%s takes the units %j', (keyword, taken) => {
    expect(matchUnits(searchQuery(keyword).key, units)).toEqual(taken);
  });

  it('never takes a character the query does not hold', () => {
    expect(matchUnits(searchQuery('见xian').key, units)).toBeNull();
    expect(matchUnits(searchQuery('jiaxian').key, units)).toBeNull();
  });

  it('tells a mixed query, with the lookups of its candidates', () => {
    const readings = (keyword: string) => searchQuery(keyword).readings;
    expect(searchQuery('剑xian')).toMatchObject({ mixed: true, hans: ['剑'] });
    // Begun with a character and going on in pinyin: the mixed terms hold it as it is (剑 then xian…).
    expect(readings('剑xian')).toEqual([]);
    expect(readings('剑xian传')).toEqual(['剑xianchuan', '剑xianzhuan']);
    expect(readings('jian仙')).toEqual(['jianxian']);
    // Letters that are initials: read by initials too.
    expect(readings('剑xd')).toEqual(['jxd']);
    expect(readings('j仙')).toEqual(['jxian', 'jx']);
    expect(searchQuery('劍仙')).toMatchObject({ mixed: false, readings: [] });
  });

  it('finds the matched part in the original text, literal or by units', () => {
    const key = (keyword: string) => searchQuery(keyword).key;
    expect(matchField(key('劍仙'), readingOf('剑仙的双面人生'))).toEqual({ how: 'start', start: 0, end: 2 });
    expect(matchField(key('剑仙'), readingOf('劍仙的雙面人生'))).toEqual({ how: 'start', start: 0, end: 2 });
    expect(matchField('shuangmian', readingOf('剑仙的 双面人生'))).toEqual({ how: 'units', start: 4, end: 6 });
    expect(matchField('piece', readingOf('One Piece'))).toEqual({ how: 'contains', start: 4, end: 9 });
    expect(matchField('剑仙的双面人生', readingOf('剑仙的双面人生'))).toEqual({ how: 'exact', start: 0, end: 7 });
  });

  it('answers a query that could be read in countless ways (each unit whole or by its initial)', () => {
    // Tried one way after another, this would outlast the test's timeout.
    const many = Array.from({ length: 64 }, () => ({ han: null, full: 'aa' }));
    expect(matchUnits(`${'a'.repeat(49)}b`, many)).toBeNull();
  });
});
