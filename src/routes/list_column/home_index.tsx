import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListColumnScreen } from '../../features/discover/ListColumnScreen';
import { ListColumnSearch } from '../../features/discover/search-params';

export const Route = createFileRoute('/list_column/home_index')({
  staticData: { name: 'list_column_video', title: msg`推荐栏目` },
  validateSearch: ListColumnSearch,
  component: function ListColumn() {
    const navigate = Route.useNavigate();
    return (
      <ListColumnScreen
        kind="comic"
        search={Route.useSearch()}
        onChange={(search) => navigate({ search, replace: true })}
      />
    );
  },
});
