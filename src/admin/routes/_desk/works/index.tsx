import { createFileRoute } from '@tanstack/react-router';
import { WorkListQuery } from '../../../../core/admin/schemas';
import { WorkListScreen } from '../../../features/works/WorkListScreen';
import { loadWorkList } from '../../../features/works/works.api';
import { requireArea } from '../../../shell/guard';
import { searchOf } from '../../../ui/search';

export const Route = createFileRoute('/_desk/works/')({
  validateSearch: searchOf(WorkListQuery),
  beforeLoad: ({ context }) => requireArea(context.session, 'content'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadWorkList(deps),
  component: function WorksRoute() {
    return <WorkListScreen search={Route.useSearch()} data={Route.useLoaderData()} />;
  },
});
