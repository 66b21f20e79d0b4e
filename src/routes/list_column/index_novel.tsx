import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListColumnScreen } from '../../features/discover/ListColumnScreen';
import { ListColumnSearch } from '../../features/discover/search-params';

export const Route = createFileRoute('/list_column/index_novel')({
  staticData: { name: 'list_column_novel', title: msg`小说栏目` },
  validateSearch: ListColumnSearch,
  component: function ListColumn() {
    const navigate = Route.useNavigate();
    return (
      <ListColumnScreen
        kind="novel"
        search={Route.useSearch()}
        onChange={(search) => navigate({ search, replace: true })}
      />
    );
  },
});
