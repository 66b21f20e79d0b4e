import { createFileRoute } from '@tanstack/react-router';
import { PricesScreen } from '../../features/prices/PricesScreen';
import { loadPrices } from '../../features/prices/prices.api';
import { requireArea } from '../../shell/guard';

export const Route = createFileRoute('/_desk/prices')({
  beforeLoad: ({ context }) => requireArea(context.session, 'finance'),
  loader: () => loadPrices(),
  component: function PricesRoute() {
    return <PricesScreen {...Route.useLoaderData()} />;
  },
});
