import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeOf, requireSession } from '../shell/guard';

/** /admin: the first page the operator's role may open. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ location }) => {
    throw redirect({ to: homeOf(await requireSession(location.href)) });
  },
});
