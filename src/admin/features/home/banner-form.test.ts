import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LayoutBanner } from '../../../core/home-layout';
import { BannerFormSchema, type BannerFormValues, bannerFormValues, blankBanner, toBanner } from './banner-form';

const filled: BannerFormValues = { ...blankBanner, image: 'console/images/ab.webp', title: '新番', work_id: 7 };

describe('banner form', () => {
  it('turns its values into a layout banner and back', () => {
    const values = { ...filled, show_from: '2026-12-01T10:00', show_until: '2026-12-02T10:00' };
    expect(v.is(BannerFormSchema, values)).toBe(true);
    const banner = toBanner(values, 'b1');
    expect(v.is(LayoutBanner, banner)).toBe(true);
    expect((banner.show_until ?? 0) - (banner.show_from ?? 0)).toBe(86_400);
    expect(bannerFormValues(banner)).toEqual(values);
  });

  it('asks for a target, a web address that is one, and a window that ends after it starts', () => {
    const issues = (values: typeof filled) =>
      v.safeParse(BannerFormSchema, values).issues?.map((issue) => v.getDotPath(issue));
    expect(issues({ ...filled, work_id: null })).toEqual(['work_id']);
    expect(issues({ ...filled, target: 'url', url: 'javascript:alert(1)' })).toEqual(['url']);
    expect(issues({ ...filled, show_from: '2026-12-02T10:00', show_until: '2026-12-01T10:00' })).toEqual([
      'show_until',
    ]);
  });

  it('keeps a web address target without a work', () => {
    const banner = toBanner({ ...filled, target: 'url', url: 'https://example.com/a' }, 'b2');
    expect(banner).toMatchObject({ work_id: null, url: 'https://example.com/a' });
  });
});
