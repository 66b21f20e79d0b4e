import { describe, expect, it } from 'vitest';
import type { Notice } from '../../core/contract/site';
import { markNoticeShown } from '../../core/rules/notice-frequency';
import {
  isEmptyPlan,
  planIframes,
  planNotices,
  planOverlay,
  planSplash,
  SPLASH_DEFAULT_SECONDS,
  SPLASH_MAX_SECONDS,
  splashSeconds,
} from './overlay-plan';

const ORIGIN = 'https://manyue.test';
const day1 = new Date(2024, 0, 15, 9);
const day2 = new Date(2024, 0, 16, 9);

const notice = (id: number, type: number, show_frequency: number): Notice => ({
  id,
  type,
  title: `notice ${id}`,
  content: '<p>hi</p>',
  show_frequency,
  content_type: 1,
});

describe('planSplash', () => {
  it('is off unless open_screen_switch is exactly 1', () => {
    for (const value of [undefined, '', '0', '2', 'true', 'on', '01']) {
      expect(planSplash({ open_screen_switch: value as string, open_screen_time: '5' }, ORIGIN)).toBeNull();
    }
    expect(planSplash({ open_screen_switch: '1' }, ORIGIN)).not.toBeNull();
    expect(planSplash({ open_screen_switch: ' 1 ' }, ORIGIN)).not.toBeNull();
  });

  it('counts from open_screen_time, with a default and a cap', () => {
    expect(planSplash({ open_screen_switch: '1', open_screen_time: '3' }, ORIGIN)?.seconds).toBe(3);
    expect(splashSeconds(undefined)).toBe(SPLASH_DEFAULT_SECONDS);
    expect(splashSeconds('soon')).toBe(SPLASH_DEFAULT_SECONDS);
    expect(splashSeconds('-2')).toBe(SPLASH_DEFAULT_SECONDS);
    expect(splashSeconds('2.5')).toBe(SPLASH_DEFAULT_SECONDS);
    expect(splashSeconds('600')).toBe(SPLASH_MAX_SECONDS);
  });

  it('shows nothing for a countdown of 0 (it would hide at once)', () => {
    expect(planSplash({ open_screen_switch: '1', open_screen_time: '0' }, ORIGIN)).toBeNull();
  });

  it('routes our own pages in the app and opens other sites as links', () => {
    const own = planSplash({ open_screen_switch: '1', open_screen_url: '/vip?from=splash' }, ORIGIN);
    expect(own?.appPath).toBe('/vip?from=splash');
    const other = planSplash({ open_screen_switch: '1', open_screen_url: 'https://ads.example/x' }, ORIGIN);
    expect(other?.appPath).toBeNull();
    expect(other?.href).toBe('https://ads.example/x');
  });

  it('links to open_screen_url only when it is a web address', () => {
    const plan = (url: string) => planSplash({ open_screen_switch: '1', open_screen_url: url }, ORIGIN)?.href;
    expect(plan('/vip')).toBe('https://manyue.test/vip');
    expect(plan('https://ads.example/x')).toBe('https://ads.example/x');
    expect(plan('javascript:alert(1)')).toBeNull();
    expect(plan('')).toBeNull();
  });

  it('takes carousel images from open_screen_images, dropping what is not a web address', () => {
    const images = planSplash(
      {
        open_screen_switch: '1',
        open_screen_images: 'https://cdn.example/a.jpg, /b.png,,javascript:x, data:x,http://cdn.example/c.jpg',
      },
      ORIGIN,
    )?.images;
    expect(images).toEqual(['https://cdn.example/a.jpg', 'https://manyue.test/b.png']);
    expect(planSplash({ open_screen_switch: '1' }, ORIGIN)?.images).toEqual([]);
  });
});

describe('planIframes', () => {
  it('reads load_url from the JSON list, in order', () => {
    const raw = JSON.stringify([{ load_url: 'https://a.example/1' }, { load_url: '/local' }]);
    expect(planIframes(raw, ORIGIN)).toEqual(['https://a.example/1', 'https://manyue.test/local']);
  });

  it.each([undefined, '', '  ', '[]', 'not json', '{"load_url":"https://a.example"}', '[{"url":"x"}]', '[1]'])(
    'means no items for %p',
    (raw) => {
      expect(planIframes(raw, ORIGIN)).toEqual([]);
    },
  );

  it('drops items the page may not frame: not a web address, or plain http elsewhere (CSP frame-src)', () => {
    const raw = JSON.stringify([
      { load_url: 'javascript:alert(1)' },
      { load_url: 'http://a.example/insecure' },
      { load_url: 'https://a.example/ok' },
    ]);
    expect(planIframes(raw, ORIGIN)).toEqual(['https://a.example/ok']);
  });
});

describe('planNotices', () => {
  it('puts the swipe-style (type 2) notices first, each group in server order', () => {
    const type1 = [notice(5, 1, 1), notice(3, 1, 1)];
    const type2 = [notice(9, 2, 1), notice(4, 2, 1)];
    expect(planNotices([type1, type2], {}, day1).map((n) => n.id)).toEqual([9, 4, 5, 3]);
  });

  it('shows each notice once even if two lists return it', () => {
    expect(planNotices([[notice(1, 2, 1)], [notice(1, 2, 1)]], {}, day1).map((n) => n.id)).toEqual([1]);
  });

  it('sorts by the notice type, not by the list it came in', () => {
    expect(planNotices([[notice(1, 1, 1), notice(2, 2, 1)], []], {}, day1).map((n) => n.id)).toEqual([2, 1]);
  });

  it('applies the frequency rule: 3 never again, 2 once a day, others every time', () => {
    const list = [notice(1, 2, 3), notice(2, 1, 2), notice(3, 1, 1)];
    let records = {};
    for (const n of list) records = markNoticeShown(n, records, day1);
    expect(planNotices([list], records, day1).map((n) => n.id)).toEqual([3]);
    expect(planNotices([list], records, day2).map((n) => n.id)).toEqual([2, 3]);
    expect(planNotices([list], {}, day1).map((n) => n.id)).toEqual([1, 2, 3]);
  });
});

describe('planOverlay', () => {
  it('counts the swipe-style notices, which come first', () => {
    const values = {};
    const notices = [[notice(1, 1, 1), notice(2, 2, 1), notice(3, 2, 1)]];
    const plan = planOverlay({ values, notices, records: {}, now: day1, origin: ORIGIN });
    expect(plan.notices.map((n) => n.id)).toEqual([2, 3, 1]);
    expect(plan.swipeCount).toBe(2);
  });

  it('is empty with the demo settings once the notices were seen', () => {
    const values = { open_screen_switch: '0', open_screen_time: '5', open_screen_url: '/' };
    const list = [notice(1, 2, 3)];
    const records = markNoticeShown(list[0] as Notice, {}, day1);
    expect(isEmptyPlan(planOverlay({ values, notices: [list], records, now: day1, origin: ORIGIN }))).toBe(true);
    expect(isEmptyPlan(planOverlay({ values, notices: [list], records: {}, now: day1, origin: ORIGIN }))).toBe(false);
  });
});
