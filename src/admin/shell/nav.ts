/**
 * The console's navigation: one entry per page, in the area whose roles may open it. The shell
 * shows an operator only their role's entries; each page's route checks its area too (guard.ts),
 * and the server every call. A new page adds its entry here.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Area, mayWorkIn, type OperatorRole } from '../../core/admin/roles';
import type { FileRouteTypes } from '../routeTree.gen';

export interface NavEntry {
  to: FileRouteTypes['to'];
  label: MessageDescriptor;
  /** Absent: every operator's page. */
  area?: Area;
  /** A group heading it sits under. */
  group: MessageDescriptor;
}

const OVERVIEW = msg`数据`;
const CONTENT = msg`内容`;
const BUSINESS = msg`运营`;
const SYSTEM = msg`系统`;

export const NAV: readonly NavEntry[] = [
  { to: '/', label: msg`概览`, group: OVERVIEW },
  { to: '/works', label: msg`作品`, area: 'content', group: CONTENT },
  { to: '/notices', label: msg`启动公告`, area: 'content', group: CONTENT },
  { to: '/home', label: msg`首页与发现`, area: 'content', group: CONTENT },
  { to: '/orders', label: msg`订单`, area: 'finance', group: BUSINESS },
  { to: '/prices', label: msg`价格与奖励`, area: 'finance', group: BUSINESS },
  { to: '/readers', label: msg`读者`, area: 'readers', group: BUSINESS },
  { to: '/audit', label: msg`操作日志`, area: 'audit', group: SYSTEM },
  { to: '/operators', label: msg`管理员`, area: 'site', group: SYSTEM },
  { to: '/site', label: msg`站点设置`, area: 'site', group: SYSTEM },
];

/** Whether the operator's role may open the entry's page. */
export const mayOpen = (role: OperatorRole, entry: NavEntry): boolean => !entry.area || mayWorkIn(role, entry.area);
