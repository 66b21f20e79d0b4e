import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListColumnScreen } from '../../features/discover/ListColumnScreen';
import { ListColumnSearch } from '../../features/discover/search-params';

export const Route = createFileRoute('/list_column/')({
  staticData: { name: 'list_column', title: msg`栏目` },
  validateSearch: ListColumnSearch,
  component: function ListColumn() {
    const navigate = Route.useNavigate();
    return <ListColumnScreen search={Route.useSearch()} onChange={(search) => navigate({ search, replace: true })} />;
  },
});
