/** The console's router: its own route tree (routes/), under /admin. */
import { createRouter } from '@tanstack/react-router';
import type { SessionAnswer } from '../core/admin/answers';
import { ADMIN_PATH } from '../core/admin/paths';
import { whenSignedOut } from './api/client';
import { forgetSession } from './api/session';
import { routeTree } from './routeTree.gen';
import { PageError } from './ui/PageError';
import { PageSkeleton } from './ui/Skeleton';

export interface RouterContext {
  /** Set by the desk's layout route for every page under it. */
  session: SessionAnswer | null;
}

export const router = createRouter({
  routeTree,
  basepath: ADMIN_PATH,
  context: { session: null } satisfies RouterContext,
  defaultPreload: 'intent',
  defaultPendingComponent: PageSkeleton,
  defaultPendingMs: 200,
  defaultErrorComponent: PageError,
  scrollRestoration: true,
});

// A call that finds the session ended: sign in again, then back here.
whenSignedOut(() => {
  forgetSession();
  const { pathname, search } = router.state.location;
  if (!pathname.endsWith('/sign-in')) void router.navigate({ to: '/sign-in', search: { next: pathname + search } });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
