import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/DashboardScreen';
import { loadDashboard } from '../../features/dashboard/dashboard.api';

/** /admin: the dashboard, every operator's first page (the money figures only for their roles). */
export const Route = createFileRoute('/_desk/')({
  loader: () => loadDashboard(),
  component: function DashboardRoute() {
    return <DashboardScreen dashboard={Route.useLoaderData()} />;
  },
});
