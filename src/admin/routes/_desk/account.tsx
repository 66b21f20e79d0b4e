import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '../../features/account/AccountScreen';

export const Route = createFileRoute('/_desk/account')({
  component: function AccountRoute() {
    return <AccountScreen session={Route.useRouteContext().session} />;
  },
});
