import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListColumnScreen } from '../../features/discover/ListColumnScreen';
import { ListColumnSearch } from '../../features/discover/search-params';

export const Route = createFileRoute('/list_column/index_tag')({
  staticData: { name: 'list_column_tag', title: msg`标签` },
  validateSearch: ListColumnSearch,
  component: function ListColumn() {
    const navigate = Route.useNavigate();
    return <ListColumnScreen search={Route.useSearch()} onChange={(search) => navigate({ search, replace: true })} />;
  },
});
