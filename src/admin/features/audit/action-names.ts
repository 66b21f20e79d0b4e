/** The audit log's actions and targets as the console says them (an action's code stays beside it, for searching). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '../../../core/admin/audit-actions';

export const ACTION_NAMES: Record<AuditAction, MessageDescriptor> = {
  'work.create': msg`新建作品`,
  'work.edit': msg`修改作品`,
  'work.hide': msg`隐藏作品`,
  'work.unhide': msg`取消隐藏作品`,
  'work.cover': msg`更换封面`,
  'work.delete': msg`删除作品`,
  'work.import': msg`导入新作品`,
  'chapters.import': msg`导入章节`,
  'chapters.reorder': msg`调整章节顺序`,
  'chapter.edit': msg`修改章节`,
  'chapter.delete': msg`删除章节`,
  'notice.create': msg`新建公告`,
  'notice.edit': msg`修改公告`,
  'notice.delete': msg`删除公告`,
  'operator.create': msg`新建管理员`,
  'operator.edit': msg`修改管理员`,
  'operator.reset': msg`重置密码`,
  'operator.setPassword': msg`设置密码`,
  'operator.signIn': msg`登录`,
  'operator.signOut': msg`退出登录`,
  'operator.signOutEverywhere': msg`退出所有设备`,
  'package.create': msg`新建充值套餐`,
  'package.edit': msg`修改充值套餐`,
  'settings.edit': msg`修改设置`,
  'order.refund': msg`订单退款`,
  'reader.adjustGold': msg`调整金币`,
  'reader.grantVip': msg`赠送会员`,
  'reader.endSessions': msg`结束读者登录`,
  'reader.ban': msg`封禁读者`,
  'reader.unban': msg`解除封禁`,
  'agent.approve': msg`通过代理申请`,
  'agent.reject': msg`拒绝代理申请`,
  'home.layout': msg`修改首页布局`,
  'home.hotWords': msg`修改热门搜索词`,
  'topic.create': msg`新建专题`,
  'topic.edit': msg`修改专题`,
  'topic.delete': msg`删除专题`,
  'topic.reorder': msg`调整专题顺序`,
  'app.create': msg`新建应用`,
  'app.edit': msg`修改应用`,
  'app.delete': msg`删除应用`,
};

/** Groups of actions by what they act on: a filter is their common start. */
export const ACTION_GROUPS: Record<
  | 'work.'
  | 'chapter.'
  | 'chapters.'
  | 'notice.'
  | 'operator.'
  | 'package.'
  | 'order.'
  | 'reader.'
  | 'home.'
  | 'topic.'
  | 'app.',
  MessageDescriptor
> = {
  'work.': msg({ message: '作品', context: 'audit target' }),
  'chapter.': msg({ message: '章节', context: 'audit target' }),
  'chapters.': msg`章节（批量）`,
  'notice.': msg({ message: '公告', context: 'audit target' }),
  'operator.': msg`管理员与登录`,
  'package.': msg`充值套餐`,
  'order.': msg`订单`,
  'reader.': msg`读者`,
  'home.': msg({ message: '首页', context: 'audit target' }),
  'topic.': msg({ message: '专题', context: 'audit target' }),
  'app.': msg({ message: '应用中心', context: 'audit target' }),
};

/** What an entry acts on. */
export const TARGET_NAMES = {
  work: msg({ message: '作品', context: 'audit target' }),
  chapter: msg({ message: '章节', context: 'audit target' }),
  notice: msg({ message: '公告', context: 'audit target' }),
  operator: msg({ message: '管理员', context: 'audit target' }),
  package: msg`充值套餐`,
  order: msg`订单`,
  reader: msg`读者`,
  settings: msg`设置`,
  home: msg({ message: '首页', context: 'audit target' }),
  topic: msg({ message: '专题', context: 'audit target' }),
  app: msg({ message: '应用', context: 'audit target' }),
} as const;
