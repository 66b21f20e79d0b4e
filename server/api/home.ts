/**
 * The home of a channel (comic, novel or video): its top menus, banners and sections, built from
 * the channel's layout — the one an editor saved in the console, or else the standard one drawn
 * from the content tables — or from a draft of it (the console's preview), by the same code. Each
 * section is one small query; a section with nothing in it is left out, so the app never draws an
 * empty shelf. A banner shows within its window only, and one leading to a work readers cannot see
 * is left out.
 */
import * as v from 'valibot';
import type { Banner, HomeAnswer, Menu, MORE_PATHS, Section, WorkKind } from '../../src/core/contract/content';
import { bannerShowsAt, HomeLayout, type LayoutSection, type SectionSource } from '../../src/core/home-layout';
import { type CardRow, classesOf } from '../db/content';
import type { Db } from '../db/engine';
import { layoutName, storedLayout } from '../db/home-layouts';
import { shelfRows, storedBanners, visibleKinds } from '../db/lists';
import { mediaUrl } from '../media/media-store';
import { chinaWeekday, nowSeconds } from '../time/china-time';
import { toCardGroups } from './cards';
import type { ApiContext } from './context';

const CHANNELS: Menu[] = [
  { id: 1, name: '漫画', kind: 'comic', class_id: null },
  { id: 2, name: '小说', kind: 'novel', class_id: null },
  { id: 3, name: '视频', kind: 'video', class_id: null },
];
/** Class tabs have the id 100 + the class id, apart from the channels' 1–3. */
const CLASS_MENU_BASE = 100;
const CLASS_TABS = 4;
const MAX_BANNERS = 6;

/** The list route of a kind, for "more" on the rank and new sections. */
const LIST_PATH = {
  comic: '/list_column/home_index',
  novel: '/list_column/index_novel',
  video: '/catalogue',
} as const satisfies Record<WorkKind, (typeof MORE_PATHS)[number]>;

/** The standard sections, in order: a channel's home until an editor lays it out. */
const STANDARD_SECTIONS: ReadonlyArray<Pick<LayoutSection, 'key' | 'title' | 'style' | 'source'>> = [
  { key: 'editor', title: '编辑推荐', style: 'rail', source: 'editor' },
  { key: 'rank', title: '人气排行', style: 'rank', source: 'rank' },
  { key: 'new', title: '新作上架', style: 'grid', source: 'new' },
  { key: 'completed', title: '完结佳作', style: 'grid', source: 'completed' },
  { key: 'free', title: '限时免费', style: 'rail', source: 'free' },
  { key: 'today', title: '今日更新', style: 'rail', source: 'today' },
  { key: 'topics', title: '精选专题', style: 'wide', source: 'topic' },
];

/**
 * A section's id: its standard key while it has its standard title (readers then say the title in
 * their language), else one of its own, so that a title an editor wrote is shown as written.
 */
const STANDARD_TITLES = new Map(STANDARD_SECTIONS.map((s) => [s.key, s.title]));
const sectionId = ({ key, title }: Pick<LayoutSection, 'key' | 'title'>) =>
  STANDARD_TITLES.get(key) === title ? key : `own-${key}`;

/** The layout of a channel no editor has saved: its first class tabs, its stored banners, the standard sections. */
export async function standardLayout(db: Db, channel: WorkKind): Promise<HomeLayout> {
  const [classes, banners] = await Promise.all([classesOf(db, [channel]), storedBanners(db, channel)]);
  return {
    menu_class_ids: classes.slice(0, CLASS_TABS).map((c) => c.id),
    banners: banners.map((b) => ({
      key: `b${b.id}`,
      image: b.image,
      title: b.title,
      subtitle: b.subtitle,
      work_id: b.work_id,
      url: null,
      show_from: null,
      show_until: null,
    })),
    sections: STANDARD_SECTIONS.map((s) => ({ ...s, work_ids: [], topic_id: null })),
  };
}

