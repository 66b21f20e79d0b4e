import { createFileRoute } from '@tanstack/react-router';
import { NoticesScreen } from '../../features/notices/NoticesScreen';
import { loadNotices, loadOverlaySettings } from '../../features/notices/notices.api';
import { requireArea } from '../../shell/guard';

export const Route = createFileRoute('/_desk/notices')({
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loader: async () => {
    const [notices, overlay] = await Promise.all([loadNotices(), loadOverlaySettings()]);
    return { notices, overlay };
  },
  component: function NoticesRoute() {
    const { notices, overlay } = Route.useLoaderData();
    return <NoticesScreen notices={notices} overlay={overlay} />;
  },
});
