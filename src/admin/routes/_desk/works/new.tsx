import { createFileRoute } from '@tanstack/react-router';
import { WorkCreateScreen } from '../../../features/works/WorkCreateScreen';
import { classesOf } from '../../../features/works/works.api';
import { requireArea } from '../../../shell/guard';

export const Route = createFileRoute('/_desk/works/new')({
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loader: () => classesOf(),
  component: function NewWorkRoute() {
    return <WorkCreateScreen classes={Route.useLoaderData()} />;
  },
});
