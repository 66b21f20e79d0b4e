/** Finance's calls: every reader's payment orders, one with its events, refunds, the CSV. */
import type * as v from 'valibot';
import type { OrderDetail, OrderItem, Page } from '../../../core/admin/answers';
import { ADMIN_API } from '../../../core/admin/paths';
import type { OrdersQuery } from '../../../core/admin/schemas';
import { api, queryString } from '../../api/client';

export type OrdersSearch = v.InferOutput<typeof OrdersQuery>;

export const loadOrders = (search: OrdersSearch) => api.get<Page<OrderItem>>('/orders', search);
export const loadOrder = (id: number) => api.get<OrderDetail>(`/orders/${id}`);
export const refundOrder = (id: number, reason: string) => api.post<OrderDetail>(`/orders/${id}/refund`, { reason });

/** The CSV of every order the search's filter keeps (its paging aside). */
export function ordersCsvHref({ page: _page, page_size: _size, ...filter }: OrdersSearch): string {
  return `${ADMIN_API}/orders.csv${queryString(filter)}`;
}
