import { createFileRoute } from '@tanstack/react-router';
import { SiteScreen } from '../../features/site/SiteScreen';
import { loadSite } from '../../features/site/site.api';
import { requireArea } from '../../shell/guard';

export const Route = createFileRoute('/_desk/site')({
  beforeLoad: ({ context }) => requireArea(context.session, 'site'),
  loader: () => loadSite(),
  component: function SiteRoute() {
    return <SiteScreen {...Route.useLoaderData()} />;
  },
});
