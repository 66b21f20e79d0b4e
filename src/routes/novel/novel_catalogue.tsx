import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NovelCatalogueScreen } from '../../features/novel/NovelCatalogueScreen';
import { CatalogueSearch } from '../../features/novel/search-params';

export const Route = createFileRoute('/novel/novel_catalogue')({
  staticData: { name: 'novel_catalogue', title: msg`目录` },
  validateSearch: CatalogueSearch,
  component: function Catalogue() {
    const { id, order } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <NovelCatalogueScreen
        key={id}
        id={id}
        order={order}
        onOrder={(next) => void navigate({ search: { id, order: next }, replace: true })}
      />
    );
  },
});
