/**
 * A channel's home as the editors lay it out: the class tabs of its top menu in order, its banners
 * (a work or a web address each, shown within an optional window) and its sections in order, each
 * drawing its works from one source. The server builds readers' home answers from the saved
 * layout, and the console's preview from a draft of it, by the same code; both check it with this
 * schema. Hot search words are a list of their own.
 */
import * as v from 'valibot';

export const SECTION_SOURCES = ['picks', 'editor', 'rank', 'new', 'completed', 'free', 'today', 'topic'] as const;
export type SectionSource = (typeof SECTION_SOURCES)[number];
export const SECTION_STYLES = ['rail', 'grid', 'rank', 'wide'] as const;

export const MAX_BANNERS = 10;
export const MAX_SECTIONS = 20;
export const MAX_PICKS = 30;
export const MAX_MENU_TABS = 12;
export const MAX_HOT_WORDS = 20;

const workId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
/** Unix seconds (2000 to 2100). */
const seconds = v.pipe(v.number(), v.integer(), v.minValue(946_684_800), v.maxValue(4_102_444_800));
const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
/** A key the console gives an item so that edits and moves keep track of it. */
const key = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/));
/** A web address a banner opens: http(s) only. */
export const bannerUrl = v.pipe(v.string(), v.trim(), v.maxLength(500), v.url(), v.regex(/^https?:\/\//i));
/** A media path of a stored picture (console/images…, demo/…, works/…). */
const mediaPath = v.pipe(v.string(), v.regex(/^[\w-]+(\/[\w.-]+)+$/), v.maxLength(300));

export const LayoutBanner = v.pipe(
  v.strictObject({
    key,
    image: mediaPath,
    title: text(1, 40),
    subtitle: v.pipe(v.string(), v.trim(), v.maxLength(60)),
    /** Opens this work, or else this web address. */
    work_id: v.nullable(workId),
    url: v.nullable(bannerUrl),
    show_from: v.nullable(seconds),
    show_until: v.nullable(seconds),
  }),
  v.check((b) => (b.work_id === null) !== (b.url === null), 'target'),
  v.check((b) => b.show_from === null || b.show_until === null || b.show_from < b.show_until, 'window'),
);
export type LayoutBanner = v.InferOutput<typeof LayoutBanner>;

export const LayoutSection = v.pipe(
  v.strictObject({
    key,
    title: text(1, 20),
    style: v.picklist(SECTION_STYLES),
    source: v.picklist(SECTION_SOURCES),
    /** The works of a picks section, in order. */
    work_ids: v.pipe(v.array(workId), v.maxLength(MAX_PICKS)),
    /** The topic a topic section shows (null: the first with works of the channel). */
    topic_id: v.nullable(workId),
  }),
  v.check((s) => s.source !== 'picks' || s.work_ids.length > 0, 'work_ids'),
);
export type LayoutSection = v.InferOutput<typeof LayoutSection>;

export const HomeLayout = v.strictObject({
  /** The class tabs after the channels, in order. */
  menu_class_ids: v.pipe(v.array(workId), v.maxLength(MAX_MENU_TABS)),
  banners: v.pipe(v.array(LayoutBanner), v.maxLength(MAX_BANNERS)),
  sections: v.pipe(v.array(LayoutSection), v.maxLength(MAX_SECTIONS)),
});
export type HomeLayout = v.InferOutput<typeof HomeLayout>;

export const HotWords = v.pipe(v.array(text(1, 20)), v.maxLength(MAX_HOT_WORDS));

/** Whether a banner shows at `now` (Unix seconds): inside its window, when it has one. */
export const bannerShowsAt = (banner: Pick<LayoutBanner, 'show_from' | 'show_until'>, now: number): boolean =>
  (banner.show_from === null || banner.show_from <= now) && (banner.show_until === null || now < banner.show_until);
