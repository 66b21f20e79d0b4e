/** An order's status as the console says it, with its badge tone. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderItem } from '../../../core/admin/answers';

export const ORDER_STATUS: Record<OrderItem['status'], [MessageDescriptor, 'ok' | 'warn' | 'neutral' | 'danger']> = {
  paid: [msg`已支付`, 'ok'],
  pending: [msg`待支付`, 'warn'],
  cancelled: [msg`已取消`, 'neutral'],
  expired: [msg`已过期`, 'neutral'],
  refunded: [msg`已退款`, 'danger'],
};
