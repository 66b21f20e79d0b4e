import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../app/RootLayout';
import { ErrorScreen } from '../features/common/ErrorScreen';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/common/NotFoundScreen'), 'NotFoundScreen'),
  errorComponent: ErrorScreen,
});
