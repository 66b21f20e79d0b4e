import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { KindSearch } from '../../features/discover/search-params';
import { EndListScreen } from '../../features/special/EndListScreen';

export const Route = createFileRoute('/special_column/end_list')({
  staticData: { name: 'end_list', title: msg`完结` },
  validateSearch: KindSearch,
  component: function EndList() {
    const navigate = Route.useNavigate();
    return (
      <EndListScreen
        kind={Route.useSearch().kind ?? 'comic'}
        onChange={(kind) => navigate({ search: { kind }, replace: true })}
      />
    );
  },
});
