import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blankWork, splitTags, toWorkBody, WorkFormSchema } from './work-form';

describe('the work form', () => {
  it('reads tags written with any separator, once each', () => {
    expect(splitTags('热血，冒险、 校园,热血  奇幻')).toEqual(['热血', '冒险', '校园', '奇幻']);
  });

  it('sends the limited-free end as the Unix time of that China time', () => {
    const body = toWorkBody({ ...blankWork(3), title: ' 标题 ', author: '作者', free_until: '2025-03-01T08:00' });
    expect(body).toMatchObject({ title: '标题', class_id: 3, tags: [], free_until: Date.UTC(2025, 2, 1, 0) / 1000 });
    expect(toWorkBody(blankWork(3)).free_until).toBeNull();
  });

  it('sends the update day as an ISO weekday, or null for none', () => {
    expect(toWorkBody({ ...blankWork(3), update_weekday: '3' }).update_weekday).toBe(3);
    expect(toWorkBody(blankWork(3)).update_weekday).toBeNull();
  });

  it('refuses what the API would', () => {
    const ok = { ...blankWork(1), title: '标题', author: '作者' };
    expect(v.is(WorkFormSchema, ok)).toBe(true);
    expect(v.is(WorkFormSchema, { ...ok, title: '' })).toBe(false);
    expect(v.is(WorkFormSchema, { ...ok, tags: 'a,b,c,d,e,f,g,h,i' })).toBe(false);
    expect(v.is(WorkFormSchema, { ...ok, tags: '一个很长很长很长很长的标签' })).toBe(false);
    expect(v.is(WorkFormSchema, { ...ok, free_until: 'tomorrow' })).toBe(false);
  });
});
