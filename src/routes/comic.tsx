import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RankingScreen } from '../features/discover/RankingScreen';
import { SortSearch } from '../features/discover/search-params';

export const Route = createFileRoute('/comic')({
  staticData: { name: 'comic', title: msg`漫画` },
  validateSearch: SortSearch,
  component: function Charts() {
    const navigate = Route.useNavigate();
    return (
      <RankingScreen sort={Route.useSearch().sort} onChange={(sort) => navigate({ search: { sort }, replace: true })} />
    );
  },
});
