import { createFileRoute } from '@tanstack/react-router';
import { ReadersQuery } from '../../../../core/admin/schemas';
import { ReadersScreen } from '../../../features/readers/ReadersScreen';
import { loadReaders } from '../../../features/readers/readers.api';
import { requireArea } from '../../../shell/guard';
import { searchOf } from '../../../ui/search';

export const Route = createFileRoute('/_desk/readers/')({
  validateSearch: searchOf(ReadersQuery),
  beforeLoad: ({ context }) => requireArea(context.session, 'readers'),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadReaders(deps),
  component: function ReadersRoute() {
    return <ReadersScreen search={Route.useSearch()} page={Route.useLoaderData()} />;
  },
});
