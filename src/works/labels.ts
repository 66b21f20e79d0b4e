/** Labels of works and of the discovery filters (kind, sort, status, weekday), for every screen that shows them. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListSort, WorkKind, WorkStatus } from '../core/contract/content';

export const KIND_LABELS: Record<WorkKind, MessageDescriptor> = {
  comic: msg`漫画`,
  novel: msg`小说`,
  video: msg`视频`,
};

export const SORT_LABELS: Record<ListSort, MessageDescriptor> = {
  hot: msg`人气`,
  new: msg`最新`,
  score: msg`评分`,
};

export const STATUS_LABELS: Record<WorkStatus | 'all', MessageDescriptor> = {
  all: msg`全部`,
  ongoing: msg`连载中`,
  completed: msg`已完结`,
};

/** ISO weekdays, 1 = Monday. */
export const WEEKDAY_LABELS: readonly MessageDescriptor[] = [
  msg`周一`,
  msg`周二`,
  msg`周三`,
  msg`周四`,
  msg`周五`,
  msg`周六`,
  msg`周日`,
];

export const isoWeekday = (date = new Date()) => ((date.getDay() + 6) % 7) + 1;
