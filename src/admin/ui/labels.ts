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

export const ACCESS_NAMES = { free: msg`免费`, vip: msg`VIP`, gold: msg`金币` } as const;