/** The layout an editor saved for the channel (when it still reads as one), else null. */
export async function savedLayout(db: Db, channel: WorkKind): Promise<HomeLayout | null> {
  const saved = v.safeParse(HomeLayout, await storedLayout(db, layoutName(channel)));
  return saved.success ? saved.output : null;
}

/** The channel's layout as readers get it: the saved one, else the standard. */
export async function channelLayout(db: Db, channel: WorkKind): Promise<HomeLayout> {
  return (await savedLayout(db, channel)) ?? standardLayout(db, channel);
}

/** Where a section's "more" leads, by its source. */
function moreOf(source: SectionSource, channel: WorkKind, today: number, topicId: number | null): Section['more'] {
  const kindQuery = { kind: channel };
  switch (source) {
    case 'rank':
      return { path: LIST_PATH[channel], query: { ...kindQuery, sort: 'hot' } };
    case 'new':
      return { path: LIST_PATH[channel], query: { ...kindQuery, sort: 'new' } };
    case 'completed':
      return { path: '/special_column/end_list', query: kindQuery };
    case 'free':
      return { path: '/special_column/free_list', query: kindQuery };
    case 'today':
      return { path: '/special_column/today_list', query: { ...kindQuery, weekday: String(today) } };
    case 'topic':
      return { path: '/special_column/special_list', query: topicId === null ? {} : { id: String(topicId) } };
    default:
      return null;
  }
}

async function answerBanners(db: Db, layout: HomeLayout, channel: WorkKind, media: string, now: number) {
  const showing = layout.banners.filter((b) => bannerShowsAt(b, now));
  const kinds = await visibleKinds(
    db,
    showing.flatMap((b) => (b.work_id === null ? [] : [b.work_id])),
    now,
  );
  return showing
    .flatMap((b, i): Banner[] => {
      const kind = b.work_id === null ? channel : kinds.get(b.work_id);
      if (!kind) return [];
      const { title, subtitle, work_id, url } = b;
      return [{ id: i + 1, image: mediaUrl(media, b.image), title, subtitle, work_id, kind, url }];
    })
    .slice(0, MAX_BANNERS);
}

export async function homeAnswer(
  channel: WorkKind,
  ctx: Pick<ApiContext, 'db' | 'media'>,
  draft?: HomeLayout,
): Promise<HomeAnswer> {
  const { db, media } = ctx;
  const now = nowSeconds();
  const today = chinaWeekday(now);
  const layout = draft ?? (await channelLayout(db, channel));
  const [classes, banners, shelves] = await Promise.all([
    classesOf(db, [channel, 'video']),
    answerBanners(db, layout, channel, media, now),
    Promise.all(
      layout.sections.map(
        (s): Promise<CardRow[]> =>
          shelfRows(db, channel, { source: s.source, workIds: s.work_ids, topicId: s.topic_id }, now, today),
      ),
    ),
  ]);
  const tab = (c: (typeof classes)[number]): Menu => ({
    id: CLASS_MENU_BASE + c.id,
    name: c.name,
    kind: c.kind,
    class_id: c.id,
  });
  const groups = await toCardGroups(db, shelves, media, now);
  const sections: Section[] = layout.sections.map((s, i) => ({
    id: sectionId(s),
    title: s.title,
    style: s.style,
    more: moreOf(s.source, channel, today, s.topic_id),
    items: groups[i] ?? [],
  }));
  const channelClasses = new Map(classes.filter((c) => c.kind === channel).map((c) => [c.id, c]));

  return {
    top_menu_home: [...CHANNELS, ...layout.menu_class_ids.flatMap((id) => channelClasses.get(id) ?? []).map(tab)],
    top_menu_video: [
      { id: 3, name: '推荐', kind: 'video', class_id: null },
      ...classes.filter((c) => c.kind === 'video').map(tab),
    ],
    banners,
    sections: sections.filter((s) => s.items.length > 0),
  };
}
