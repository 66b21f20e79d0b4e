/**
 * The home of a channel (comic, novel or video): its top menus, banners and sections. Each
 * section is one small query; a section with nothing in it is left out, so the app never draws
 * an empty shelf.
 */
import type { HomeAnswer, Menu, MORE_PATHS, Section, WorkKind } from '../../src/core/contract/content';
import { classesOf, homeRows } from '../db/content';
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

export async function homeAnswer(channel: WorkKind, ctx: ApiContext): Promise<HomeAnswer> {
  const { db, media } = ctx;
  const now = nowSeconds();
  const today = chinaWeekday(now);
  const [classes, { shelves, banners }] = await Promise.all([
    classesOf(db, [channel, 'video']),
    homeRows(db, channel, now, today, MAX_BANNERS),
  ]);
  const tab = (c: (typeof classes)[number]): Menu => ({
    id: CLASS_MENU_BASE + c.id,
    name: c.name,
    kind: c.kind,
    class_id: c.id,
  });
  const [picks = [], rank = [], fresh = [], completed = [], free = [], updated = [], topicWorks = []] =
    await toCardGroups(db, shelves, media, now);
  const kindQuery = { kind: channel };
  const sections: Section[] = [
    // Without editor's picks (an operator's own catalogue), the best scored stand in.
    {
      id: 'editor',
      title: '编辑推荐',
      style: 'rail',
      more: null,
      items: picks.length > 0 ? picks : [...rank].sort((a, b) => b.score - a.score).slice(0, 8),
    },
    {
      id: 'rank',
      title: '人气排行',
      style: 'rank',
      more: { path: LIST_PATH[channel], query: { ...kindQuery, sort: 'hot' } },
      items: rank,
    },
    {
      id: 'new',
      title: '新作上架',
      style: 'grid',
      more: { path: LIST_PATH[channel], query: { ...kindQuery, sort: 'new' } },
      items: fresh,
    },
    {
      id: 'completed',
      title: '完结佳作',
      style: 'grid',
      more: { path: '/special_column/end_list', query: kindQuery },
      items: completed,
    },
    {
      id: 'free',
      title: '限时免费',
      style: 'rail',
      more: { path: '/special_column/free_list', query: kindQuery },
      items: free,
    },
    {
      id: 'today',
      title: '今日更新',
      style: 'rail',
      more: { path: '/special_column/today_list', query: { ...kindQuery, weekday: String(today) } },
      items: updated,
    },
    {
      id: 'topics',
      title: '精选专题',
      style: 'wide',
      more: { path: '/special_column/special_list', query: {} },
      items: topicWorks,
    },
  ];

  return {
    top_menu_home: [
      ...CHANNELS,
      ...classes
        .filter((c) => c.kind === channel)
        .slice(0, CLASS_TABS)
        .map(tab),
    ],
    top_menu_video: [
      { id: 3, name: '推荐', kind: 'video', class_id: null },
      ...classes.filter((c) => c.kind === 'video').map(tab),
    ],
    banners: banners.map((b) => ({ ...b, image: mediaUrl(media, b.image) })),
    sections: sections.filter((s) => s.items.length > 0),
  };
}
