/**
 * Names of ledger kinds, order types and order statuses. The server's lists are open (new kinds
 * come with new features): anything not named here gets a plain fallback, never a raw key.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const REASONS: Record<string, MessageDescriptor> = {
  welcome: msg`新人礼包`,
  recharge: msg`金币充值`,
  sign_in: msg`每日签到`,
  purchase: msg`购买章节`,
  refund: msg`退款`,
  vip: msg`会员赠送`,
  adjust: msg`客服调整`,
};

const TYPES: Record<string, MessageDescriptor> = {
  gold: msg`金币充值`,
  vip: msg`开通会员`,
};

const STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`待支付`,
  paid: msg`已支付`,
  cancelled: msg`已取消`,
  expired: msg`已过期`,
  refunded: msg`已退款`,
};

const OTHER_REASON = msg`金币变动`;
const OTHER_TYPE = msg`订单`;
const OTHER_STATUS = msg`处理中`;

const pick = (table: Record<string, MessageDescriptor>, key: string, fallback: MessageDescriptor) =>
  Object.hasOwn(table, key) ? (table[key] as MessageDescriptor) : fallback;

export const reasonLabel = (reason: string) => pick(REASONS, reason, OTHER_REASON);
export const orderTypeLabel = (type: string) => pick(TYPES, type, OTHER_TYPE);
export const orderStatusLabel = (status: string) => pick(STATUSES, status, OTHER_STATUS);

/** Status tone for the badge: done, open or void. */
export const statusTone = (status: string): 'done' | 'open' | 'void' =>
  status === 'paid' ? 'done' : status === 'pending' ? 'open' : 'void';
