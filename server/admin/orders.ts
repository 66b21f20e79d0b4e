/** Finance: every reader's payment orders, paged and filtered by status (read-only here). */
import type { Hono } from 'hono';
import type { OrderItem } from '../../src/core/admin/answers';
import { OrdersQuery } from '../../src/core/admin/schemas';
import { pageOfAllOrders } from '../db/payment-orders';
import type { ConsoleDeps } from './context';
import { endpoint } from './endpoint';

export function orderEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/orders', {
    access: 'finance',
    input: OrdersQuery,
    async handle(query, ctx) {
      const { rows, total } = await pageOfAllOrders(ctx.db, query.status, query);
      const items: OrderItem[] = rows;
      return { items, total, page: query.page, page_size: query.page_size };
    },
  });
}
