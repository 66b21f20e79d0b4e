/**
 * What each route declares in `staticData`: its name, its title and whether it stays
 * alive when hidden. The tab bar and the nav bar decide by route name, as the spec does.
 */
import type { MessageDescriptor } from '@lingui/core';

export interface RouteMeta {
  name: string;
  title: MessageDescriptor;
  keepAlive?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}

export const TAB_BAR_ROUTES: ReadonlySet<string> = new Set([
  'index',
  'video',
  'novel',
  'video_column',
  'vip',
  'collection',
  'personal',
]);

export const NAV_BAR_HIDDEN: ReadonlySet<string> = new Set([
  'transfer',
  'index',
  'video',
  'novel',
  'list_column_tag',
  'list_column_video',
  'list_column_novel',
  'recharge',
  'manga_content',
  'novel_content',
  'today_list',
  'promotion',
  'sign_in',
  'vip',
  'collection',
  'home',
  'video_column',
  'personal',
  'search',
  'video_index',
  'novel_index',
  'list_column',
  'catalogue',
  // Its own header holds 编辑 / 完成.
  'downloads',
]);
