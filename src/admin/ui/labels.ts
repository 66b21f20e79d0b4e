/** Names of the domain's values as the console says them. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperatorRole } from '../../core/admin/roles';

export const ROLE_NAMES: Record<OperatorRole, MessageDescriptor> = {
  owner: msg`所有者`,
  editor: msg`编辑`,
  finance: msg`财务`,
  support: msg`客服`,
};

export const KIND_NAMES = { comic: msg`漫画`, novel: msg`小说`, video: msg`视频` } as const;

export const STATUS_NAMES = { ongoing: msg`连载`, completed: msg`完结` } as const;

/** The days new chapters may come out, in the work form's order: '' is none, then ISO weekdays. */
export const UPDATE_DAYS = ['', '1', '2', '3', '4', '5', '6', '7'] as const;

/** Their names. */
export const UPDATE_DAY_NAMES = {
  '': msg`不定期`,
  '1': msg`每周一`,
  '2': msg`每周二`,
  '3': msg`每周三`,
  '4': msg`每周四`,
  '5': msg`每周五`,
  '6': msg`每周六`,
  '7': msg`每周日`,
} as const;

export const ACCESS_NAMES = { free: msg`免费`, vip: msg`VIP`, gold: msg`金币` } as const;
