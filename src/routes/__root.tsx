import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '../app/RootLayout';
import { NotFoundScreen } from '../features/common/NotFoundScreen';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
