import { createFileRoute } from '@tanstack/react-router';
import { WorkCreateScreen } from '../../../features/works/WorkCreateScreen';
import { NewWorkSearch } from '../../../features/works/work-tabs';
import { classesOf } from '../../../features/works/works.api';
import { requireArea } from '../../../shell/guard';
import { searchOf } from '../../../ui/search';

export const Route = createFileRoute('/_desk/works/new')({
  validateSearch: searchOf(NewWorkSearch),
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loader: () => classesOf(),
  component: function NewWorkRoute() {
    return <WorkCreateScreen classes={Route.useLoaderData()} tab={Route.useSearch().tab} />;
  },
});
