import { describe, expect, it } from 'vitest';
import { groupPages, SINGLE_PAGES, spreadSize, wideScreen } from './spreads';

const tall = { url: '', width: 800, height: 1200 };
const wide = { url: '', width: 1600, height: 1200 };

describe('groupPages', () => {
  it('gives one page a slide without spreads', () => {
    expect(groupPages([tall, tall, tall], SINGLE_PAGES)).toEqual([[0], [1], [2]]);
  });

  it('pairs pages, the cover alone when asked', () => {
    const pages = [tall, tall, tall, tall, tall];
    expect(groupPages(pages, { spreads: true, coverAlone: true })).toEqual([[0], [1, 2], [3, 4]]);
    expect(groupPages(pages, { spreads: true, coverAlone: false })).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('shows a page wider than tall alone, and pairs on after it', () => {
    expect(groupPages([tall, tall, wide, tall, tall], { spreads: true, coverAlone: false })).toEqual([
      [0, 1],
      [2],
      [3, 4],
    ]);
    expect(groupPages([tall, wide, tall], { spreads: true, coverAlone: false })).toEqual([[0], [1], [2]]);
  });
});

describe('spreadSize', () => {
  it('adds the widths at the first page’s height', () => {
    expect(spreadSize([tall, { url: '', width: 400, height: 600 }])).toMatchObject({ width: 1600, height: 1200 });
    expect(spreadSize([tall])).toBe(tall);
  });
});

describe('wideScreen', () => {
  it('is a landscape screen', () => {
    expect(wideScreen({ width: 844, height: 390 })).toBe(true);
    expect(wideScreen({ width: 390, height: 844 })).toBe(false);
  });
});
