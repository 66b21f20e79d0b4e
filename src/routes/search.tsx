import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '../features/discover/SearchScreen';
import { SearchSearch } from '../features/discover/search-params';

export const Route = createFileRoute('/search')({
  staticData: { name: 'search', title: msg`搜索` },
  validateSearch: SearchSearch,
  component: function Search() {
    const navigate = Route.useNavigate();
    const { q, kind } = Route.useSearch();
    return <SearchScreen query={q ?? ''} kind={kind} onChange={(search) => navigate({ search, replace: true })} />;
  },
});
