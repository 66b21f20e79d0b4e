import { createFileRoute } from '@tanstack/react-router';
import { OperatorsScreen } from '../../features/operators/OperatorsScreen';
import { loadOperators } from '../../features/operators/operators.api';
import { requireArea } from '../../shell/guard';

export const Route = createFileRoute('/_desk/operators')({
  beforeLoad: ({ context }) => requireArea(context.session, 'site'),
  loader: () => loadOperators(),
  component: function OperatorsRoute() {
    return <OperatorsScreen operators={Route.useLoaderData()} me={Route.useRouteContext().session.operator.id} />;
  },
});
