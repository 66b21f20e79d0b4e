import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../features/common/ErrorScreen';
import { routeTree } from '../routeTree.gen';
import { PageSkeleton } from '../ui/Skeleton';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: PageSkeleton,
  defaultErrorComponent: ErrorScreen,
  defaultPendingMs: 150,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
