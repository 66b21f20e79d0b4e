import { createFileRoute } from '@tanstack/react-router';
import { OrdersQuery } from '../../../core/admin/schemas';
import { OrdersScreen } from '../../features/orders/OrdersScreen';
import { loadOrders } from '../../features/orders/orders.api';
import { requireArea } from '../../shell/guard';
import { searchOf } from '../../ui/search';

export const Route = createFileRoute('/_desk/orders')({
  validateSearch: searchOf(OrdersQuery),
  beforeLoad: ({ context }) => requireArea(context.session, 'finance'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadOrders(deps),
  component: function OrdersRoute() {
    return <OrdersScreen search={Route.useSearch()} page={Route.useLoaderData()} />;
  },
});
