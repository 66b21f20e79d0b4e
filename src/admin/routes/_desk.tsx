import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../shell/guard';
import { Shell } from '../shell/Shell';

/** Every page of the desk: signed in, in the shell. */
export const Route = createFileRoute('/_desk')({
  beforeLoad: async ({ location }) => ({ session: await requireSession(location.href) }),
  component: function DeskRoute() {
    return (
      <Shell session={Route.useRouteContext().session}>
        <Outlet />
      </Shell>
    );
  },
});
