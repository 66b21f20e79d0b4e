/** Finance's calls: every reader's payment orders. */
import type * as v from 'valibot';
import type { OrderItem, Page } from '../../../core/admin/answers';
import type { OrdersQuery } from '../../../core/admin/schemas';
import { api } from '../../api/client';

export type OrdersSearch = v.InferOutput<typeof OrdersQuery>;

export const loadOrders = (search: OrdersSearch) => api.get<Page<OrderItem>>('/orders', search);
