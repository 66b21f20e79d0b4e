import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '../features/discover/CatalogueScreen';
import { CatalogueSearch } from '../features/discover/search-params';

export const Route = createFileRoute('/catalogue')({
  staticData: { name: 'catalogue', title: msg`分类` },
  validateSearch: CatalogueSearch,
  component: function Catalogue() {
    const navigate = Route.useNavigate();
    return <CatalogueScreen search={Route.useSearch()} onChange={(search) => navigate({ search, replace: true })} />;
  },
});
