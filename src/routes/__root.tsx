import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../app/RootLayout';
import { ErrorScreen } from '../features/common/ErrorScreen';
import { messagesFor } from '../i18n/i18n';

export const Route = createRootRoute({
  // The first screen's messages are in before the first render; the other screens' before they show.
  beforeLoad: ({ location }) => messagesFor(location.pathname),
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../features/common/NotFoundScreen'), 'NotFoundScreen'),
  errorComponent: ErrorScreen,
});
