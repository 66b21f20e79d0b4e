/**
 * The banner form's values and checks: the layout's own field rules (core/home-layout.ts), a
 * target chosen as a work or a web address, and the window as China times. toBanner turns the
 * values into the layout's banner.
 */
import * as v from 'valibot';
import { chinaInputToSeconds, secondsToChinaInput } from '../../../core/admin/china-time';
import { bannerUrl, type LayoutBanner } from '../../../core/home-layout';

const chinaTime = v.pipe(
  v.string(),
  v.check((text) => text === '' || chinaInputToSeconds(text) !== null),
);

export const BannerFormSchema = v.pipe(
  v.object({
    image: v.pipe(v.string(), v.minLength(1)),
    title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
    subtitle: v.pipe(v.string(), v.trim(), v.maxLength(60)),
    target: v.picklist(['work', 'url']),
    work_id: v.nullable(v.number()),
    url: v.string(),
    show_from: chinaTime,
    show_until: chinaTime,
  }),
  v.forward(
    v.check((f) => f.target !== 'work' || f.work_id !== null),
    ['work_id'],
  ),
  v.forward(
    v.check((f) => f.target !== 'url' || v.is(bannerUrl, f.url)),
    ['url'],
  ),
  v.forward(
    v.check((f) => {
      const from = chinaInputToSeconds(f.show_from);
      const until = chinaInputToSeconds(f.show_until);
      return from === null || until === null || from < until;
    }),
    ['show_until'],
  ),
);
export type BannerFormValues = v.InferInput<typeof BannerFormSchema>;

export const blankBanner: BannerFormValues = {
  image: '',
  title: '',
  subtitle: '',
  target: 'work',
  work_id: null,
  url: '',
  show_from: '',
  show_until: '',
};

const timeInput = (seconds: number | null) => (seconds === null ? '' : secondsToChinaInput(seconds));

export const bannerFormValues = (b: LayoutBanner): BannerFormValues => ({
  image: b.image,
  title: b.title,
  subtitle: b.subtitle,
  target: b.work_id === null ? 'url' : 'work',
  work_id: b.work_id,
  url: b.url ?? '',
  show_from: timeInput(b.show_from),
  show_until: timeInput(b.show_until),
});

export function toBanner(values: BannerFormValues, key: string): LayoutBanner {
  const work = values.target === 'work';
  return {
    key,
    image: values.image,
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    work_id: work ? values.work_id : null,
    url: work ? null : values.url.trim(),
    show_from: values.show_from ? chinaInputToSeconds(values.show_from) : null,
    show_until: values.show_until ? chinaInputToSeconds(values.show_until) : null,
  };
}
