import { createFileRoute } from '@tanstack/react-router';
import { NoticesScreen } from '../../features/notices/NoticesScreen';
import { loadNotices } from '../../features/notices/notices.api';
import { requireArea } from '../../shell/guard';

export const Route = createFileRoute('/_desk/notices')({
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loader: () => loadNotices(),
  component: function NoticesRoute() {
    return <NoticesScreen notices={Route.useLoaderData()} />;
  },
});
