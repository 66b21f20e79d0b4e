import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '../app/RootLayout';
import { ErrorScreen } from '../features/common/ErrorScreen';
import { NotFoundScreen } from '../features/common/NotFoundScreen';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});
